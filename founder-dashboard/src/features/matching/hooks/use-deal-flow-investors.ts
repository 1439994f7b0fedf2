import { listDeals, useApiQuery } from '@pear/shared/api';
import { useCallback, useMemo, useState } from 'react';

export type DealFlowInvestors = {
  /** Whether this corpus investor already has a deal in the founder's Deal Flow (passed ones included). */
  inDealFlow: (investorId: string) => boolean;
  /** Records a deal just created from a match or an intro e-mail, without reading the list again. */
  markAdded: (investorId: string) => void;
};

/**
 * Which matched investors are already in Deal Flow: the corpus investors of the founder's deals (read each time AI
 * Matching opens, so a reload shows "In Deal Flow" too) plus those added since. When the list cannot be read, every
 * card offers "Add to Deal Flow", which is harmless: adding a match twice returns the same deal.
 */
export const useDealFlowInvestors = (): DealFlowInvestors => {
  const deals = useApiQuery('deal-flow-investors', listDeals);
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());

  const listed = useMemo(
    () =>
      new Set(
        (deals.data ?? []).flatMap(({ counterpart }) =>
          counterpart.kind === 'investor' && counterpart.investorId !== null ? [counterpart.investorId] : [],
        ),
      ),
    [deals.data],
  );

  const inDealFlow = useCallback(
    (investorId: string) => listed.has(investorId) || added.has(investorId),
    [listed, added],
  );
  const markAdded = useCallback(
    (investorId: string) =>
      setAdded((current) => (current.has(investorId) ? current : new Set(current).add(investorId))),
    [],
  );
  return { inDealFlow, markAdded };
};
