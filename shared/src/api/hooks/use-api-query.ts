import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The one hook for server state (a small cousin of TanStack Query's useQuery, without its cache): components say
 * what to fetch and read `status`/`data`/`error` instead of writing their own loading/error/data state machine.
 */

/** What the answer depends on: when it changes, the query starts over (earlier answers are dropped). */
export type ApiQueryKey = string | readonly (string | number | boolean | null | undefined)[];

/** pending: no answer yet (loading, or not enabled); error: the last fetch failed; success: `data` is the answer. */
export type ApiQueryStatus = 'pending' | 'error' | 'success';

export type ApiQuery<T> = {
  status: ApiQueryStatus;
  /** The last answer; kept when a later refetch fails (status is then 'error'). */
  data: T | undefined;
  /** The last fetch's error; null once a fetch succeeded. */
  error: unknown;
  /** A fetch is under way (or starts in this render's effect). */
  isFetching: boolean;
  /** Fetches again (also when `data` is already there). */
  refetch: () => void;
  /** Replaces the answer locally, e.g. with what a successful save wrote (TanStack's setQueryData); undefined: no change. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
};

export type ApiQueryOptions = {
  /** While false nothing is fetched (status stays 'pending' until a first fetch). Default true. */
  enabled?: boolean;
};

type State<T> = {
  hash: string;
  status: ApiQueryStatus;
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
};

const initial = <T>(hash: string): State<T> => ({
  hash,
  status: 'pending',
  data: undefined,
  error: null,
  isFetching: false,
});

export const useApiQuery = <T>(
  key: ApiQueryKey,
  fetcher: () => Promise<T>,
  { enabled = true }: ApiQueryOptions = {},
): ApiQuery<T> => {
  const hash = typeof key === 'string' ? key : JSON.stringify(key);
  const [stored, setState] = useState<State<T>>(() => initial(hash));
  const [generation, setGeneration] = useState(0);
  // The fetcher of the latest render, without making every render a new request.
  const fetcherRef = useRef(fetcher);
  // Answers of a request that is no longer the latest (key changed, refetched, unmounted) are dropped.
  const latest = useRef(0);

  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) return;
    const request = ++latest.current;
    const settle = (next: (current: State<T>) => State<T>) => {
      if (request === latest.current) setState((current) => next(current.hash === hash ? current : initial(hash)));
    };
    settle((current) => ({ ...current, isFetching: true }));
    fetcherRef.current().then(
      (data) => settle(() => ({ hash, status: 'success', data, error: null, isFetching: false })),
      (error: unknown) => settle((current) => ({ ...current, status: 'error', error, isFetching: false })),
    );
  }, [hash, enabled, generation]);

  useEffect(
    () => () => {
      latest.current += 1;
    },
    [hash],
  );

  const refetch = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) =>
      setState((current) => {
        const base = current.hash === hash ? current : initial<T>(hash);
        const data = update(base.data);
        return data === undefined ? current : { ...base, data, status: 'success', error: null };
      }),
    [hash],
  );

  // A new key reads as a fresh query from its first render on; an enabled query without an answer is fetching (or
  // about to, in its effect).
  const state = stored.hash === hash ? stored : initial<T>(hash);
  return { ...state, isFetching: state.isFetching || (enabled && state.status === 'pending'), refetch, setData };
};
