import type { ViewerSession } from '@pear/contract';

/*
 * The viewer session lives in sessionStorage, one entry per link: a reload keeps the tab signed in to that room, a
 * new tab or browser starts from the e-mail code, and the app's own sign-in (localStorage) is never touched.
 */

const storageKey = (linkToken: string) => `pear.data-room-viewer.${linkToken}`;

const isViewerSession = (value: unknown): value is ViewerSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ViewerSession).token === 'string' &&
  typeof (value as ViewerSession).expiresAt === 'string';

/** The tab's session for this link, or null (none, unreadable, or past its expiry). */
export const readViewerSession = (linkToken: string, now = Date.now()): ViewerSession | null => {
  try {
    const stored = sessionStorage.getItem(storageKey(linkToken));
    if (stored === null) return null;
    const session: unknown = JSON.parse(stored);
    if (isViewerSession(session) && Date.parse(session.expiresAt) > now) return session;
  } catch {
    // Storage blocked, or not JSON: no session.
  }
  clearViewerSession(linkToken);
  return null;
};

export const saveViewerSession = (linkToken: string, session: ViewerSession): void => {
  try {
    sessionStorage.setItem(storageKey(linkToken), JSON.stringify(session));
  } catch {
    // Storage blocked (some private modes): the session lasts as long as the page.
  }
};

export const clearViewerSession = (linkToken: string): void => {
  try {
    sessionStorage.removeItem(storageKey(linkToken));
  } catch {
    // Nothing stored.
  }
};
