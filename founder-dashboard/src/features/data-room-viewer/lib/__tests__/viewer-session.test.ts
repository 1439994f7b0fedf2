import { clearViewerSession, readViewerSession, saveViewerSession } from '../viewer-session';

const LINK = 'Zx9_abcdefghijklmnopqrstuvwxyz0123456789-AB';
const OTHER_LINK = 'Zx9_abcdefghijklmnopqrstuvwxyz0123456789-CD';
const SESSION = { token: 'viewer-token', expiresAt: '2026-11-25T22:00:00.000Z' };
const BEFORE_EXPIRY = Date.parse('2026-11-25T21:59:00.000Z');

describe('the viewer session of a tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept per link, in sessionStorage (never in the localStorage of the app sign-in)', () => {
    saveViewerSession(LINK, SESSION);
    expect(readViewerSession(LINK, BEFORE_EXPIRY)).toEqual(SESSION);
    expect(readViewerSession(OTHER_LINK, BEFORE_EXPIRY)).toBeNull();
    expect(localStorage.length).toBe(0);
    clearViewerSession(LINK);
    expect(readViewerSession(LINK, BEFORE_EXPIRY)).toBeNull();
  });

  it('is dropped once expired or when what is stored is not a session', () => {
    saveViewerSession(LINK, SESSION);
    expect(readViewerSession(LINK, Date.parse(SESSION.expiresAt))).toBeNull();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem(`pear.data-room-viewer.${LINK}`, '{"token":42}');
    expect(readViewerSession(LINK, BEFORE_EXPIRY)).toBeNull();
    sessionStorage.setItem(`pear.data-room-viewer.${LINK}`, 'not json');
    expect(readViewerSession(LINK, BEFORE_EXPIRY)).toBeNull();
  });
});
