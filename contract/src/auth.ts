import * as z from 'zod/mini';
import { ROLES } from './domain/roles.js';

/*
 * Sign-in (spec §7 call 1 and its callback). The callback's `token` parameter is a one-time login code, not the
 * session token: the sign-in page keeps a random nonce in sessionStorage, sends its SHA-256 with the login start,
 * and trades the code plus the nonce for the session token (POST /dev/auth/exchange). A code that leaks (history,
 * logs, a link sent to someone else) is useless without the nonce of the tab that started that login.
 */

/** 32 random bytes or a SHA-256, base64url without padding: nonces, their hashes and login codes. */
const BASE64URL_256_BITS = /^[A-Za-z0-9_-]{43}$/;

const base64url256 = (field: string, what: string) =>
  z
    .string({ error: `${field} is required` })
    .check(z.regex(BASE64URL_256_BITS, `${field} must be ${what} (43 base64url characters)`));

/** Query of GET /dev/linkedin/login: the role on sign-up, and the hash of this tab's nonce. */
export const loginStartQuerySchema = z.object({
  role: z.optional(z.enum(ROLES, { error: 'must be "founder" or "investor"' })),
  nonceHash: base64url256('nonceHash', 'the SHA-256 of the sign-in nonce'),
});

/** Body of POST /dev/auth/exchange: the callback's `token` and the nonce this tab kept. */
export const loginCodeExchangeSchema = z.object({
  code: base64url256('code', 'the token the sign-in callback received'),
  nonce: base64url256('nonce', 'the nonce kept by the sign-in page'),
});
export type LoginCodeExchange = z.infer<typeof loginCodeExchangeSchema>;

export const loginSessionSchema = z.object({
  /** The app token (JWT) every later call sends as `Authorization: Bearer`. */
  token: z.string(),
  user: z.object({ email: z.string(), name: z.string(), role: z.enum(ROLES) }),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

/**
 * The account a user signed in with, as Settings → Connect Accounts shows it: the professional network ("LinkedIn",
 * or "Pear dev sign-in" in local mode) and the e-mail it vouched for.
 */
export const signInAccountSchema = z.object({ provider: z.string(), email: z.string() });
export type SignInAccount = z.infer<typeof signInAccountSchema>;

/** Why a sign-in ended on /signin: the `?error=` codes the API sends and the sign-in page explains. */
export const SIGN_IN_ERROR_CODES = [
  'login_unavailable',
  'invalid_state',
  'access_denied',
  'email_required',
  'email_in_use',
  'login_failed',
  // The callback's code was used already, expired, or belongs to a login started in another browser tab.
  'login_expired',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];
