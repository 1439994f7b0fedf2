import styled from '@emotion/styled';
import type { CrmStage, Deal } from '@pear/contract';
import { Avatar, StyledDataTable } from '@pear/shared/dashboard';
import { useMemo, useState } from 'react';

import {
  type DealSort,
  type DealSortKey,
  formatAmount,
  formatDay,
  formatLastContact,
  isFollowUpDue,
  sortDeals,
} from '../lib/deal-view';
import { useDealFlowSide } from '../lib/deal-flow-side';
import { StyledNameButton } from './deal-card';
import { StageSelect } from './stage-select';

const StyledScroll = styled.div`
  /* Keeps the visually hidden labels (position: absolute) inside the scroll box. */
  position: relative;
  overflow-x: auto;
`;

const StyledTable = styled(StyledDataTable)`
  th,
  td {
    vertical-align: middle;
  }
  th {
    white-space: nowrap;
  }
  tr[data-follow-up-due='true'] {
    background: ${({ theme }) => theme.colors.warningSubtle};
  }
`;

const StyledWho = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const SORTABLE: Record<DealSortKey, string> = { lastContact: 'Last contact', nextFollowUp: 'Next follow-up' };
const ARROWS = { ascending: '▲', descending: '▼' } as const;

export type DealListProps = {
  deals: readonly Deal[];
  today: string;
  onOpen: (dealId: string) => void;
  onMove: (dealId: string, stage: CrmStage) => void;
};

/** The deals as a table with the board's fields; Last contact and Next follow-up sort (aria-sort on the header). */
export function DealList({ deals, today, onOpen, onMove }: DealListProps) {
  const side = useDealFlowSide();
  const [sort, setSort] = useState<DealSort | null>(null);
  const rows = useMemo(() => (sort ? sortDeals(deals, sort) : deals), [deals, sort]);

  const toggle = (key: DealSortKey) =>
    setSort((current) => ({
      key,
      direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const sortableHeader = (key: DealSortKey) => {
    const direction = sort?.key === key ? sort.direction : undefined;
    return (
      <th scope="col" aria-sort={direction ?? 'none'}>
        <StyledSortButton type="button" onClick={() => toggle(key)}>
          {SORTABLE[key]}
          {direction ? <span aria-hidden="true">{ARROWS[direction]}</span> : null}
        </StyledSortButton>
      </th>
    );
  };

  return (
    <StyledScroll>
      <StyledTable aria-label="Deals">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{side.firmLabel}</th>
            <th scope="col">Stage</th>
            <th scope="col">Amount</th>
            {sortableHeader('lastContact')}
            {sortableHeader('nextFollowUp')}
          </tr>
        </thead>
        <tbody>
          {rows.map((deal) => {
            const due = isFollowUpDue(deal, today);
            return (
              <tr key={deal.id} data-follow-up-due={due}>
                <th scope="row">
                  <StyledWho>
                    <Avatar name={deal.counterpart.name} src={deal.counterpart.photoUrl} size="sm" />
                    <StyledNameButton type="button" onClick={() => onOpen(deal.id)}>
                      {deal.counterpart.name}
                    </StyledNameButton>
                  </StyledWho>
                </th>
                <td>{deal.counterpart.firm ?? '—'}</td>
                <td>
                  <StageSelect stage={deal.stage} onChange={(stage) => onMove(deal.id, stage)} labelHidden />
                </td>
                <td>{formatAmount(deal.amountUsd)}</td>
                <td>{formatLastContact(deal.lastContact)}</td>
                <td>
                  {formatDay(deal.nextFollowUp)}
                  {due ? ' (due)' : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
