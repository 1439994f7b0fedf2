import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { isRole, type Role } from '@pear/contract';

/** What the callback needs from the login request that started the flow. */
export type PendingLogin = {
  state: string;
  nonce: string;
  codeVerifier: string;
  role: Role | undefined;
  /** SHA-256 of the nonce the sign-in page keeps: the login code this login ends with only works in that tab. */
  browserNonceHash: string;
};

export const LOGIN_STATE_TTL_SECONDS = 600;

export type LoginStateSealer = {
  seal(pending: PendingLogin): Promise<string>;
  /** The pending login, or null when the value is missing, tampered with or older than 10 minutes. */
  open(sealed: string | undefined): Promise<PendingLogin | null>;
};

/**
 * Keeps the pending login in an encrypted cookie instead of server memory, so any API instance
 * can finish a login another one started and a restart does not break logins in flight.
 */
export function createLoginStateSealer(appSecret: Uint8Array): LoginStateSealer {
  // A key of its own, derived from the app secret, so login state can never pass for an app token.
  const key = new Uint8Array(hkdfSync('sha256', appSecret, new Uint8Array(0), 'pear login state', 32));

  return {
    seal: ({ state, nonce, codeVerifier, role, browserNonceHash }) =>
      new EncryptJWT({ state, nonce, cv: codeVerifier, bnh: browserNonceHash, ...(role ? { role } : {}) })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${LOGIN_STATE_TTL_SECONDS}s`)
        .encrypt(key),

    async open(sealed) {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const { state, nonce, cv, role, bnh } = payload;
        if (typeof state !== 'string' || typeof nonce !== 'string' || typeof cv !== 'string') return null;
        if (typeof bnh !== 'string') return null;
        return { state, nonce, codeVerifier: cv, role: isRole(role) ? role : undefined, browserNonceHash: bnh };
      } catch {
        return null;
      }
    },
  };
}
