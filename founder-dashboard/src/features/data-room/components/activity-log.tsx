import styled from '@emotion/styled';
import type { DataRoomAuditEntry } from '@pear/contract';
import { Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { useState } from 'react';

import { describeAuditEntry, formatTimeAgo } from '../lib/data-room-view';
import { DataRoomSection } from './section';

/** The activity shows this many entries until "Show all". */
export const ACTIVITY_PREVIEW = 10;

export type ActivityLogProps = {
  /** Newest first; null while loading. */
  entries: readonly DataRoomAuditEntry[] | null;
  error: string | null;
};

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The audit list as "who, what, when" lines, newest first; the latest ten until "Show all". */
export function ActivityLog({ entries, error }: ActivityLogProps) {
  const [showAll, setShowAll] = useState(false);
  let body;
  if (entries === null) {
    body = error ? null : <Spinner label="Loading the activity" />;
  } else if (entries.length === 0) {
    body = <StyledEmpty>Nothing yet: uploads, shares, views and requests appear here.</StyledEmpty>;
  } else {
    const shown = showAll ? entries : entries.slice(0, ACTIVITY_PREVIEW);
    body = (
      <>
        <StyledList aria-label="Activity">
          {shown.map((entry) => (
            <li key={entry.id}>
              {describeAuditEntry(entry)} ·{' '}
              <time dateTime={entry.occurredAt} title={new Date(entry.occurredAt).toLocaleString()}>
                {formatTimeAgo(entry.occurredAt)}
              </time>
            </li>
          ))}
        </StyledList>
        {entries.length > ACTIVITY_PREVIEW ? (
          <div>
            <Button variant="link" size="sm" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? `Show latest ${ACTIVITY_PREVIEW}` : `Show all (${entries.length})`}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <DataRoomSection title="Activity">
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      {body}
    </DataRoomSection>
  );
}
