import styled from '@emotion/styled';
import type { ViewerItem, ViewerRoom as ViewerRoomData, ViewerSession } from '@pear/contract';
import { describeCallError, getViewerRoom, useApiQuery, VIEWER_ROOM_ERROR } from '@pear/shared/api';
import { Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { StyledMutedNote, StyledPlainList } from '@pear/shared/dashboard';
import { useEffect, useId, useRef, useState } from 'react';

import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { formatLastDay, roomTitle } from '../lib/room-text';
import { isSessionEnded } from '../lib/viewer-errors';
import { DocumentViewer } from './document-viewer';
import { titleBarStyles } from './title-bar';
import { ViewerItemRow, type ViewerItemRowProps } from './viewer-item-row';

const StyledRoom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledHeader = styled.header`
  ${({ theme }) => titleBarStyles(theme)}
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    overflow-wrap: anywhere;
  }
`;

const StyledCategory = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]};
`;

/** The id of an item's Open button, where the focus goes back when its document closes. */
const openButtonId = (scope: string, item: ViewerItem) => `${scope}-open-${item.id}`;

/** One category's heading and rows; what each row needs besides its item is passed on as it is. */
type CategoryProps = Omit<ViewerItemRowProps, 'item' | 'openButtonId'> & {
  name: string;
  items: ViewerItem[];
  scope: string;
};

const Category = ({ name, items, scope, ...rowProps }: CategoryProps) => {
  const headingId = useId();
  return (
    <StyledCategory aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {items.length === 0 ? (
        <StyledMutedNote>No documents here yet.</StyledMutedNote>
      ) : (
        <StyledPlainList>
          {items.map((item) => (
            <ViewerItemRow key={item.id} item={item} openButtonId={openButtonId(scope, item)} {...rowProps} />
          ))}
        </StyledPlainList>
      )}
    </StyledCategory>
  );
};

type RoomViewProps = {
  room: ViewerRoomData;
  session: ViewerSession;
  onAccessRequested: (itemId: string) => void;
  onRoomError: (error: unknown) => boolean;
  onSignOut: () => void;
};

const RoomView = ({ room, session, onAccessRequested, onRoomError, onSignOut }: RoomViewProps) => {
  const { founderName, email, expiresOn, allowDownload, categories } = room;
  const [openItem, setOpenItem] = useState<ViewerItem | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const scope = useId();
  // The Open button to focus once the document closes (the list is back in the page by then).
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    if (openItem !== null || returnFocusTo.current === null) return;
    document.getElementById(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [openItem]);

  const handleClose = () => {
    if (openItem) returnFocusTo.current = openButtonId(scope, openItem);
    setOpenItem(null);
  };

  return (
    <StyledRoom>
      <StyledHeader>
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {roomTitle(room)}
          </h1>
          <p>
            Shared by {founderName} with {email}
          </p>
          <p>{expiresOn ? `Link open until ${formatLastDay(expiresOn)}` : 'The link has no end date'}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onSignOut}>
          Sign out
        </Button>
      </StyledHeader>
      {openItem ? (
        <DocumentViewer
          session={session}
          item={openItem}
          allowDownload={allowDownload}
          onClose={handleClose}
          onRoomError={onRoomError}
        />
      ) : (
        categories.map((category) => (
          <Category
            key={category.name}
            name={category.name}
            items={category.items}
            scope={scope}
            session={session}
            allowDownload={allowDownload}
            founderName={founderName}
            onOpen={setOpenItem}
            onAccessRequested={onAccessRequested}
            onRoomError={onRoomError}
          />
        ))
      )}
    </StyledRoom>
  );
};

export type ViewerRoomProps = {
  session: ViewerSession;
  /** Sees every failed room call first: true when it handled it (a 401 ends the session). */
  onRoomError: (error: unknown) => boolean;
  onSignOut: () => void;
};

/** Step 3: the room — the founder's documents by category, and what this viewer may do with each. */
export const ViewerRoom = ({ session, onRoomError, onSignOut }: ViewerRoomProps) => {
  const room = useApiQuery(['data-room-viewer-room', session.token], () => getViewerRoom(session.token));

  useEffect(() => {
    if (room.status === 'error') onRoomError(room.error);
  }, [room.status, room.error, onRoomError]);

  /** A request sent: the item waits for the founder (no refetch needed, the answer said so). */
  const handleAccessRequested = (itemId: string) =>
    room.setData(
      (current) =>
        current && {
          ...current,
          categories: current.categories.map((category) => ({
            ...category,
            items: category.items.map((item) =>
              item.id === itemId ? { ...item, access: 'requested' as const } : item,
            ),
          })),
        },
    );

  if (room.data) {
    return (
      <RoomView
        room={room.data}
        session={session}
        onAccessRequested={handleAccessRequested}
        onRoomError={onRoomError}
        onSignOut={onSignOut}
      />
    );
  }
  if (room.status !== 'error') {
    return (
      <StyledLoading>
        <Spinner label="Loading the data room" size="md" />
      </StyledLoading>
    );
  }
  // A 401 is the page's to handle (back to the e-mail step); anything else can be tried again.
  if (isSessionEnded(room.error)) return null;
  return (
    <StyledRoom>
      <ErrorLine>{describeCallError(room.error, VIEWER_ROOM_ERROR)}</ErrorLine>
      <Button variant="outline" onClick={room.refetch}>
        Try again
      </Button>
    </StyledRoom>
  );
};
