import type { CrmStage, Deal } from '@pear/contract';
import {
  DEALS_ERROR,
  describeCallError,
  FOLLOW_UPS_ERROR,
  getFollowUpsDue,
  listDeals,
  SAVE_DEAL_ERROR,
  updateDeal,
  useApiQuery,
} from '@pear/shared/api';
import { useCallback, useState } from 'react';

import { localToday } from '../lib/deal-view';

export type DealBoard = {
  /** Null while the first load runs (or when it failed). */
  deals: Deal[] | null;
  loadError: string | null;
  /** Open deals due on or before the browser's today; null until known. */
  followUpsDue: number | null;
  followUpsError: string | null;
  today: string;
  /** The last failed move. */
  saveError: string | null;
  /** Moves a deal to a stage at once on screen, then on the server; a failure puts it back and says so. */
  moveDeal: (deal: Deal, stage: CrmStage) => Promise<void>;
  /** Shows a deal created elsewhere (the add-investor dialog) without a reload. */
  addDeal: (deal: Deal) => void;
  /** Reads the deals and the follow-ups again (after the detail panel or an import changed them). */
  refresh: () => void;
};

const replaceDeal = (deals: Deal[] | undefined, next: Deal) =>
  deals?.map((deal) => (deal.id === next.id ? next : deal));

/** The Deal Flow tab's server state: GET deals, GET follow-ups-due (with the browser's day) and PATCH stage. */
export const useDealBoard = (): DealBoard => {
  const [today] = useState(localToday);
  const deals = useApiQuery('deals', listDeals);
  const followUps = useApiQuery(['deal-follow-ups', today], () => getFollowUpsDue(today));
  const [saveError, setSaveError] = useState<string | null>(null);
  const { setData: setDeals, refetch: refetchDeals } = deals;
  const { refetch: refetchFollowUps } = followUps;

  const moveDeal = useCallback(
    async (deal: Deal, stage: CrmStage) => {
      setDeals((current) => replaceDeal(current, { ...deal, stage }));
      setSaveError(null);
      try {
        const saved = await updateDeal(deal.id, { stage });
        setDeals((current) => replaceDeal(current, saved.deal));
      } catch (caught) {
        setDeals((current) => replaceDeal(current, deal));
        setSaveError(describeCallError(caught, SAVE_DEAL_ERROR));
      }
    },
    [setDeals],
  );

  const addDeal = useCallback(
    (deal: Deal) => setDeals((current) => [deal, ...(current ?? []).filter((other) => other.id !== deal.id)]),
    [setDeals],
  );

  const refresh = useCallback(() => {
    refetchDeals();
    refetchFollowUps();
  }, [refetchDeals, refetchFollowUps]);

  return {
    deals: deals.data ?? null,
    loadError: deals.status === 'error' ? describeCallError(deals.error, DEALS_ERROR) : null,
    followUpsDue: followUps.data?.count ?? null,
    followUpsError: followUps.status === 'error' ? describeCallError(followUps.error, FOLLOW_UPS_ERROR) : null,
    today,
    saveError,
    moveDeal,
    addDeal,
    refresh,
  };
};
