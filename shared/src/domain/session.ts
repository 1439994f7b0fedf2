/** Session rules (spec §4 "Signed-in state", "Session-expiry dialog"). */
import { isRole, type Role } from './roles';

/** Routes where the session-expiry dialog never opens. */
export const SESSION_CHECK_EXEMPT_PATHS = ['/', '/landing', '/landing-1', '/landing-2'] as const;

const normalizePath = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;

export const isSessionCheckExempt = (pathname: string): boolean =>
  (SESSION_CHECK_EXEMPT_PATHS as readonly string[]).includes(normalizePath(pathname));

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The JSON payload of a JWT, or null when it cannot be read. Never verifies the signature. */
export const decodeTokenPayload = (token: string): Record<string, unknown> | null => {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segment));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * Expired when the `exp` claim (seconds) is not later than now. An empty/missing token counts as expired; a token
 * that cannot be parsed (or has no numeric `exp`) counts as NOT expired — the server is the judge then.
 */
export const isTokenExpired = (token: string | null | undefined, nowMs: number = Date.now()): boolean => {
  if (!token || token.trim() === '') return true;
  const payload = decodeTokenPayload(token);
  if (payload === null) return false;
  const exp = typeof payload.exp === 'string' && payload.exp.trim() !== '' ? Number(payload.exp) : payload.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return false;
  return exp * 1000 <= nowMs;
};

/** Signed in = a token is present and not expired. */
export const isSignedIn = (token: string | null | undefined, nowMs: number = Date.now()): boolean =>
  Boolean(token) && !isTokenExpired(token, nowMs);

/**
 * The signed-in account's role: the token's `role` claim (the API sets it at first sign-in), else the role chosen
 * in this browser (`signup_role`), else null. Like the rest of this file it reads the token without verifying it.
 */
export const sessionRole = (token: string | null | undefined, storedRole: Role | null = null): Role | null => {
  const claimed = token ? decodeTokenPayload(token)?.role : undefined;
  return isRole(claimed) ? claimed : storedRole;
};
