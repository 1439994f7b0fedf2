import styled from '@emotion/styled';
import type { CrmStage, Deal } from '@pear/contract';
import { CRM_STAGES, crmStageColor, formatCompactUsd } from '@pear/shared/domain';
import { Badge, VisuallyHidden } from '@pear/shared/ui';
import { type DragEvent, useState } from 'react';

import { groupByStage, isFollowUpDue } from '../lib/deal-view';
import { DEAL_DRAG_TYPE, DealCard } from './deal-card';

const StyledBoard = styled.ol`
  /* Contains the visually hidden texts (position: absolute): else they escape the scroll box and widen the page. */
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[2]};
  list-style: none;
  /* From tablet width the nine columns sit side by side and scroll sideways, as on any kanban board. */
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 15rem;
    overflow-x: auto;
  }
`;

const StyledColumn = styled.li<{ $dropTarget: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme, $dropTarget }) =>
    `${theme.borderWidths.thick} dashed ${$dropTarget ? theme.colors.focusRing : 'transparent'}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledCards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.control.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export type DealBoardProps = {
  deals: readonly Deal[];
  today: string;
  onOpen: (dealId: string) => void;
  onMove: (dealId: string, stage: CrmStage) => void;
  /** The deal moved with its Stage select, whose select keeps the focus in its new column. */
  keyboardMovedId: string | null;
};

/** One column per stage (spec §4 order and colours) with its count and total; cards move by drag and drop. */
export function DealBoard({ deals, today, onOpen, onMove, keyboardMovedId }: DealBoardProps) {
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [dropStage, setDropStage] = useState<CrmStage | null>(null);

  const handleDrop = (event: DragEvent<HTMLElement>, stage: CrmStage) => {
    event.preventDefault();
    const dealId = event.dataTransfer.getData(DEAL_DRAG_TYPE) || draggingId;
    setDropStage(null);
    setDraggingId(null);
    const deal = deals.find((candidate) => candidate.id === dealId);
    if (deal && deal.stage !== stage) onMove(deal.id, stage);
  };

  return (
    <StyledBoard aria-label="Deal stages">
      {groupByStage(deals, CRM_STAGES).map(({ stage, deals: inStage, totalUsd }) => (
        <StyledColumn
          key={stage}
          aria-label={stage}
          $dropTarget={dropStage === stage}
          onDragOver={(event) => {
            // Accepting the drop: without preventDefault the browser refuses it.
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (dropStage !== stage) setDropStage(stage);
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropStage(null);
          }}
          onDrop={(event) => handleDrop(event, stage)}
        >
          <h3>
            <Badge variant={crmStageColor(stage)}>{stage}</Badge>
            <StyledMuted>
              {inStage.length}
              <VisuallyHidden> {inStage.length === 1 ? 'deal' : 'deals'}</VisuallyHidden>
              {' · '}
              {formatCompactUsd(totalUsd)}
              <VisuallyHidden> in total</VisuallyHidden>
            </StyledMuted>
          </h3>
          <StyledCards aria-label={`${stage} deals`}>
            {inStage.map((deal) => (
              <li key={deal.id}>
                <DealCard
                  deal={deal}
                  due={isFollowUpDue(deal, today)}
                  onOpen={onOpen}
                  onMove={onMove}
                  focusStage={deal.id === keyboardMovedId}
                  dragging={deal.id === draggingId}
                  onDragStart={setDraggingId}
                  onDragEnd={() => {
                    setDraggingId(null);
                    setDropStage(null);
                  }}
                />
              </li>
            ))}
          </StyledCards>
        </StyledColumn>
      ))}
    </StyledBoard>
  );
}
