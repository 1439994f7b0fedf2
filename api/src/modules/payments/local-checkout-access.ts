// Who may pay or cancel a local checkout. The page is served by the API while the user's bearer token lives in the
// web app's storage, so a plain HTML form cannot send it. Instead:
//   1. the checkout answer (bearer-authenticated) carries a short-lived ticket signed for (session, user);
//   2. opening the page redeems it once and sets an HttpOnly, SameSite=Strict cookie scoped to that session's path,
//      and the page's forms carry a CSRF token derived from that cookie;
//   3. Pay and Cancel need the cookie, the matching token and the session to belong to the cookie's user.
// A cross-site form has neither the cookie (SameSite=Strict) nor the token, so it cannot pay.
import { buildPath, endpoints } from '@pear/contract';
import { sameSecret } from '../../lib/constant-time.js';
import { macFor, openClaims, signClaims } from '../../lib/signed-claims.js';

/** The browser goes to the checkout page right after the checkout answer. */
export const TICKET_TTL_SECONDS = 5 * 60;
/** Long enough to read the page and decide. */
export const ACCESS_COOKIE_TTL_SECONDS = 30 * 60;
export const ACCESS_COOKIE_NAME = 'pear_local_checkout';
/** The form field the CSRF token travels in. */
export const CSRF_FIELD = 'csrf';

type Purpose = 'ticket' | 'cookie';
type Claims = { sessionId: string; userId: string };

export type LocalCheckoutAccess = {
  ticketFor(sessionId: string, userId: string, now?: Date): string;
  cookieFor(sessionId: string, userId: string, now?: Date): string;
  /** The user a ticket or cookie was signed for, when it is genuine, unexpired and for this session; else null. */
  userOf(purpose: Purpose, token: string | undefined, sessionId: string, now?: Date): string | null;
  csrfTokenFor(cookie: string): string;
  csrfMatches(cookie: string, token: string | undefined): boolean;
};

/** Signs with a key of its own, derived from the app's secret (a ticket is no app token and vice versa). */
export function localCheckoutAccess(appSecret: Uint8Array): LocalCheckoutAccess {
  const mac = macFor(appSecret, 'pear-local-checkout-access');
  // The purpose is signed too: a ticket cannot serve as a cookie, nor a cookie as a CSRF token.
  const macAs = (purpose: Purpose | 'csrf') => (text: string) => mac(`${purpose}.${text}`);

  const sign = (purpose: Purpose, sessionId: string, userId: string, ttlSeconds: number, now: Date) =>
    signClaims(macAs(purpose), { sessionId, userId } satisfies Claims, ttlSeconds, now);

  return {
    ticketFor: (sessionId, userId, now = new Date()) => sign('ticket', sessionId, userId, TICKET_TTL_SECONDS, now),
    cookieFor: (sessionId, userId, now = new Date()) =>
      sign('cookie', sessionId, userId, ACCESS_COOKIE_TTL_SECONDS, now),
    userOf(purpose, token, sessionId, now = new Date()) {
      const claims = openClaims<Claims>(macAs(purpose), token ?? '', now);
      return claims?.sessionId === sessionId && typeof claims.userId === 'string' ? claims.userId : null;
    },
    csrfTokenFor: (cookie) => macAs('csrf')(cookie),
    csrfMatches: (cookie, token) => typeof token === 'string' && sameSecret(token, macAs('csrf')(cookie)),
  };
}

/** The page, Pay and Cancel all live below this path, and nothing else: the cookie goes nowhere else. */
export const localCheckoutPath = (sessionId: string) =>
  `/${buildPath(endpoints.localCheckoutPage.path, { id: sessionId })}`;

/** Set-Cookie for the access cookie of one checkout session. */
export function accessCookieHeader(sessionId: string, value: string, secure: boolean): string {
  return [
    `${ACCESS_COOKIE_NAME}=${value}`,
    `Path=${localCheckoutPath(sessionId)}`,
    `Max-Age=${ACCESS_COOKIE_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The access cookie from a Cookie header (the first one: browsers list the most specific path first). */
export function readAccessCookie(header: string | undefined): string | undefined {
  let found: string | undefined;
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === ACCESS_COOKIE_NAME) {
      found ??= pair.slice(separator + 1).trim();
    }
  }
  return found;
}
