import styled from '@emotion/styled';
import type { ViewerItem, ViewerSession } from '@pear/contract';
import { describeCallError, getViewerDocument, useApiQuery, VIEWER_DOCUMENT_ERROR } from '@pear/shared/api';
import { Button, Card, ErrorLine, Spinner } from '@pear/shared/ui';
import { useEffect, useId, useState } from 'react';

import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { useObjectUrl } from '../hooks/use-object-url';
import { useViewerDownload } from '../hooks/use-viewer-download';
import { describeFile, isShownInPage } from '../lib/room-text';
import { isSessionEnded } from '../lib/viewer-errors';
import { PdfReader } from './pdf-reader';
import { titleBarStyles } from './title-bar';

const StyledViewer = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledHeader = styled.div`
  ${({ theme }) => titleBarStyles(theme)}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 auto;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const StyledNotice = styled.p`
  margin: 0;
`;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

type ContentProps = {
  session: ViewerSession;
  item: ViewerItem & { fileType: 'PDF' | 'PNG' | 'JPEG' };
  onRoomError: (error: unknown) => boolean;
};

/** An image from the fetched bytes, through an object URL that lives as long as the image is shown. */
const ImageContent = ({ blob, name }: { blob: Blob; name: string }) => {
  const url = useObjectUrl(blob);
  return url ? <StyledImage src={url} alt={name} /> : null;
};

/**
 * The document's bytes, fetched once per opening: each opening is a visit (a random id sent with the fetch, and
 * with the reading time reported for it), so the founder sees one view per opening.
 */
const DocumentContent = ({ session, item, onRoomError }: ContentProps) => {
  const [visitId] = useState(() => crypto.randomUUID());
  const content = useApiQuery(['data-room-viewer-document', item.id, visitId], () =>
    getViewerDocument(session.token, item.id, visitId),
  );

  useEffect(() => {
    if (content.status === 'error') onRoomError(content.error);
  }, [content.status, content.error, onRoomError]);

  if (content.data) {
    return item.fileType === 'PDF' ? (
      <PdfReader session={session} item={item} visitId={visitId} data={content.data} onRoomError={onRoomError} />
    ) : (
      <ImageContent blob={content.data} name={item.name} />
    );
  }
  if (content.status !== 'error') {
    return (
      <StyledLoading>
        <Spinner label="Opening the document" size="md" />
      </StyledLoading>
    );
  }
  return isSessionEnded(content.error) ? null : (
    <ErrorLine>{describeCallError(content.error, VIEWER_DOCUMENT_ERROR)}</ErrorLine>
  );
};

export type DocumentViewerProps = {
  session: ViewerSession;
  item: ViewerItem;
  allowDownload: boolean;
  onClose: () => void;
  onRoomError: (error: unknown) => boolean;
};

/**
 * A document opened in the page (not a new tab, and never by a URL that works on its own): PDFs page by page,
 * images as they are, and the office formats as a download when the link allows downloads.
 */
export const DocumentViewer = ({ session, item, allowDownload, onClose, onRoomError }: DocumentViewerProps) => {
  const headingId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const download = useViewerDownload(session.token, item, onRoomError);
  const { fileType } = item;

  return (
    <StyledViewer as="section" aria-labelledby={headingId}>
      <StyledHeader>
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {item.name}
          </h2>
          <p>{describeFile(item)}</p>
        </div>
        <StyledActions>
          {allowDownload ? (
            <Button variant="outline" size="sm" onClick={download.download} disabled={download.downloading}>
              Download
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onClose}>
            Close
          </Button>
        </StyledActions>
      </StyledHeader>
      {download.error ? <ErrorLine>{download.error}</ErrorLine> : null}
      {isShownInPage(fileType) ? (
        <DocumentContent session={session} item={{ ...item, fileType }} onRoomError={onRoomError} />
      ) : (
        <>
          <StyledNotice>This file type opens after download.</StyledNotice>
          {allowDownload ? null : <StyledNotice>Ask the founder to allow downloads.</StyledNotice>}
        </>
      )}
    </StyledViewer>
  );
};
