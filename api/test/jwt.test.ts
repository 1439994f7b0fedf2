import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createTokenService, JWT_ISSUER, type TokenUser } from '../src/modules/auth/jwt.js';

const secret = new TextEncoder().encode('a'.repeat(32));
const user: TokenUser = {
  id: '3f1c2a7e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  role: 'founder',
  name: 'Ada',
};

describe('app tokens', () => {
  it('round-trips the user through sign and verify with the expected claims', async () => {
    const tokens = createTokenService(secret, 3600);
    const token = await tokens.sign(user);
    assert.deepEqual(await tokens.verify(token), user);

    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    assert.equal(header.alg, 'HS256');
    assert.equal(payload.iss, JWT_ISSUER);
    assert.equal(payload.sub, user.id);
    assert.equal(payload.exp - payload.iat, 3600);
  });

  it('rejects expired tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ email: user.email, role: user.role, name: user.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(secret);
    assert.equal(await createTokenService(secret, 3600).verify(token), null);
  });

  it('rejects tokens signed with another key, with alg "none", from another issuer, or tampered with', async () => {
    const tokens = createTokenService(secret, 3600);
    const other = await createTokenService(new TextEncoder().encode('b'.repeat(32)), 3600).sign(user);
    assert.equal(await tokens.verify(other), null);

    const unsigned = new UnsecuredJWT({ email: user.email, role: user.role, name: user.name })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    assert.equal(await tokens.verify(unsigned), null);

    const foreign = await new SignJWT({ email: user.email, role: user.role, name: user.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('someone-else')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    assert.equal(await tokens.verify(foreign), null);

    const [header, , signature] = (await tokens.sign(user)).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        sub: user.id,
        email: user.email,
        role: 'investor',
        name: 'x',
        iss: JWT_ISSUER,
        iat: 1,
        exp: 9999999999,
      }),
    ).toString('base64url');
    assert.equal(await tokens.verify(`${header}.${forgedPayload}.${signature}`), null);
    assert.equal(await tokens.verify('not-a-jwt'), null);
  });

  it('rejects a signed token whose role is not founder or investor', async () => {
    const token = await new SignJWT({ email: user.email, role: 'admin', name: user.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(JWT_ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    assert.equal(await createTokenService(secret, 3600).verify(token), null);
  });
});
