import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { JWT_ISSUER } from '../../src/modules/auth/jwt.js';

/*
 * The hostile material the fuzz suite (../fuzz.test.ts) builds requests from: a seeded random source, strings that
 * have broken parsers and databases before, wrongly typed values, and forged app tokens.
 */

/** mulberry32: a small, fast, seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** `count` distinct items, in a random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, pick, sample };
}
export type Random = ReturnType<typeof seededRandom>;

/** Text the database cannot store: refused with a 400 naming the field, wherever it is. */
export const ILL_FORMED_STRINGS = ['a\u0000b', '\u0000', 'x\uD800y', '\uDC00', 'end\uD83D'] as const;

/** Well-formed but hostile: escapes, injections, direction overrides, astral characters. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  'Robert"); DELETE FROM companies; --',
  '{"$ne": null}',
  '"},"role":"admin","x":{"',
  '\\u0000\\ud800',
  '</script><script>alert(1)</script>',
  '${process.exit(1)}',
  '%s%s%s%n',
  'مرحبا بالعالم \u202Egnp.exe',
  '\u202E\u2066\u200F rtl',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\uFEFF\u200B\u00A0',
  'Z̸̧̛a̶̡l̴g̷o̵',
  '../../../../etc/passwd',
  'null',
  '-1e999',
  ' ',
  '',
] as const;

/** Values of the wrong JSON type for a string, enum or array field. */
export const WRONG_TYPES: readonly unknown[] = [42, -1.5e308, true, false, null, [], ['x'], {}, { $gt: '' }];

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels deep, as JSON text (built as text: the value would be too deep). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Path segments that try to climb out of their route or smuggle something into a lookup. */
export const HOSTILE_IDS = [
  { raw: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { raw: '%2e%2e%2f%2e%2e%2f' },
  { raw: '..' },
  { raw: '%252e%252e%252f' },
  { raw: 'abc%00' },
  { raw: '%00' },
  { raw: '..%5C..%5Cwindows' },
  { value: "' OR '1'='1" },
  { value: '1; DROP TABLE checkout_sessions' },
  { value: '😀' },
  { value: '\u202Ecs_local_00' },
  { value: '{"$ne":null}' },
  { value: 'x'.repeat(300) },
] as const;

export const hostileIdSegment = (id: (typeof HOSTILE_IDS)[number]): string =>
  'raw' in id ? id.raw : encodeURIComponent(id.value);

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function handMadeJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key: string | null): string {
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = key === null ? '' : createHmac('sha256', key).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

/**
 * Authorization headers that must all be refused with 401, for a real user of the app. Several are signed with the
 * app's own secret and differ from a valid token in one property only (algorithm, expiry, issuer, claims).
 */
export async function forgedAuthorizations(
  secret: string,
  user: { id: string; email: string; role: string; name: string },
): Promise<Array<{ name: string; authorization: string | undefined }>> {
  const key = new TextEncoder().encode(secret);
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: user.id, email: user.email, role: user.role, name: user.name, iss: JWT_ISSUER };
  const signed = (alg: string, payload: Record<string, unknown>, signingKey = key, kid?: string) =>
    new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT', ...(kid ? { kid } : {}) }).sign(signingKey);
  const valid = { ...claims, iat: now, exp: now + 3600 };
  return [
    { name: 'no Authorization header', authorization: undefined },
    { name: 'garbage', authorization: 'Bearer not-a-token' },
    { name: 'three garbage parts', authorization: 'Bearer aaa.bbb.ccc' },
    { name: 'empty bearer', authorization: 'Bearer ' },
    { name: 'basic auth', authorization: 'Basic YWRtaW46YWRtaW4=' },
    { name: 'huge token', authorization: `Bearer ${'A'.repeat(8000)}` },
    { name: 'alg none', authorization: `Bearer ${handMadeJwt({ alg: 'none', typ: 'JWT' }, valid, null)}` },
    { name: 'HS512 with the real secret', authorization: `Bearer ${await signed('HS512', valid)}` },
    {
      name: 'RS256-labelled, HMAC-signed',
      authorization: `Bearer ${handMadeJwt({ alg: 'RS256', typ: 'JWT' }, valid, secret)}`,
    },
    {
      name: 'expired',
      authorization: `Bearer ${await signed('HS256', { ...claims, iat: now - 7200, exp: now - 3600 })}`,
    },
    {
      name: 'unknown kid, other key',
      authorization: `Bearer ${await signed('HS256', valid, new TextEncoder().encode('another-secret-another-secret-0123'), 'rotated-2031')}`,
    },
    {
      name: 'wrong issuer',
      authorization: `Bearer ${await signed('HS256', { ...valid, iss: 'https://evil.example' })}`,
    },
    { name: 'role admin', authorization: `Bearer ${await signed('HS256', { ...valid, role: 'admin' })}` },
    { name: 'no exp', authorization: `Bearer ${await signed('HS256', { ...claims, iat: now })}` },
    {
      name: 'tampered payload',
      authorization: `Bearer ${(await signed('HS256', valid)).replace(/\.([^.]+)\./, `.${base64url(JSON.stringify({ ...valid, role: 'investor', sub: '00000000-0000-0000-0000-000000000000' }))}.`)}`,
    },
  ];
}
