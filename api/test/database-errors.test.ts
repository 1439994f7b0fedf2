import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorBodySchema } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describeDatabaseError } from '../src/db/errors.js';
import { checkoutSessions, earlyAccessSignups, founderProfiles } from '../src/db/schema.js';
import { buildTestApp, signUpUser } from './helpers.js';

/**
 * Queries the database refuses, reached through test-only routes that build the bad value themselves (real routes
 * refuse such input before any query now). Each carries a secret from the request body into the failing query.
 */
const SECRET = 'sk_live_do-not-log-me-4f1c';

type LogLine = { level: number; msg: string; reqId?: string; dbCode?: string; route?: string };

describe('database errors: a clear 4xx or 503, and logs without parameter values', () => {
  let app: FastifyInstance;
  let userId: string;
  const logLines: string[] = [];

  before(async () => {
    app = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
    ({
      user: { id: userId },
    } = await signUpUser(app, 'founder'));
    const secretOf = (body: unknown) => (body as { secret: string }).secret;
    // 22021: a NUL inside a text parameter.
    app.post('/test-only/text-with-nul', async (request) => {
      await app.db.insert(earlyAccessSignups).values({
        email: `${secretOf(request.body)}\u0000@example.com`,
        firstName: secretOf(request.body),
        lastName: 'x',
        role: 'founder',
      });
      return {};
    });
    // 22P05: a \u0000 escape inside a jsonb document.
    app.post('/test-only/jsonb-with-nul', async (request) => {
      await app.db.insert(founderProfiles).values({ userId, fields: { note: `${secretOf(request.body)}\u0000` } });
      return {};
    });
    // 22P02: not a uuid, where PostgreSQL quotes the value in its own message.
    app.post('/test-only/bad-uuid', async (request) => {
      await app.db
        .select()
        .from(founderProfiles)
        .where(eq(founderProfiles.userId, secretOf(request.body)));
      return {};
    });
    // 23505 on the checkout session's primary key.
    app.post('/test-only/duplicate', async (request) => {
      const row = { id: `cs_${secretOf(request.body)}`, userId, plan: 'pro' as const, provider: 'local' as const };
      await app.db.insert(checkoutSessions).values(row);
      await app.db.insert(checkoutSessions).values(row);
      return {};
    });
  });
  after(() => app.close());

  const cases = [
    { url: '/test-only/text-with-nul', status: 400, code: '22021', message: /not valid UTF-8/ },
    { url: '/test-only/jsonb-with-nul', status: 400, code: '22P05', message: /cannot store/ },
    { url: '/test-only/bad-uuid', status: 400, code: '22P02', message: /not in the format its field expects/ },
    { url: '/test-only/duplicate', status: 409, code: '23505', message: /already exists/ },
  ];

  for (const { url, status, code, message } of cases) {
    it(`${url}: SQLSTATE ${code} → ${status}, logged with code, route and request id only`, async () => {
      logLines.length = 0;
      const response = await app.inject({ method: 'POST', url, payload: { secret: SECRET } });
      assert.equal(response.statusCode, status, response.body);
      const body = errorBodySchema.parse(response.json());
      assert.match(body.message, message);
      assert.ok(!response.body.includes(SECRET), 'the answer does not echo the value');

      const logged = logLines.join('');
      assert.ok(!logged.includes(SECRET), `the secret leaked into the logs:\n${logged}`);
      const failure = logLines
        .map((line) => JSON.parse(line) as LogLine)
        .find((line) => line.msg === 'database query failed');
      assert.ok(failure, `a "database query failed" line in:\n${logged}`);
      assert.equal(failure.dbCode, code);
      assert.equal(failure.route, `POST ${url}`);
      assert.match(String(failure.reqId), /^req-/);
    });
  }

  it('classifies connection failures as "unavailable" (503) and other errors as not the database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), {
      query: 'select 1',
      params: [],
      cause: refused,
    });
    assert.equal(describeDatabaseError(wrapped)?.answer?.status, 503);
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
    assert.equal(describeDatabaseError(shutdown)?.answer?.status, 503);
    assert.equal(describeDatabaseError(new Error('Connection terminated unexpectedly'))?.answer?.status, 503);
    assert.equal(
      describeDatabaseError(Object.assign(new Error('x'), { code: '08006', severity: 'FATAL' }))?.answer?.status,
      503,
    );
    assert.equal(describeDatabaseError(new TypeError('undefined is not a function')), undefined);
    // A refused connection to another service (Stripe, the LLM) is not the database's.
    assert.equal(describeDatabaseError(refused), undefined);
  });
});
