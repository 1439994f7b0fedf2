import type { IntroRequest, MatchStatus } from '@pear/contract';
import {
  describeCallError,
  FIND_MATCHES_ERROR,
  findMatches,
  GET_MATCHES_ERROR,
  getMatches,
  getMatchStatus,
  useApiQuery,
} from '@pear/shared/api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { fromFindResult, fromMatchRecord, type InvestorMatch, mergeMatches, withIntro } from '../lib/investor-match';

export type InvestorMatches = {
  /** Null while the first load runs. */
  matches: InvestorMatch[] | null;
  /** The red line under the title: "Failed to fetch matches", "Failed to find new matches" or the server's message. */
  error: string | null;
  finding: boolean;
  findNew: () => Promise<void>;
  /** The plan and today's quota; null until known (or when it could not be read). */
  status: MatchStatus | null;
  /** Shows a change to an intro with an investor on Pear (sent, accepted, declined) on that investor's card. */
  applyIntro: (intro: IntroRequest) => void;
};

/** What "Find new matches" left: the matches found (all finds, newest first; null before one succeeded), its error. */
type Found = { matches: InvestorMatch[] | null; error: string | null };

/**
 * The AI Matching tab's data: GET matches, POST find-matches and GET match-status. Nothing is read until `active`
 * (the tab is first opened); the state then outlives tab switches, so found matches stay on screen.
 */
export const useInvestorMatches = (active = true): InvestorMatches => {
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);

  const today = useApiQuery('matches', getMatches, { enabled: opened });
  const loaded = today.status !== 'pending';
  // The first load of a day reveals that day's matches: the quota is read after it (and again after each find).
  const plan = useApiQuery('match-status', getMatchStatus, { enabled: loaded });
  const { refetch: refetchPlan } = plan;

  const [found, setFound] = useState<Found | null>(null);
  const [finding, setFinding] = useState(false);
  // Intros changed in this session, latest per request: applied over every load, so a refetch cannot undo them.
  const [introUpdates, setIntroUpdates] = useState<IntroRequest[]>([]);
  const applyIntro = useCallback(
    (intro: IntroRequest) =>
      setIntroUpdates((current) => [...current.filter((update) => update.id !== intro.id), intro]),
    [],
  );
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const findNew = useCallback(async () => {
    setFinding(true);
    setFound((current) => ({ matches: current?.matches ?? null, error: null }));
    try {
      const results = (await findMatches()).map(fromFindResult);
      if (mounted.current) {
        setFound((current) => ({ matches: mergeMatches(results, current?.matches ?? []), error: null }));
      }
    } catch (caught) {
      const error = describeCallError(caught, FIND_MATCHES_ERROR);
      if (mounted.current) setFound((current) => ({ matches: current?.matches ?? null, error }));
    } finally {
      if (mounted.current) {
        setFinding(false);
        refetchPlan();
      }
    }
  }, [refetchPlan]);

  const matches = useMemo(() => {
    if (!loaded && !found?.matches) return null;
    // Matches found while the first load ran stay first.
    const earlier = today.status === 'success' ? (today.data ?? []).map(fromMatchRecord) : [];
    return mergeMatches(found?.matches ?? [], earlier).map((match) => introUpdates.reduce(withIntro, match));
  }, [today.status, today.data, loaded, found, introUpdates]);

  return {
    matches,
    // A find clears the load's error; its own failure replaces it.
    error: found ? found.error : today.status === 'error' ? GET_MATCHES_ERROR : null,
    finding,
    findNew,
    status: plan.status === 'success' ? (plan.data ?? null) : null,
    applyIntro,
  };
};
