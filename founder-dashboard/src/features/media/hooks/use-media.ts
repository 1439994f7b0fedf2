import type { MediaItem } from '@pear/contract';
import { describeCallError, getMedia, MEDIA_ERROR, MISSING_TOKEN_MESSAGE, useApiQuery } from '@pear/shared/api';
import { getAppState } from '@pear/shared/store';
import { useCallback, useState } from 'react';
import { type ActionRunner, useActionRunner } from '../../../lib/use-action-runner';

export type MediaState = {
  /** The founder's items in their order; null while the first load runs (or when it failed). */
  items: MediaItem[] | null;
  loadError: string | null;
  /** The last failed action of the panel (delete, move). */
  actionError: string | null;
  /**
   * Runs one action: the server's message (else `fallback`) is shown on failure; either way the list is read again.
   * Resolves to the answer, or undefined on failure.
   */
  run: ActionRunner;
  /** Shows a list the server answered (a new order) at once, before the refetch. */
  show: (items: MediaItem[]) => void;
  refresh: () => void;
};

/** The Media & Content panel's server state: GET media (once signed in), read again after every change. */
export const useMedia = (): MediaState => {
  // Read once, as the profile header does: the dashboard is only ever mounted for a signed-in user.
  const [signedIn] = useState(() => Boolean(getAppState().authToken));
  const query = useApiQuery('media', getMedia, { enabled: signedIn });
  const { refetch, setData } = query;

  const { run, error: actionError } = useActionRunner(refetch);

  const show = useCallback((items: MediaItem[]) => setData(() => ({ items })), [setData]);

  return {
    items: query.data?.items ?? null,
    loadError: !signedIn
      ? MISSING_TOKEN_MESSAGE
      : query.status === 'error'
        ? describeCallError(query.error, MEDIA_ERROR)
        : null,
    actionError,
    run,
    show,
    refresh: refetch,
  };
};
