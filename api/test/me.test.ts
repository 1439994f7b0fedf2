import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, type CompanyRecord, type ErrorBody, type FounderRecord } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { companies, founderProfiles } from '../src/db/schema.js';
import { JWT_ISSUER } from '../src/modules/auth/jwt.js';
import { signIn } from '../src/modules/users/users.js';
import { buildTestApp, TEST_JWT_SECRET, testIdentity, uniqueEmail } from './helpers.js';

const UNAUTHORIZED = {
  error: 'unauthorized',
  message: 'Missing or invalid authentication token',
  statusCode: 401,
} satisfies ErrorBody;
const { response: answers } = endpoints.getInfo;

describe('GET /dev/me/get-info', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const getInfo = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/dev/me/get-info', headers: authorization ? { authorization } : {} });

  const claimsFor = (id: string) => ({ sub: id, email: 'x@example.com', role: 'founder', name: 'X' });

  it('answers 401 JSON without a token or with a malformed header', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-jwt']) {
      const response = await getInfo(header);
      assert.equal(response.statusCode, 401, String(header));
      assert.deepEqual(answers[401].parse(response.json()), UNAUTHORIZED);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
    }
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await signIn(app.db, testIdentity({ email: uniqueEmail('expired'), name: 'E' }), undefined);
    const now = Math.floor(Date.now() / 1000);
    const { sub, ...claims } = claimsFor(user.id);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(JWT_ISSUER)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    assert.deepEqual(answers[401].parse((await getInfo(`Bearer ${token}`)).json()), UNAUTHORIZED);
  });

  it('answers 401 for a token signed with another secret or with alg "none"', async () => {
    const { user } = await signIn(app.db, testIdentity({ email: uniqueEmail('forged'), name: 'F' }), undefined);
    const { sub, ...claims } = claimsFor(user.id);
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(JWT_ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const unsigned = new UnsecuredJWT(claims)
      .setSubject(sub)
      .setIssuer(JWT_ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    for (const token of [otherSecret, unsigned]) {
      const response = await getInfo(`Bearer ${token}`);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(answers[401].parse(response.json()), UNAUTHORIZED);
    }
  });

  it('answers 401 for a valid token whose user no longer exists', async () => {
    const token = await app.tokens.sign({
      id: '00000000-0000-4000-8000-000000000000',
      email: 'gone@example.com',
      role: 'founder',
      name: 'Gone',
    });
    assert.equal((await getInfo(`Bearer ${token}`)).statusCode, 401);
  });

  it('returns user, founder and company for a valid token, with {} before anything is stored', async () => {
    const email = uniqueEmail('Info');
    const { user } = await signIn(
      app.db,
      testIdentity({ email, name: 'Ada Lovelace', picture: 'https://img.example/ada.png' }),
      'founder',
    );
    const token = await app.tokens.sign({ id: user.id, email: user.email, role: user.role, name: user.name });

    const empty = await getInfo(`Bearer ${token}`);
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(answers[200].parse(empty.json()), {
      user: {
        name: 'Ada Lovelace',
        email: email.toLowerCase(),
        avatar: 'https://img.example/ada.png',
        role: 'founder',
        profile: {},
      },
      founder: {},
      company: {},
    });

    const founder = {
      'Title/Position': 'CEO',
      Location: 'London',
      'LinkedIn Url': 'https://linkedin.com/in/ada',
      vibe_score: 87,
      Stage: 'Seed',
    } satisfies FounderRecord;
    const company = { company_name: 'Analytical Engines', website: 'https://engines.example' } satisfies CompanyRecord;
    await app.db.insert(founderProfiles).values({ userId: user.id, fields: founder });
    await app.db.insert(companies).values({ userId: user.id, fields: company });

    const filled = await getInfo(`Bearer ${token}`);
    assert.equal(filled.statusCode, 200);
    const info = answers[200].parse(filled.json());
    assert.deepEqual(info.founder, founder);
    assert.deepEqual(info.company, company);
  });
});
