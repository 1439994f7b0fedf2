import styled from '@emotion/styled';
import type { CrmStage, Deal } from '@pear/contract';
import { Button, ErrorLine, Spinner, VisuallyHidden } from '@pear/shared/ui';
import { DashboardCard } from '@pear/shared/dashboard';
import { useState } from 'react';

import { useDealBoard } from '../hooks/use-deal-board';
import { DEAL_FLOW_SIDES, type DealFlowSide, DealFlowSideProvider } from '../lib/deal-flow-side';
import { AddDealDialog } from './add-deal-dialog';
import { DealBoard } from './deal-board';
import { DealDetailPanel } from './deal-detail-panel';
import { DealList } from './deal-list';
import { DealsCsvActions } from './deals-csv-actions';

type View = 'board' | 'list';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledToggleGroup = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledFollowUps = styled.p<{ $due: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $due }) => ($due ? theme.colors.warning : theme.colors.textMuted)};
`;

const StyledEmpty = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => `${theme.borderWidths.thin} dashed ${theme.colors.borderStrong}`};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p:first-of-type {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A toolbar button that is on or off (aria-pressed), e.g. Board / List and the Passed filter. */
function ToggleButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <Button variant={pressed ? 'primary' : 'ghost'} size="sm" aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}

export type DealFlowTabProps = {
  /** Whose CRM it is: a founder's deals are with investors, an investor's with founders. */
  side?: DealFlowSide;
};

/**
 * The Deal Flow CRM (issue 12): every deal of the user on a board of the nine stages (spec §4) or in a list,
 * moved by drag and drop or the Stage select; passed deals behind the "Passed" filter; follow-ups due at the top.
 */
export function DealFlowTab({ side = 'founder' }: DealFlowTabProps) {
  const labels = DEAL_FLOW_SIDES[side];
  const board = useDealBoard();
  const [view, setView] = useState<View>('board');
  const [showPassed, setShowPassed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [openDealId, setOpenDealId] = useState<string | null>(null);
  const [keyboardMovedId, setKeyboardMovedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const deals = board.deals ?? [];
  const passedCount = deals.filter((deal) => deal.outcome === 'passed').length;
  const shown = deals.filter((deal) => (deal.outcome === 'passed') === showPassed);

  const move = (dealId: string, stage: CrmStage) => {
    const deal = deals.find((candidate) => candidate.id === dealId);
    // The Stage select re-mounts in the new column: its focus follows it there (drag and drop has no focus to keep).
    setKeyboardMovedId(document.activeElement instanceof HTMLSelectElement ? dealId : null);
    if (!deal) return;
    setAnnouncement(`Moved ${deal.counterpart.name} to ${stage}.`);
    void board.moveDeal(deal, stage);
  };

  /** Another view re-mounts every card: an earlier keyboard move must not pull the focus back to its select. */
  const showView = (next: View, passed: boolean) => {
    setKeyboardMovedId(null);
    setView(next);
    setShowPassed(passed);
  };

  const added = (deal: Deal) => {
    board.addDeal(deal);
    showView(view, false);
    setAnnouncement(`Added ${deal.counterpart.name} at ${deal.stage}.`);
  };

  let body;
  if (board.deals === null) {
    body = board.loadError ? null : <Spinner label="Loading your deals" />;
  } else if (deals.length === 0) {
    body = (
      <StyledEmpty>
        <p>No deals yet</p>
        <p>{labels.emptyHint}</p>
      </StyledEmpty>
    );
  } else if (showPassed && shown.length === 0) {
    body = (
      <StyledEmpty>
        <p>No passed deals</p>
        <p>A deal you mark as passed (with its reason) moves here from the board.</p>
      </StyledEmpty>
    );
  } else if (view === 'board') {
    body = (
      <DealBoard
        deals={shown}
        today={board.today}
        onOpen={setOpenDealId}
        onMove={move}
        keyboardMovedId={keyboardMovedId}
      />
    );
  } else {
    body = <DealList deals={shown} today={board.today} onOpen={setOpenDealId} onMove={move} />;
  }

  return (
    <DealFlowSideProvider value={labels}>
      <DashboardCard title="Deal Flow CRM" description={labels.description}>
        {board.followUpsDue !== null ? (
          <StyledFollowUps $due={board.followUpsDue > 0}>Follow-ups due: {board.followUpsDue}</StyledFollowUps>
        ) : null}
        {board.followUpsError ? <ErrorLine>{board.followUpsError}</ErrorLine> : null}
        <StyledToolbar>
          <Button onClick={() => setAdding(true)}>{labels.addLabel}</Button>
          <StyledToggleGroup role="group" aria-label="View">
            <ToggleButton pressed={view === 'board'} onClick={() => showView('board', showPassed)}>
              Board
            </ToggleButton>
            <ToggleButton pressed={view === 'list'} onClick={() => showView('list', showPassed)}>
              List
            </ToggleButton>
          </StyledToggleGroup>
          <StyledToggleGroup>
            <ToggleButton pressed={showPassed} onClick={() => showView(view, !showPassed)}>
              {`Passed (${passedCount})`}
            </ToggleButton>
          </StyledToggleGroup>
          <DealsCsvActions onImported={board.refresh} />
        </StyledToolbar>
        {board.loadError ? <ErrorLine>{board.loadError}</ErrorLine> : null}
        {board.saveError ? <ErrorLine>{board.saveError}</ErrorLine> : null}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        {body}
        <AddDealDialog open={adding} onOpenChange={setAdding} onAdded={added} />
        {openDealId ? (
          <DealDetailPanel dealId={openDealId} onClose={() => setOpenDealId(null)} onChanged={board.refresh} />
        ) : null}
      </DashboardCard>
    </DealFlowSideProvider>
  );
}
