import { jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '@pear/contract';

export const JWT_ISSUER = 'pear-api';
const ALGORITHM = 'HS256';
/** Tokens whose check is remembered; past this, the oldest is forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** What an app token says about its bearer. */
export type TokenUser = {
  id: string;
  email: string;
  role: Role;
  name: string;
};

export type TokenService = {
  sign(user: TokenUser): Promise<string>;
  /** Resolves to the user, or null for any missing, malformed, forged or expired token. */
  verify(token: string): Promise<TokenUser | null>;
};

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  // Imported once: given raw bytes, jose imports the HMAC key again on every sign and verify.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // Every signed-in request checks its token, and a client sends the same one until it expires: a check through
  // WebCrypto cost about as much CPU as the rest of a cheap request (README, Performance). A token's claims cannot
  // change, so a valid one is remembered until its own expiry; forged or expired ones are never remembered.
  const verified = new Map<string, { user: TokenUser; expiresAtMs: number }>();

  async function check(token: string): Promise<{ user: TokenUser; expiresAtMs: number } | null> {
    try {
      // Pinning the algorithm rejects "none" and asymmetric-key confusion outright.
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: JWT_ISSUER,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, email, role, name, exp } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
      if (!isRole(role) || typeof exp !== 'number') return null;
      return { user: { id: sub, email, role, name }, expiresAtMs: exp * 1000 };
    } catch {
      return null;
    }
  }

  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: user.email, role: user.role, name: user.name })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(JWT_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(await key);
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.user;
        verified.delete(token);
        return null;
      }
      const checked = await check(token);
      if (!checked) return null;
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(token, checked);
      return checked.user;
    },
  };
}
