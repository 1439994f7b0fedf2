import styled from '@emotion/styled';
import { APPLICATION_STATUS_LABELS, type RecommendedProgramme } from '@pear/contract';
import { StyledDataTable, StyledLink, StyledMuted } from '@pear/shared/dashboard';
import { Badge, Button } from '@pear/shared/ui';

import { deadlineLabel, soonLabel } from '../lib/programme-view';

export const PROGRAMME_COLUMNS = ['Name', 'Type', 'Description', 'Deadline', 'Why it fits', 'Apply'] as const;

export type ProgrammeTableProps = {
  /** The table's accessible name. */
  label: string;
  programmes: readonly RecommendedProgramme[];
  today: string;
  /** The programme Auto Apply is drafting for, if any (its button waits; the others are disabled meanwhile). */
  drafting: string | null;
  onAutoApply: (entry: RecommendedProgramme) => void;
  onOpen: (entry: RecommendedProgramme) => void;
};

/** The table scrolls sideways in a focusable region on a narrow screen, so keyboard users can scroll it too. */
const StyledScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
  }
`;

/* Columns keep readable widths and the table scrolls sideways on a phone, rather than crushing the description. */
const StyledTable = styled(StyledDataTable)`
  tbody th {
    min-width: 10rem;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td:nth-of-type(2) {
    min-width: 16rem;
  }
  td:nth-of-type(3) {
    min-width: 8rem;
  }
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledReason = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  min-width: 14rem;
`;

function ApplyCell({
  entry,
  drafting,
  onAutoApply,
  onOpen,
}: { entry: RecommendedProgramme } & Omit<ProgrammeTableProps, 'label' | 'programmes' | 'today'>) {
  const { name } = entry.programme;
  if (entry.applicationId && entry.applicationStatus) {
    return (
      <StyledStack>
        <Badge variant={entry.applicationStatus === 'rejected' ? 'destructive' : 'blue'}>
          {APPLICATION_STATUS_LABELS[entry.applicationStatus]}
        </Badge>
        <Button size="sm" variant="outline" aria-label={`Open application to ${name}`} onClick={() => onOpen(entry)}>
          Open application
        </Button>
      </StyledStack>
    );
  }
  const busy = drafting === entry.programme.id;
  return (
    <Button
      size="sm"
      aria-label={`Auto Apply to ${name}`}
      disabled={drafting !== null}
      aria-busy={busy || undefined}
      onClick={() => onAutoApply(entry)}
    >
      {busy ? 'Drafting…' : 'Auto Apply'}
    </Button>
  );
}

/** Programmes with their type, deadline, the reason they fit, and Auto Apply (or the application already started). */
export function ProgrammeTable({ label, programmes, today, drafting, onAutoApply, onOpen }: ProgrammeTableProps) {
  return (
    <StyledScroll role="region" aria-label={label} tabIndex={0}>
      <StyledTable aria-label={label}>
        <thead>
          <tr>
            {PROGRAMME_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {programmes.map((entry) => {
            const { programme } = entry;
            return (
              <tr key={programme.id}>
                <th scope="row">
                  <StyledLink href={programme.url} target="_blank" rel="noopener noreferrer">
                    {programme.name}
                  </StyledLink>
                </th>
                <td>{programme.type}</td>
                <td>
                  <StyledStack>
                    {programme.description}
                    <StyledMuted>{programme.location}</StyledMuted>
                  </StyledStack>
                </td>
                <td>
                  <StyledStack>
                    <span title={programme.deadline.note}>{deadlineLabel(programme)}</span>
                    {entry.deadlineSoon ? (
                      <Badge variant="yellow">{soonLabel(programme.deadline.next, today)}</Badge>
                    ) : null}
                  </StyledStack>
                </td>
                <StyledReason>{entry.reason}</StyledReason>
                <td>
                  <ApplyCell entry={entry} drafting={drafting} onAutoApply={onAutoApply} onOpen={onOpen} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
