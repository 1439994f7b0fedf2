import { DATA_ROOM_LIMITS, type PageViewReport } from '@pear/contract';

/*
 * Reading time per page of one opening of a PDF (issue 13 item 5), as a plain object with an injected clock: the
 * hook around it (use-page-time-reporting.ts) says which page is on screen and whether it can be read; this says how
 * long each page was read since the last report. No timers, no DOM.
 */

export type PageSeconds = PageViewReport['pages'][number];

export type PageTimeTracker = {
  /** The page on screen from now on (the time so far goes to the previous one). */
  setPage: (page: number) => void;
  /** Whether the page can be read now: the tab is visible and the document open. Time counts only then. */
  setActive: (active: boolean) => void;
  /**
   * Seconds per page since the last take (tenths of a second, at most DATA_ROOM_LIMITS.pageViewSeconds per page, pages
   * read for less than a twentieth of a second left out), and starts over. Empty when there is nothing to report.
   */
  take: () => PageSeconds[];
};

export type PageTimeTrackerOptions = {
  /** The page on screen at the start (default 1). */
  page?: number;
  /** Whether time counts from the start (default false). */
  active?: boolean;
  /** Milliseconds since any fixed moment (default Date.now). */
  now?: () => number;
};

export const createPageTimeTracker = ({
  page = 1,
  active = false,
  now = Date.now,
}: PageTimeTrackerOptions = {}): PageTimeTracker => {
  const millisecondsByPage = new Map<number, number>();
  let currentPage = page;
  let countingSince: number | null = active ? now() : null;

  /** Adds the time since `countingSince` to the current page. */
  const settle = () => {
    if (countingSince === null) return;
    const at = now();
    millisecondsByPage.set(currentPage, (millisecondsByPage.get(currentPage) ?? 0) + Math.max(0, at - countingSince));
    countingSince = at;
  };

  return {
    setPage: (next) => {
      settle();
      currentPage = next;
    },
    setActive: (next) => {
      settle();
      if (!next) countingSince = null;
      else countingSince ??= now();
    },
    take: () => {
      settle();
      const pages = [...millisecondsByPage]
        .map(([pageNumber, milliseconds]) => ({
          page: pageNumber,
          // Over the cap only when reports stalled; the server refuses more, and the excess is not reading time.
          seconds: Math.min(Math.round(milliseconds / 100) / 10, DATA_ROOM_LIMITS.pageViewSeconds),
        }))
        .filter(({ seconds }) => seconds > 0)
        .sort((a, b) => a.page - b.page);
      millisecondsByPage.clear();
      return pages;
    },
  };
};
