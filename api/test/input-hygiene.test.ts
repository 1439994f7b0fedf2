import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorBodySchema } from '@pear/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { earlyAccessSignups, founderProfiles } from '../src/db/schema.js';
import { hasIllFormedText, toWellFormed } from '../src/lib/text.js';
import { buildTestApp, signUpUser } from './helpers.js';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
const PAIR = '\uD83D\uDE00'; // 😀

describe('text the database cannot store', () => {
  it('is recognised: NUL and lone surrogates, not a surrogate pair', () => {
    assert.equal(hasIllFormedText('plain, ×, 😀, مرحبا'), undefined);
    assert.equal(hasIllFormedText(`a\u0000b`), 'nul');
    assert.equal(hasIllFormedText(`a${LONE_HIGH}`), 'lone-surrogate');
    assert.equal(hasIllFormedText(`${LONE_LOW}a`), 'lone-surrogate');
    assert.equal(hasIllFormedText(`${LONE_LOW}${LONE_HIGH}`), 'lone-surrogate');
    assert.equal(hasIllFormedText(PAIR), undefined);
  });

  it('is repaired by toWellFormed: NUL dropped, lone surrogates → U+FFFD, pairs kept', () => {
    assert.equal(toWellFormed(`a\u0000b${LONE_HIGH}c${PAIR}${LONE_LOW}`), `ab\uFFFDc${PAIR}\uFFFD`);
    const clean = 'nothing to do';
    assert.equal(toWellFormed(clean), clean);
  });
});

describe('ill-formed text in requests is refused in the contract layer, naming the field', () => {
  let app: FastifyInstance;
  let authorization: string;
  before(async () => {
    app = await buildTestApp({ paymentsLocal: true });
    ({ authorization } = await signUpUser(app, 'founder'));
  });
  after(() => app.close());

  async function expect400(request: InjectOptions, message: string) {
    const response = await app.inject(request);
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(errorBodySchema.parse(response.json()).message, message);
  }

  it('JSON body: NUL and a lone surrogate (a \\ud800 escape) in store-info', async () => {
    const before = await app.db.select().from(founderProfiles);
    await expect400(
      { method: 'POST', url: '/dev/me/store-info', headers: { authorization }, payload: { Location: 'Paris\u0000' } },
      'body.Location must not contain the NUL character',
    );
    await expect400(
      {
        method: 'POST',
        url: '/dev/me/store-info',
        headers: { authorization, 'content-type': 'application/json' },
        payload: '{"Full name":"Ada","Background":"x\\ud800"}',
      },
      'body.Background must be valid Unicode text (it contains a lone UTF-16 surrogate)',
    );
    assert.deepEqual(await app.db.select().from(founderProfiles), before, 'nothing was stored');
  });

  it('JSON body: nested values and keys; the public early-access insert too', async () => {
    const signupsBefore = (await app.db.select().from(earlyAccessSignups)).length;
    await expect400(
      {
        method: 'POST',
        url: '/rest/v1/early_access_signups',
        headers: { apikey: 'pear-public-anon-key' },
        payload: [{ email: 'a@example.com', first_name: 'A\u0000', last_name: 'B', role: 'founder' }],
      },
      'body.0.first_name must not contain the NUL character',
    );
    await expect400(
      {
        method: 'POST',
        url: '/dev/me/outreach-draft',
        headers: { authorization },
        payload: { investorId: 'x', extra: { [`k${LONE_LOW}`]: 'v' } },
      },
      'body.extra.k\uFFFD (its name) must be valid Unicode text (it contains a lone UTF-16 surrogate)',
    );
    assert.equal((await app.db.select().from(earlyAccessSignups)).length, signupsBefore, 'nothing was stored');
  });

  it('query string and path parameters: %00 in a session id, a query value and a query key', async () => {
    await expect400(
      { method: 'GET', url: '/prod/payment/session/cs_1%00', headers: { authorization } },
      'params.id must not contain the NUL character',
    );
    await expect400(
      { method: 'GET', url: '/dev/linkedin/callback?code=abc%00&state=x' },
      'querystring.code must not contain the NUL character',
    );
    // The message names the key without its NUL (a message must be storable and printable too).
    await expect400(
      { method: 'GET', url: '/dev/linkedin/callback?st%00ate=x' },
      'querystring.state (its name) must not contain the NUL character',
    );
  });

  it('form bodies (the local checkout form)', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/prod/payment/local-checkout/cs_local_0a/cancel',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'reason=a%00b',
      },
      'body.reason must not contain the NUL character',
    );
  });

  it('a malformed % escape in the path is a JSON 400, not a crash', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/prod/payment/session/%E0%A4%A',
      headers: { authorization },
    });
    assert.equal(response.statusCode, 400);
    assert.match(errorBodySchema.parse(response.json()).message, /not a valid url component/);
    assert.equal(response.json().error, 'bad_request');
  });

  it('refuses input nested deeper than any request needs, before code that recurses over it', async () => {
    // 10,000 levels in the checkout's plan used to overflow the stack while zod printed it into its message: a 500.
    const deepPlan = `{"plan":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const response = await app.inject({
      method: 'POST',
      url: '/prod/payment/checkout',
      headers: { authorization, 'content-type': 'application/json' },
      payload: deepPlan,
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.match(
      errorBodySchema.parse(response.json()).message,
      /^body\.plan(\.0)+ is nested too deeply \(more than 32 levels\)$/,
    );
  });

  it('leaves raw bodies alone: a PDF with NUL bytes reaches its parser', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dev/founder/new/pitchdeck',
      headers: { authorization, 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n\u0000\u0000 not really a PDF'),
    });
    assert.equal(response.statusCode, 422, response.body);
  });
});
