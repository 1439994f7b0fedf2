import styled from '@emotion/styled';
import type { CrmStage, Deal } from '@pear/contract';
import { CRM_STAGES, crmStageIndex, crmStageProgress } from '@pear/shared/domain';
import { ProgressBar } from '@pear/shared/widgets';
import { Avatar } from '@pear/shared/dashboard';
import { type DragEvent, useEffect, useId, useRef } from 'react';

import { formatLastContact } from '../lib/deal-view';
import { StageSelect } from './stage-select';

/** The drag payload type: the deal's id. */
export const DEAL_DRAG_TYPE = 'text/plain';

const StyledCard = styled.article<{ $due: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme, $due }) =>
    `${$due ? theme.borderWidths.thick : theme.borderWidths.thin} solid ${$due ? theme.colors.warning : theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $due }) => ($due ? theme.colors.warningSubtle : theme.colors.surface)};
  cursor: grab;
  &[data-dragging='true'] {
    opacity: 0.5;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

/** The name opens the deal: a real button that reads as a link. */
export const StyledNameButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledDue = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export type DealCardProps = {
  deal: Deal;
  due: boolean;
  onOpen: (dealId: string) => void;
  onMove: (dealId: string, stage: CrmStage) => void;
  /** Focus the Stage select once mounted: a keyboard move re-mounts the card in its new column. */
  focusStage?: boolean;
  dragging?: boolean;
  onDragStart?: (dealId: string) => void;
  onDragEnd?: () => void;
};

/** One deal on the board: who, when last in touch, the stage tracker and the Stage select; draggable. */
export function DealCard({ deal, due, onOpen, onMove, focusStage, dragging, onDragStart, onDragEnd }: DealCardProps) {
  const nameId = useId();
  const stageRef = useRef<HTMLSelectElement>(null);
  const { counterpart } = deal;

  useEffect(() => {
    if (focusStage) stageRef.current?.focus();
  }, [focusStage]);

  const handleDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(DEAL_DRAG_TYPE, deal.id);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart?.(deal.id);
  };

  return (
    <StyledCard
      aria-labelledby={nameId}
      $due={due}
      data-follow-up-due={due}
      data-dragging={dragging === true}
      draggable
      onDragStart={handleDragStart}
      onDragEnd={onDragEnd}
    >
      <StyledHeader>
        <Avatar name={counterpart.name} src={counterpart.photoUrl} size="sm" />
        <StyledWho>
          <h4>
            <StyledNameButton type="button" id={nameId} onClick={() => onOpen(deal.id)}>
              {counterpart.name}
            </StyledNameButton>
          </h4>
          {counterpart.firm ? <p>{counterpart.firm}</p> : null}
        </StyledWho>
      </StyledHeader>
      <StyledMeta>Last contact: {formatLastContact(deal.lastContact)}</StyledMeta>
      {due ? <StyledDue>Follow-up due</StyledDue> : null}
      <ProgressBar
        label="Stage progress"
        value={crmStageProgress(deal.stage)}
        valueText={`${deal.stage}, stage ${crmStageIndex(deal.stage) + 1} of ${CRM_STAGES.length}`}
      />
      <StageSelect stage={deal.stage} onChange={(stage) => onMove(deal.id, stage)} selectRef={stageRef} />
    </StyledCard>
  );
}
