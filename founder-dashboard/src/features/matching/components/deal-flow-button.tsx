import { addDealFromMatch, ADD_FROM_MATCH_ERROR, describeCallError } from '@pear/shared/api';
import { Button, ErrorLine } from '@pear/shared/ui';
import { useState } from 'react';

import { useSelectDashboardTab } from '../../../lib/dashboard-tabs';

export type DealFlowButtonProps = {
  investorId: string;
  inDealFlow: boolean;
  onAdded: (investorId: string) => void;
};

/**
 * "Add to Deal Flow" on a match card: the deal starts at Lead with the match's reasons on its timeline (the server
 * does both). Once added it reads "In Deal Flow" and opens the Deal Flow tab.
 */
export function DealFlowButton({ investorId, inDealFlow, onAdded }: DealFlowButtonProps) {
  const selectTab = useSelectDashboardTab();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setAdding(true);
    setError(null);
    try {
      await addDealFromMatch(investorId);
      onAdded(investorId);
    } catch (caught) {
      setError(describeCallError(caught, ADD_FROM_MATCH_ERROR));
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      {/* One button whose label changes: focus stays on it, and the live region reads the new label. */}
      <Button
        size="sm"
        variant={inDealFlow ? 'outline' : 'secondary'}
        onClick={inDealFlow ? () => selectTab('deal-flow') : () => void add()}
        disabled={adding}
        aria-busy={adding || undefined}
        aria-live="polite"
      >
        {inDealFlow ? 'In Deal Flow' : adding ? 'Adding…' : 'Add to Deal Flow'}
      </Button>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </>
  );
}
