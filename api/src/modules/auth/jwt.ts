import { jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '@pear/contract';

export const JWT_ISSUER = 'pear-api';
const ALGORITHM = 'HS256';

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
  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: user.email, role: user.role, name: user.name })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(JWT_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },

    async verify(token) {
      try {
        // Pinning the algorithm rejects "none" and asymmetric-key confusion outright.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: JWT_ISSUER,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, email, role, name } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
        if (!isRole(role)) return null;
        return { id: sub, email, role, name };
      } catch {
        return null;
      }
    },
  };
}
