import { GET_INFO_ERROR, getInfo, isApiError } from '@pear/shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESOURCES } from '../data/resources';
import { founderFocusFromInfo, type FounderFocus, rankResources, type ResourceRanking } from '../lib/rank-resources';

export type PersonalizedState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; focus: FounderFocus; ranking: ResourceRanking };

/** The API's own message for an HTTP error; the spec's "Failed to fetch user data" for anything else. */
const errorMessage = (error: unknown): string => (isApiError(error) && error.message ? error.message : GET_INFO_ERROR);

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
    try {
      const info = await getInfo();
      if (request !== requestRef.current) return;
      const focus = founderFocusFromInfo(info);
      setState({ status: 'loaded', focus, ranking: rankResources(RESOURCES, focus) });
    } catch (error) {
      if (request !== requestRef.current) return;
      setState({ status: 'error', message: errorMessage(error) });
    }
  }, []);

  return { state, load };
};
