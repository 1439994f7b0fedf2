import styled from '@emotion/styled';
import type { ViewerItem, ViewerSession } from '@pear/contract';
import { Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { useEffect, useRef, useState } from 'react';

import { usePageTimeReporting } from '../hooks/use-page-time-reporting';
import { openPdf, type PdfDocument } from '../lib/render-pdf';

const StyledReader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledNavigation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledCanvas = styled.canvas`
  display: block;
  width: 100%;
  height: auto;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

export const PDF_OPEN_ERROR = 'This PDF could not be shown. Try again, or ask the founder for another copy.';

/** Pages are drawn for this width at most (CSS pixels); narrower screens get their own width. */
const MAX_PAGE_WIDTH = 960;

type PagesProps = {
  session: ViewerSession;
  item: ViewerItem;
  visitId: string;
  pdf: PdfDocument;
  onRoomError: (error: unknown) => boolean;
};

/** One page at a time on a canvas, with Previous / Next; reading time is recorded while this is on screen. */
const PdfPages = ({ session, item, visitId, pdf, onRoomError }: PagesProps) => {
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { pageCount } = pdf;

  usePageTimeReporting({ sessionToken: session.token, itemId: item.id, visitId, page, onError: onRoomError });

  // The width the page is drawn for follows its frame (a phone turned, a window resized), so it stays sharp.
  useEffect(() => {
    const frame = canvasRef.current?.parentElement;
    if (!frame) return undefined;
    const measure = () => setWidth(Math.round(Math.min(frame.clientWidth || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH)));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === null) return;
    pdf.renderPage(page, canvas, width).then(
      () => setError(null),
      () => setError(PDF_OPEN_ERROR),
    );
  }, [pdf, page, width]);

  return (
    <StyledReader>
      <StyledCanvas ref={canvasRef} role="img" aria-label={`Page ${page} of ${item.name}`} />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <StyledNavigation>
        <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous page
        </Button>
        <p aria-live="polite">
          Page {page} of {pageCount}
        </p>
        <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
          Next page
        </Button>
      </StyledNavigation>
    </StyledReader>
  );
};

export type PdfReaderProps = Omit<PagesProps, 'pdf'> & { data: Blob };

/** Opens the fetched PDF with pdf.js (render-pdf.ts), then shows its pages; frees it when closed. */
export const PdfReader = ({ data, ...pagesProps }: PdfReaderProps) => {
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let closed = false;
    let opened: PdfDocument | null = null;
    data
      .arrayBuffer()
      .then(openPdf)
      .then(
        (document) => {
          if (closed) document.close();
          else {
            opened = document;
            setPdf(document);
          }
        },
        () => {
          if (!closed) setFailed(true);
        },
      );
    return () => {
      closed = true;
      opened?.close();
    };
  }, [data]);

  if (failed) return <ErrorLine>{PDF_OPEN_ERROR}</ErrorLine>;
  if (!pdf) {
    return (
      <StyledLoading>
        <Spinner label="Opening the document" size="md" />
      </StyledLoading>
    );
  }
  return <PdfPages pdf={pdf} {...pagesProps} />;
};
