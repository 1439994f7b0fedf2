import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, postgrestErrorSchema, type EarlyAccessSignup } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from './helpers.js';

const URL_PATH = '/rest/v1/early_access_signups';
const headers = { apikey: 'pear-public-anon-key', 'content-type': 'application/json' };
const { response: answers } = endpoints.insertEarlyAccessSignup;

/** A valid row; `overrides` may break it on purpose. */
function signup(overrides: Record<string, unknown> = {}) {
  const row = {
    email: uniqueEmail('early'),
    first_name: 'Ada',
    last_name: 'Lovelace',
    linkedin: 'https://www.linkedin.com/in/ada',
    role: 'founder',
  } satisfies EarlyAccessSignup;
  return { ...row, ...overrides };
}

describe('POST /rest/v1/early_access_signups', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const post = (payload: unknown, extraHeaders: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { ...headers, ...extraHeaders },
      payload: JSON.stringify(payload),
    });

  it('creates a signup and answers 201 with an empty body', async () => {
    const response = await post(signup());
    assert.equal(response.statusCode, 201);
    assert.equal(response.body, '');
  });

  it('accepts the one-element array supabase-js sends and a null linkedin', async () => {
    const response = await post([signup({ linkedin: null, role: 'investor' })]);
    assert.equal(response.statusCode, 201);
  });

  it('returns the stored row when asked with Prefer: return=representation', async () => {
    const email = uniqueEmail('Repr').toUpperCase();
    const response = await post(signup({ email: `  ${email} `, first_name: '  Grace ', linkedin: '' }), {
      prefer: 'return=representation',
    });
    assert.equal(response.statusCode, 201);
    const [row] = answers[201].parse(response.json()) ?? [];
    assert.ok(row);
    assert.equal(row.email, email);
    assert.equal(row.first_name, 'Grace');
    assert.equal(row.linkedin, null);
    assert.equal(row.role, 'founder');
    assert.match(row.id, /^[0-9a-f-]{36}$/);
    assert.ok(!Number.isNaN(Date.parse(row.created_at)));
  });

  it('rejects a duplicate e-mail in another letter case with PostgREST 23505', async () => {
    const email = uniqueEmail('dup');
    assert.equal((await post(signup({ email }))).statusCode, 201);
    const response = await post(signup({ email: email.toUpperCase() }));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(answers[409].parse(response.json()), {
      code: '23505',
      message: 'duplicate key value violates unique constraint "early_access_signups_email_key"',
      details: `Key (email)=(${email.toUpperCase()}) already exists.`,
      hint: null,
    });
  });

  const invalid: Array<[string, unknown, RegExp]> = [
    ['missing email', signup({ email: undefined }), /email is required/],
    ['malformed email', signup({ email: 'not-an-email' }), /email must be a valid e-mail address/],
    ['email over 254 characters', signup({ email: `${'a'.repeat(250)}@example.com` }), /email must be at most 254/],
    ['blank first_name', signup({ first_name: '   ' }), /first_name is required/],
    ['first_name over 100 characters', signup({ first_name: 'x'.repeat(101) }), /first_name must be at most 100/],
    ['missing last_name', signup({ last_name: undefined }), /last_name is required/],
    ['last_name over 100 characters', signup({ last_name: 'x'.repeat(101) }), /last_name must be at most 100/],
    ['unknown role', signup({ role: 'admin' }), /role must be "founder" or "investor"/],
    ['missing role', signup({ role: undefined }), /role must be "founder" or "investor"/],
    ['non-http linkedin', signup({ linkedin: 'javascript:alert(1)' }), /linkedin must be an http/],
    ['linkedin that is not a URL', signup({ linkedin: 'linkedin.com/in/ada' }), /linkedin must be an http/],
    [
      'linkedin over 300 characters',
      signup({ linkedin: `https://linkedin.com/in/${'x'.repeat(300)}` }),
      /linkedin must be at most 300/,
    ],
    ['an unknown column', signup({ is_admin: true }), /unknown column\(s\): is_admin/],
    ['a body that is not an object', 'hello', /must be a JSON object/],
    ['several rows at once', [signup(), signup()], /exactly one/],
  ];
  for (const [label, payload, message] of invalid) {
    it(`rejects ${label} with 400 22023`, async () => {
      const response = await post(payload);
      assert.equal(response.statusCode, 400);
      const body = postgrestErrorSchema.parse(answers[400].parse(response.json()));
      assert.equal(body.code, '22023');
      assert.match(body.message, message);
      assert.equal(body.details, null);
      assert.equal(body.hint, null);
    });
  }

  it('reports every invalid field at once', async () => {
    const response = await post(signup({ email: 'nope', role: 'ceo' }));
    assert.equal(response.statusCode, 400);
    assert.match(answers[400].parse(response.json()).message, /email must be a valid e-mail address; .*role must be/);
  });

  it('requires the anon apikey', async () => {
    for (const apikey of [undefined, 'wrong-key']) {
      const response = await app.inject({
        method: 'POST',
        url: URL_PATH,
        headers: { 'content-type': 'application/json', ...(apikey ? { apikey } : {}) },
        payload: JSON.stringify(signup()),
      });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(answers[401].parse(response.json()), {
        code: 'PGRST301',
        message: 'Invalid API key',
        details: null,
        hint: null,
      });
    }
  });
});

describe('early-access rate limit', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ rateLimitMax: 3 });
  });
  after(() => app.close());

  it('answers 429 with a JSON message once RATE_LIMIT_MAX requests per minute are used', async () => {
    const send = () => app.inject({ method: 'POST', url: URL_PATH, headers, payload: JSON.stringify(signup()) });
    for (let i = 0; i < 3; i += 1) assert.equal((await send()).statusCode, 201);

    const limited = await send();
    assert.equal(limited.statusCode, 429);
    const body = answers[429].parse(limited.json());
    assert.equal(body.error, 'too_many_requests');
    assert.match(body.message, /at most 3 per minute/);
    assert.ok(limited.headers['retry-after']);

    // Other routes are not limited.
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  });
});
