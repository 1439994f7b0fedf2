import styled from '@emotion/styled';
import type { ViewerItem, ViewerSession } from '@pear/contract';
import { Badge, Button, ErrorLine } from '@pear/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';

import { useViewerDownload } from '../hooks/use-viewer-download';
import { describeFile } from '../lib/room-text';
import { RequestAccessForm } from './request-access-form';

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledName = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  [tabindex='-1']:focus {
    outline: none;
  }
`;

export type ViewerItemRowProps = {
  item: ViewerItem;
  /** The id of the Open button (the room focuses it again when the document closes). */
  openButtonId: string;
  session: ViewerSession;
  allowDownload: boolean;
  founderName: string;
  onOpen: (item: ViewerItem) => void;
  onAccessRequested: (itemId: string) => void;
  onRoomError: (error: unknown) => boolean;
};

/**
 * One document of the room: its name, type, size and version, and what the viewer can do — Open (and Download when
 * the link allows it) for open documents, Request Access for restricted ones, or where a request stands. A pending
 * document (one the founder still owes) has no action.
 */
export const ViewerItemRow = ({
  item,
  openButtonId,
  session,
  allowDownload,
  founderName,
  onOpen,
  onAccessRequested,
  onRoomError,
}: ViewerItemRowProps) => {
  const nameId = useId();
  const [requesting, setRequesting] = useState(false);
  const download = useViewerDownload(session.token, item, onRoomError);
  const requestedRef = useRef<HTMLSpanElement>(null);
  const requestButtonRef = useRef<HTMLButtonElement>(null);
  // Set when this row's request went out: the status that replaces the form takes the focus.
  const [justRequested, setJustRequested] = useState(false);

  useEffect(() => {
    if (justRequested) requestedRef.current?.focus();
  }, [justRequested]);

  const handleRequested = () => {
    setRequesting(false);
    setJustRequested(true);
    onAccessRequested(item.id);
  };

  const pending = item.status === 'pending';
  let actions;
  if (pending) {
    actions = <Badge variant="secondary">Pending</Badge>;
  } else if (item.access === 'open') {
    actions = (
      <>
        <Button id={openButtonId} size="sm" onClick={() => onOpen(item)}>
          Open
        </Button>
        {allowDownload ? (
          <Button variant="outline" size="sm" onClick={download.download} disabled={download.downloading}>
            Download
          </Button>
        ) : null}
      </>
    );
  } else if (item.access === 'request') {
    actions = (
      <Button
        ref={requestButtonRef}
        variant="outline"
        size="sm"
        aria-expanded={requesting}
        onClick={() => setRequesting((open) => !open)}
      >
        Request Access
      </Button>
    );
  } else if (item.access === 'requested') {
    actions = (
      <span ref={requestedRef} tabIndex={-1} role="status">
        <Badge variant="yellow">Access requested</Badge>
      </span>
    );
  } else {
    actions = <Badge variant="destructive">Access denied</Badge>;
  }

  return (
    <StyledRow aria-labelledby={nameId}>
      <StyledSummary>
        <StyledName>
          <StyledTitle>
            <h3 id={nameId}>{item.name}</h3>
            {item.version !== null && item.version > 1 ? <Badge variant="outline">v{item.version}</Badge> : null}
          </StyledTitle>
          <p>{pending ? 'Not uploaded yet' : describeFile(item)}</p>
        </StyledName>
        <StyledActions>{actions}</StyledActions>
      </StyledSummary>
      {download.error ? <ErrorLine>{download.error}</ErrorLine> : null}
      {requesting ? (
        <RequestAccessForm
          session={session}
          item={item}
          founderName={founderName}
          onRequested={handleRequested}
          onCancel={() => {
            setRequesting(false);
            requestButtonRef.current?.focus();
          }}
          onRoomError={onRoomError}
        />
      ) : null}
    </StyledRow>
  );
};
