import styled from '@emotion/styled';
import type { DataRoomItem } from '@pear/contract';
import { Badge, Button, VisuallyHidden } from '@pear/shared/ui';
import { formatFileSize } from '@pear/shared/files';
import { Fragment, useId, useState } from 'react';

import { formatDuration, formatTimeAgo, sortItems } from '../lib/data-room-view';
import { ChartIcon, DownloadIcon, TrashIcon, UploadIcon } from './icons';

export const DOCUMENT_COLUMNS = ['Name', 'Type', 'Size', 'Status', 'Access', 'Viewers', 'Actions'] as const;

export type DocumentActions = {
  onDownload: (item: DataRoomItem) => void;
  /** Fill a pending item, or add a new version of an uploaded one. */
  onUpload: (item: DataRoomItem) => void;
  onToggleRestricted: (item: DataRoomItem) => void;
  onDelete: (item: DataRoomItem) => void;
  onShowAnalytics: (item: DataRoomItem) => void;
};

export type DocumentTableProps = DocumentActions & {
  category: string;
  items: readonly DataRoomItem[];
};

/** On narrow screens the table scrolls sideways in a focusable region, so keyboard users can scroll it too. */
export const StyledTableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: left;
    white-space: nowrap;
  }
  /* A row's name (a document, a viewer's e-mail) wraps, so the columns after it stay in view. */
  tbody th {
    min-width: 8rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
    vertical-align: middle;
    white-space: nowrap;
  }
`;

const StyledEmptyCell = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledViewers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;
  overflow-wrap: anywhere;
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ViewersCell({
  item,
  listId,
  expanded,
  onToggle,
}: {
  item: DataRoomItem;
  listId: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  if (item.viewers.length === 0) return <>0</>;
  return (
    <Button variant="link" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
      {plural(item.viewers.length, 'viewer')}
      <VisuallyHidden> of {item.name}</VisuallyHidden>
    </Button>
  );
}

function DocumentRow({ item, actions }: { item: DataRoomItem; actions: DocumentActions }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const uploaded = item.status === 'uploaded';
  return (
    <Fragment>
      <tr>
        <th scope="row">
          <StyledName>
            {item.name}
            {item.version !== null && item.version > 1 ? <Badge variant="secondary">{`v${item.version}`}</Badge> : null}
          </StyledName>
        </th>
        <td>{item.fileType ?? '—'}</td>
        <td>{item.sizeBytes === null ? '—' : formatFileSize(item.sizeBytes)}</td>
        <td>
          <Badge variant={uploaded ? 'green' : 'yellow'}>{uploaded ? 'Uploaded' : 'Pending'}</Badge>
        </td>
        <td>{item.restricted ? 'Restricted' : 'Open'}</td>
        <td>
          <ViewersCell item={item} listId={listId} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
        </td>
        <td>
          <StyledActions>
            {uploaded ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Download ${item.name}`}
                title="Download"
                onClick={() => actions.onDownload(item)}
              >
                <DownloadIcon />
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              aria-label={uploaded ? `Upload new version of ${item.name}` : `Upload file for ${item.name}`}
              title={uploaded ? 'Upload new version' : 'Upload file'}
              onClick={() => actions.onUpload(item)}
            >
              <UploadIcon />
            </Button>
            {uploaded ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Reading time for ${item.name}`}
                title="Reading time"
                onClick={() => actions.onShowAnalytics(item)}
              >
                <ChartIcon />
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              aria-label={`${item.restricted ? 'Unrestrict' : 'Restrict'} ${item.name}`}
              onClick={() => actions.onToggleRestricted(item)}
            >
              {item.restricted ? 'Unrestrict' : 'Restrict'}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${item.name}`}
              title="Delete"
              onClick={() => actions.onDelete(item)}
            >
              <TrashIcon />
            </Button>
          </StyledActions>
        </td>
      </tr>
      {expanded ? (
        <tr>
          <td colSpan={DOCUMENT_COLUMNS.length}>
            <StyledViewers id={listId} aria-label={`Viewers of ${item.name}`}>
              {item.viewers.map((viewer) => (
                <li key={viewer.email}>
                  {`${viewer.email} · ${plural(viewer.visits, 'visit')} · ${formatDuration(viewer.seconds)} · last viewed ${formatTimeAgo(viewer.lastViewedAt)}`}
                </li>
              ))}
            </StyledViewers>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

/** One category's documents (the pitch deck first) with their row actions; "No documents yet" when empty. */
export function DocumentTable({ category, items, ...actions }: DocumentTableProps) {
  const caption = `${category} documents`;
  return (
    <StyledTableScroll tabIndex={0} role="region" aria-label={caption}>
      <StyledTable aria-label={caption}>
        <thead>
          <tr>
            {DOCUMENT_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column === 'Actions' ? <VisuallyHidden>{column}</VisuallyHidden> : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <StyledEmptyCell colSpan={DOCUMENT_COLUMNS.length}>No documents yet</StyledEmptyCell>
            </tr>
          ) : (
            sortItems(items).map((item) => <DocumentRow key={item.id} item={item} actions={actions} />)
          )}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
