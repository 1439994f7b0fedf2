import type * as ApiModule from '@pear/shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESOURCES } from '../data/resources';
import type { FounderFocus, ResourceRanking } from '../lib/rank-resources';

export type PersonalizedState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; focus: FounderFocus; ranking: ResourceRanking };

/** When the API client itself could not be loaded: the spec's get-info failure message (GET_INFO_ERROR). */
const UNREACHABLE_ERROR = 'Failed to fetch user data';

/** The API's own message for an HTTP error; the spec's "Failed to fetch user data" for anything else. */
const errorMessage = ({ GET_INFO_ERROR, isApiError }: typeof ApiModule, error: unknown): string =>
  isApiError(error) && error.message ? error.message : GET_INFO_ERROR;

/** Loads the founder's profile (get-info) and ranks the resources for its industry and stage. */
export const usePersonalizedResources = () => {
  const [state, setState] = useState<PersonalizedState>({ status: 'idle' });
  const requestRef = useRef(0);

  useEffect(
    () => () => {
      // Ignore responses that arrive after unmount.
      requestRef.current += 1;
    },
    [],
  );

  const load = useCallback(async () => {
    const request = ++requestRef.current;
    setState({ status: 'loading' });
    let api: typeof ApiModule | null = null;
    try {
      // The API client and the ranking load when a visitor asks for personalised resources, not with the page.
      const [apiModule, { founderFocusFromInfo, rankResources }] = await Promise.all([
        import('@pear/shared/api'),
        import('../lib/rank-resources'),
      ]);
      api = apiModule;
      const info = await api.getInfo();
      if (request !== requestRef.current) return;
      const focus = founderFocusFromInfo(info);
      setState({ status: 'loaded', focus, ranking: rankResources(RESOURCES, focus) });
    } catch (error) {
      if (request !== requestRef.current) return;
      setState({ status: 'error', message: api ? errorMessage(api, error) : UNREACHABLE_ERROR });
    }
  }, []);

  return { state, load };
};
