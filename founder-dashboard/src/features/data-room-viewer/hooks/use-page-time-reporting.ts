import { reportPageViews } from '@pear/shared/api';
import { useEffect, useRef } from 'react';

import { createPageTimeTracker, type PageTimeTracker } from '../lib/page-time-tracker';

/** How often reading time goes to the server while a document stays open. */
export const PAGE_VIEW_REPORT_INTERVAL_MS = 15_000;

export type PageTimeReportingOptions = {
  sessionToken: string;
  itemId: string;
  /** The opening this time belongs to (the same id the content was fetched with). */
  visitId: string;
  /** The page on screen. */
  page: number;
  /** A report failed (e.g. 401: the session ended); reading goes on either way. */
  onError: (error: unknown) => void;
};

const isPageVisible = () => document.visibilityState === 'visible';

/**
 * Records the reading time of an open PDF while the calling component is mounted (the document is open): seconds
 * count only while the tab is visible, and go to the server every 15 s, when the page changes, when the document
 * closes, and when the browser leaves the page (`pagehide`, as a keepalive request that outlives it).
 */
export const usePageTimeReporting = ({ sessionToken, itemId, visitId, page, onError }: PageTimeReportingOptions) => {
  const trackerRef = useRef<PageTimeTracker | null>(null);
  const sendRef = useRef<(keepalive?: boolean) => void>(() => {});
  // The first page is the tracker's start; the page effect below acts only on later pages.
  const startPage = useRef(page);
  const onErrorRef = useRef(onError);

  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const tracker = createPageTimeTracker({ page: startPage.current, active: isPageVisible() });
    const send = (keepalive = false) => {
      const pages = tracker.take();
      if (pages.length === 0) return;
      reportPageViews(sessionToken, { itemId, visitId, pages }, { keepalive }).catch((error: unknown) =>
        onErrorRef.current(error),
      );
    };
    trackerRef.current = tracker;
    sendRef.current = send;

    const handleVisibilityChange = () => tracker.setActive(isPageVisible());
    const handlePageHide = () => send(true);
    const timer = setInterval(send, PAGE_VIEW_REPORT_INTERVAL_MS);
    document.addEventListener('visibilitychange', handleVisibilityChange);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      window.removeEventListener('pagehide', handlePageHide);
      tracker.setActive(false);
      send();
      trackerRef.current = null;
    };
  }, [sessionToken, itemId, visitId]);

  useEffect(() => {
    const tracker = trackerRef.current;
    if (!tracker) return;
    tracker.setPage(page);
    sendRef.current();
  }, [page]);
};
