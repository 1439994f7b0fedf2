import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { signInProvider } from '../src/modules/users/sign-in-account.js';
import { signIn } from '../src/modules/users/users.js';
import { buildTestApp, signUpUser, testIdentity, uniqueEmail } from './helpers.js';

describe('the sign-in account (Settings → Connect Accounts)', () => {
  let app: FastifyInstance;
  before(async () => (app = await buildTestApp()));
  after(() => app?.close());

  const accountOf = async (authorization: string) => {
    const response = await app.inject({ method: 'GET', url: '/dev/me/sign-in-account', headers: { authorization } });
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.getSignInAccount.response[200].parse(response.json());
  };

  it('names LinkedIn for an identity LinkedIn vouched for, and the e-mail, for a founder and an investor alike', async () => {
    for (const role of ['founder', 'investor'] as const) {
      const email = uniqueEmail(`linkedin-${role}`);
      const { user } = await signIn(app.db, testIdentity({ issuer: 'https://www.linkedin.com/oauth', email }), role);
      const token = await app.tokens.sign({ id: user.id, email: user.email, role: user.role, name: user.name });
      assert.deepEqual(await accountOf(`Bearer ${token}`), { provider: 'LinkedIn', email });
    }
  });

  it('names the local dev sign-in for any other issuer', async () => {
    const founder = await signUpUser(app, 'founder', 'dev-signin');
    assert.deepEqual(await accountOf(founder.authorization), {
      provider: 'Pear dev sign-in',
      email: founder.user.email,
    });
    assert.equal(signInProvider(['https://evil.example/linkedin.com', 'not a url']), 'Pear dev sign-in');
    assert.equal(signInProvider(['https://notlinkedin.com']), 'Pear dev sign-in');
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/me/sign-in-account' });
    assert.equal(response.statusCode, 401);
  });
});
