import { createHmac } from 'node:crypto';
import { sameSecret } from './constant-time.js';

/*
 * Stateless signed claims (video playback links, local checkout tickets and cookies): `base64url(JSON).signature`,
 * the signature an HMAC-SHA256 with a key derived from the app's secret and a label of its own, so one kind of token
 * never passes for another. The claims carry their own expiry (`expiresAt`, Unix seconds).
 */

/** Signs text with a key derived from `appSecret` for `label` alone (base64url HMAC-SHA256). */
export type Mac = (text: string) => string;

export function macFor(appSecret: Uint8Array, label: string): Mac {
  const key = createHmac('sha256', appSecret).update(label).digest();
  return (text) => createHmac('sha256', key).update(text).digest('base64url');
}

/** `claims` plus an expiry `ttlSeconds` after `now`, as a token `openClaims` with the same `mac` accepts. */
export function signClaims(mac: Mac, claims: object, ttlSeconds: number, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, expiresAt: Math.floor(now.getTime() / 1000) + ttlSeconds }),
  ).toString('base64url');
  return `${payload}.${mac(payload)}`;
}

/**
 * The claims of a token `signClaims` made with `mac`, when the signature is genuine and it has not expired at `now`;
 * else null. Each field is still the caller's to check (Partial): a genuine token may come from an older shape.
 */
export function openClaims<T extends object>(mac: Mac, token: string, now: Date): Partial<T> | null {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !signature || !sameSecret(signature, mac(payload))) return null;
  let claims: Partial<T & { expiresAt: number }>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<T & { expiresAt: number }>;
  } catch {
    return null;
  }
  const fresh = typeof claims.expiresAt === 'number' && claims.expiresAt > now.getTime() / 1000;
  return fresh ? claims : null;
}
