import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { macFor, openClaims, signClaims } from '../src/lib/signed-claims.js';

describe('signed claims', () => {
  const secret = new Uint8Array(32).fill(7);
  const mac = macFor(secret, 'test-label');
  const now = new Date('2026-01-01T00:00:00Z');
  const token = signClaims(mac, { who: 'ada' }, 60, now);
  const [payload = '', signature = ''] = token.split('.');
  const encode = (claims: object) => Buffer.from(JSON.stringify(claims)).toString('base64url');

  it('opens its own token with the claims and their expiry, until the expiry passes', () => {
    const expiresAt = now.getTime() / 1000 + 60;
    assert.deepEqual(openClaims(mac, token, now), { who: 'ada', expiresAt });
    assert.deepEqual(openClaims(mac, token, new Date((expiresAt - 1) * 1000)), { who: 'ada', expiresAt });
    assert.equal(openClaims(mac, token, new Date(expiresAt * 1000)), null);
  });

  it('refuses a token signed for another label or app secret', () => {
    assert.equal(openClaims(macFor(secret, 'other-label'), token, now), null);
    assert.equal(openClaims(macFor(new Uint8Array(32).fill(8), 'test-label'), token, now), null);
  });

  it('refuses changed claims, a changed or missing signature, extra parts and a signed non-JSON payload', () => {
    const forged = [
      `${encode({ who: 'eve', expiresAt: now.getTime() / 1000 + 60 })}.${signature}`,
      `${payload}.${signature.slice(1)}x`,
      `${payload}.`,
      payload,
      `${token}.extra`,
      '',
      `not-json.${mac('not-json')}`,
      `${encode({ who: 'ada' })}.${mac(encode({ who: 'ada' }))}`,
    ];
    for (const candidate of forged) assert.equal(openClaims(mac, candidate, now), null, candidate);
  });
});
