import {
  describeCallError,
  FIND_MATCHES_ERROR,
  findMatches,
  GET_MATCHES_ERROR,
  getMatches,
  getMatchStatus,
  type MatchStatus,
} from '@pear/shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';

import { fromFindResult, fromMatchRecord, type InvestorMatch, mergeMatches } from '../lib/investor-match';

export type InvestorMatches = {
  /** Null while the first load runs. */
  matches: InvestorMatch[] | null;
  /** The red line under the title: "Failed to fetch matches", "Failed to find new matches" or the server's message. */
  error: string | null;
  finding: boolean;
  findNew: () => Promise<void>;
  /** The plan and today's quota; null until known (or when it could not be read). */
  status: MatchStatus | null;
};

/**
 * The AI Matching tab's data: GET matches, POST find-matches and GET match-status. Nothing is read until `active`
 * (the tab is first opened); the state then outlives tab switches, so found matches stay on screen.
 */
export const useInvestorMatches = (active = true): InvestorMatches => {
  const [matches, setMatches] = useState<InvestorMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const [status, setStatus] = useState<MatchStatus | null>(null);
  const mounted = useRef(true);
  const started = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const loadStatus = useCallback(() => {
    getMatchStatus().then(
      (next) => mounted.current && setStatus(next),
      () => mounted.current && setStatus(null),
    );
  }, []);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    getMatches()
      .then(
        (records) => {
          // Matches found while this load ran stay first.
          if (mounted.current) setMatches((current) => mergeMatches(current ?? [], records.map(fromMatchRecord)));
        },
        () => {
          if (!mounted.current) return;
          setMatches([]);
          setError(GET_MATCHES_ERROR);
        },
      )
      // The first load of a day reveals that day's matches: the quota is read after it.
      .finally(loadStatus);
  }, [active, loadStatus]);

  const findNew = useCallback(async () => {
    setFinding(true);
    setError(null);
    try {
      const results = await findMatches();
      if (!mounted.current) return;
      setMatches((current) => mergeMatches(results.map(fromFindResult), current ?? []));
    } catch (caught) {
      if (mounted.current) setError(describeCallError(caught, FIND_MATCHES_ERROR));
    } finally {
      if (mounted.current) {
        setFinding(false);
        loadStatus();
      }
    }
  }, [loadStatus]);

  return { matches, error, finding, findNew, status };
};
