import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, type RequestBody } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { APP_URL, Browser, buildTestApp, startListeningApp, uniqueEmail } from './helpers.js';

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
/** The dev IdP's sign-in form, as a browser submits it. */
const signInForm = (fields: RequestBody<typeof endpoints.devIdpSignIn>) =>
  new URLSearchParams(fields as Record<string, string>);

function formAction(html: string): string {
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
  assert.ok(action, 'the page has a sign-in form');
  return action.replaceAll('&amp;', '&');
}

describe('sign-in through the dev identity provider', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let host: string;
  before(async () => {
    ({ app, baseUrl } = await startListeningApp());
    host = new URL(baseUrl).host;
  });
  after(() => app.close());

  /** Login URL → IdP form; returns the form page. */
  async function openForm(browser: Browser, query = ''): Promise<string> {
    const page = await browser.follow(`${baseUrl}/dev/linkedin/login${query}`, host);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    return page.text();
  }

  /** Submits the form and follows redirects until the API sends the browser back to the app. */
  async function submit(browser: Browser, html: string, name: string, email: string): Promise<Response> {
    return browser.follow(formAction(html), host, {
      method: 'POST',
      headers: formHeaders,
      body: signInForm({ name, email }),
    });
  }

  async function signInAs(query: string, name: string, email: string): Promise<URL> {
    const browser = new Browser();
    const response = await submit(browser, await openForm(browser, query), name, email);
    assert.equal(response.status, 302);
    return new URL(response.headers.get('location') ?? '');
  }

  it('serves an accessible sign-in form', async () => {
    const html = await openForm(new Browser(), '?role=founder');
    assert.match(html, /<label for="name">Full name<\/label>/);
    assert.match(html, /<input id="name" name="name" type="text"[^>]* required/);
    assert.match(html, /<label for="email">Email<\/label>/);
    assert.match(html, /<input id="email" name="email" type="email"[^>]* required/);
    assert.match(html, /<button type="submit">Continue<\/button>/);
    assert.match(html, /<html lang="en">/);
  });

  it('signs up a new investor and redirects to the app with a token and isNewUser=true', async () => {
    const email = uniqueEmail('Investor');
    const target = await signInAs('?role=investor', 'Grace Hopper', email);

    assert.equal(`${target.origin}${target.pathname}`, `${APP_URL}/signup/authcallback`);
    assert.equal(target.searchParams.get('isNewUser'), 'true');
    const token = target.searchParams.get('token') ?? '';
    const claims = await app.tokens.verify(token);
    assert.ok(claims, 'the token verifies');
    assert.match(claims.id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(
      { ...claims, id: undefined },
      { id: undefined, email: email.toLowerCase(), role: 'investor', name: 'Grace Hopper' },
    );

    const info = await app.inject({
      method: 'GET',
      url: '/dev/me/get-info',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(info.statusCode, 200);
    const { user } = endpoints.getInfo.response[200].parse(info.json());
    assert.equal(user.email, email.toLowerCase());
    assert.equal(user.name, 'Grace Hopper');
    assert.equal(user.role, 'investor');

    // Same person again, e-mail in another case, from another browser, now asking to be a founder.
    const again = await signInAs('?role=founder', 'Grace Hopper', email.toUpperCase());
    assert.equal(again.searchParams.get('isNewUser'), 'false');
    const second = await app.tokens.verify(again.searchParams.get('token') ?? '');
    assert.equal(second?.role, 'investor', 'an existing account keeps its role');
    assert.equal(second?.id, claims.id);
  });

  it('makes a new user a founder when the login names no role', async () => {
    const target = await signInAs('', 'Alan Turing', uniqueEmail('norole'));
    assert.equal(target.searchParams.get('isNewUser'), 'true');
    assert.equal((await app.tokens.verify(target.searchParams.get('token') ?? ''))?.role, 'founder');
  });

  it('shows the form again with a message for an invalid e-mail, keeping what was typed', async () => {
    const browser = new Browser();
    const form = await openForm(browser);
    const retry = await browser.request(formAction(form), {
      method: 'POST',
      headers: formHeaders,
      body: signInForm({ name: 'Ada <b>', email: 'ada@' }),
    });
    assert.equal(retry.status, 400);
    const html = await retry.text();
    assert.match(html, /Enter a valid e-mail address/);
    assert.match(html, /id="email"[^>]*aria-invalid="true"/);
    assert.match(html, /value="Ada &lt;b&gt;"/);

    const done = await submit(browser, html, 'Ada Lovelace', uniqueEmail('retry'));
    assert.equal(done.status, 302);
    assert.match(done.headers.get('location') ?? '', /\/signup\/authcallback\?token=/);
  });

  it('requires both fields', async () => {
    const browser = new Browser();
    const response = await browser.request(formAction(await openForm(browser)), {
      method: 'POST',
      headers: formHeaders,
      body: signInForm({ name: ' ', email: '' }),
    });
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.match(html, /Enter your full name/);
    assert.match(html, /Enter your e-mail address/);
  });

  it('rejects a role other than founder or investor with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/linkedin/login?role=admin' });
    assert.equal(response.statusCode, 400);
    const body = endpoints.linkedinLogin.response[400].parse(response.json());
    assert.equal(body.error, 'bad_request');
    assert.match(body.message, /role/);
  });

  it('sends a callback with an unknown state back to the sign-in page', async () => {
    const noCookie = await app.inject({ method: 'GET', url: '/dev/linkedin/callback?code=abc&state=unknown' });
    assert.equal(noCookie.statusCode, 302);
    assert.equal(noCookie.headers.location, `${APP_URL}/signin?error=invalid_state`);

    // A real pending login, answered with somebody else's state.
    const browser = new Browser();
    await browser.request(`${baseUrl}/dev/linkedin/login`);
    const mismatch = await browser.request(`${baseUrl}/dev/linkedin/callback?code=abc&state=forged`);
    assert.equal(mismatch.headers.get('location'), `${APP_URL}/signin?error=invalid_state`);
  });

  it('sends a denied authorization back to the sign-in page', async () => {
    const browser = new Browser();
    const start = await browser.request(`${baseUrl}/dev/linkedin/login`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const denied = await browser.request(`${baseUrl}/dev/linkedin/callback?error=access_denied&state=${state}`);
    assert.equal(denied.status, 302);
    assert.equal(denied.headers.get('location'), `${APP_URL}/signin?error=access_denied`);
  });

  it('refuses to replay a login: the pending state is single-use', async () => {
    const browser = new Browser();
    const form = await openForm(browser);
    const response = await browser.request(formAction(form), {
      method: 'POST',
      headers: formHeaders,
      body: signInForm({ name: 'Replay', email: uniqueEmail('replay') }),
    });
    // Walk the IdP's redirects by hand up to the callback, then call it twice.
    let next = new URL(response.headers.get('location') ?? '', baseUrl);
    while (!next.pathname.startsWith('/dev/linkedin/callback')) {
      const hop = await browser.request(next.href);
      next = new URL(hop.headers.get('location') ?? '', baseUrl);
    }
    const first = await browser.request(next.href);
    assert.match(first.headers.get('location') ?? '', /\/signup\/authcallback\?/);
    const replay = await browser.request(next.href);
    assert.equal(replay.headers.get('location'), `${APP_URL}/signin?error=invalid_state`);
  });

  it('explains an expired or unknown sign-in interaction', async () => {
    const response = await fetch(`${baseUrl}/dev-idp/interaction/unknown`);
    assert.equal(response.status, 400);
    assert.match(await response.text(), /Sign-in expired/);
  });
});

describe('login without an identity provider', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ devIdpEnabled: false, linkedin: undefined, rateLimitMax: 2 });
  });
  after(() => app.close());

  it('redirects to the sign-in page with error=login_unavailable and does not mount the dev IdP', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/linkedin/login?role=founder' });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, `${APP_URL}/signin?error=login_unavailable`);
    const idp = await app.inject({ method: 'GET', url: '/dev-idp/.well-known/openid-configuration' });
    assert.equal(idp.statusCode, 404);
  });

  it('rate-limits login starts per IP', async () => {
    // One request was spent by the previous test; the limit is 2 per minute.
    assert.equal((await app.inject({ method: 'GET', url: '/dev/linkedin/login' })).statusCode, 302);
    const limited = await app.inject({ method: 'GET', url: '/dev/linkedin/login' });
    assert.equal(limited.statusCode, 429);
    assert.match(endpoints.linkedinLogin.response[429].parse(limited.json()).message, /Too many requests/);
  });
});
