import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { endpoints, type RequestBody } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { identities, loginCodes } from '../src/db/schema.js';
import { sha256Base64Url } from '../src/modules/auth/login-codes.js';
import { signIn } from '../src/modules/users/users.js';
import { APP_URL, CookieBrowser, buildTestApp, startListeningApp, testIdentity, uniqueEmail } from './helpers.js';

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
/** The dev IdP's sign-in form, as a browser submits it. */
const signInForm = (fields: RequestBody<typeof endpoints.devIdpSignIn>) =>
  new URLSearchParams(fields as Record<string, string>);

/** What the sign-in page does before it leaves for the login: a nonce kept in the tab, its hash sent along. */
function newTabNonce(): { nonce: string; query: string } {
  const nonce = randomBytes(32).toString('base64url');
  return { nonce, query: `nonceHash=${sha256Base64Url(nonce)}` };
}

/** `?role=…` plus the nonce hash, as the sign-in and sign-up pages build the login URL. */
const loginQuery = (tab: { query: string }, role?: string) => `?${role ? `role=${role}&` : ''}${tab.query}`;

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
  async function openForm(browser: CookieBrowser, query = loginQuery(newTabNonce())): Promise<string> {
    const page = await browser.follow(`${baseUrl}/dev/linkedin/login${query}`, host);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    return page.text();
  }

  /** Submits the form and follows redirects until the API sends the browser back to the app. */
  async function submit(browser: CookieBrowser, html: string, name: string, email: string): Promise<Response> {
    return browser.follow(formAction(html), host, {
      method: 'POST',
      headers: formHeaders,
      body: signInForm({ name, email }),
    });
  }

  /** A whole login from a fresh browser tab: the callback URL the app receives, and the tab's nonce. */
  async function signInAs(role: string | undefined, name: string, email: string) {
    const browser = new CookieBrowser();
    const tab = newTabNonce();
    const response = await submit(browser, await openForm(browser, loginQuery(tab, role)), name, email);
    assert.equal(response.status, 302);
    const target = new URL(response.headers.get('location') ?? '');
    return { target, code: target.searchParams.get('token') ?? '', nonce: tab.nonce };
  }

  const exchange = (body: RequestBody<typeof endpoints.exchangeLoginCode>) =>
    app.inject({ method: 'POST', url: '/dev/auth/exchange', payload: body });

  /** The session token the callback's code is worth, asserting the exchange succeeds. */
  async function sessionFor(login: { code: string; nonce: string }) {
    const response = await exchange({ code: login.code, nonce: login.nonce });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    return endpoints.exchangeLoginCode.response[200].parse(response.json());
  }

  function assertRefused(response: Awaited<ReturnType<typeof exchange>>) {
    assert.equal(response.statusCode, 401);
    const { message } = endpoints.exchangeLoginCode.response[401].parse(response.json());
    assert.match(message, /expired, was already used, or was opened in another browser/);
  }

  it('serves an accessible sign-in form', async () => {
    const html = await openForm(new CookieBrowser(), loginQuery(newTabNonce(), 'founder'));
    assert.match(html, /<label for="name">Full name<\/label>/);
    assert.match(html, /<input id="name" name="name" type="text"[^>]* required/);
    assert.match(html, /<label for="email">Email<\/label>/);
    assert.match(html, /<input id="email" name="email" type="email"[^>]* required/);
    assert.match(html, /<button type="submit">Continue<\/button>/);
    assert.match(html, /<html lang="en">/);
  });

  it('signs up a new investor: a one-time code and isNewUser=true in the URL, the session token only by exchange', async () => {
    const email = uniqueEmail('Investor');
    const login = await signInAs('investor', 'Grace Hopper', email);
    const { target } = login;

    assert.equal(`${target.origin}${target.pathname}`, `${APP_URL}/signup/authcallback`);
    assert.deepEqual([...target.searchParams.keys()].sort(), ['isNewUser', 'token']);
    assert.equal(target.searchParams.get('isNewUser'), 'true');
    assert.equal(await app.tokens.verify(login.code), null, 'the URL carries no session token');

    const { token, user: answeredUser } = await sessionFor(login);
    assert.deepEqual(answeredUser, { email: email.toLowerCase(), name: 'Grace Hopper', role: 'investor' });
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

    // Same person again, e-mail in another case, from another browser, now asking to be a founder: the dev IdP's
    // subject is the lower-cased e-mail, so this is the same (issuer, subject) and the same account.
    const again = await signInAs('founder', 'Grace Hopper', email.toUpperCase());
    assert.equal(again.target.searchParams.get('isNewUser'), 'false');
    const second = await app.tokens.verify((await sessionFor(again)).token);
    assert.equal(second?.role, 'investor', 'an existing account keeps its role');
    assert.equal(second?.id, claims.id);
  });

  it('makes a new user a founder when the login names no role', async () => {
    const login = await signInAs(undefined, 'Alan Turing', uniqueEmail('norole'));
    assert.equal(login.target.searchParams.get('isNewUser'), 'true');
    assert.equal((await sessionFor(login)).user.role, 'founder');
  });

  it('stores only a hash of the login code', async () => {
    const login = await signInAs(undefined, 'Hash Only', uniqueEmail('hashed'));
    const rows = await app.db
      .select()
      .from(loginCodes)
      .where(eq(loginCodes.codeHash, sha256Base64Url(login.code)));
    assert.equal(rows.length, 1);
    assert.equal((await app.db.select().from(loginCodes).where(eq(loginCodes.codeHash, login.code))).length, 0);
  });

  it('exchanges a code once: the second exchange is refused', async () => {
    const login = await signInAs(undefined, 'Once Only', uniqueEmail('once'));
    await sessionFor(login);
    assertRefused(await exchange({ code: login.code, nonce: login.nonce }));
  });

  it('refuses a code presented with another nonce, and burns it', async () => {
    const login = await signInAs(undefined, 'Wrong Nonce', uniqueEmail('nonce'));
    assertRefused(await exchange({ code: login.code, nonce: newTabNonce().nonce }));
    assertRefused(await exchange({ code: login.code, nonce: login.nonce }));
  });

  it('refuses an expired code', async () => {
    const login = await signInAs(undefined, 'Too Late', uniqueEmail('expired'));
    // As if the 60 seconds had passed.
    await app.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.codeHash, sha256Base64Url(login.code)));
    assertRefused(await exchange({ code: login.code, nonce: login.nonce }));
  });

  it("makes another user's code useless: a login link sent to a victim signs nobody in (login CSRF)", async () => {
    const attacker = await signInAs(undefined, 'Mallory', uniqueEmail('attacker'));
    // The victim started a login of their own in their tab; the attacker's link lands there instead.
    const victim = await signInAs(undefined, 'Victim', uniqueEmail('victim'));
    assertRefused(await exchange({ code: attacker.code, nonce: victim.nonce }));
    // The victim's own login is untouched.
    assert.equal((await sessionFor(victim)).user.name, 'Victim');
  });

  it('refuses an unknown code and a malformed body with clear messages', async () => {
    assertRefused(await exchange({ code: newTabNonce().nonce, nonce: newTabNonce().nonce }));
    const malformed = await exchange({ code: 'x', nonce: '' });
    assert.equal(malformed.statusCode, 400);
    assert.match(endpoints.exchangeLoginCode.response[400].parse(malformed.json()).message, /code must be/);
  });

  it('refuses a login start without the nonce hash with 400 naming it', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/linkedin/login?role=founder' });
    assert.equal(response.statusCode, 400);
    assert.match(endpoints.linkedinLogin.response[400].parse(response.json()).message, /nonceHash is required/);
  });

  it('keeps a dev sign-in out of an account created through a verified provider with the same e-mail', async () => {
    const email = uniqueEmail('linkedin-user');
    const linkedInUser = await signIn(
      app.db,
      testIdentity({ issuer: 'https://www.linkedin.com/oauth', email, emailVerified: true }),
      'founder',
    );
    const browser = new CookieBrowser();
    const response = await submit(browser, await openForm(browser), 'Impostor', email);
    assert.equal(response.headers.get('location'), `${APP_URL}/signin?error=email_in_use`);
    const links = await app.db.select().from(identities).where(eq(identities.userId, linkedInUser.user.id));
    assert.deepEqual(
      links.map((link) => link.issuer),
      ['https://www.linkedin.com/oauth'],
      'no dev identity was linked',
    );
  });

  it('links the dev identity by (issuer, subject) with the e-mail marked unverified', async () => {
    const email = uniqueEmail('dev-user');
    const { user } = await sessionFor(await signInAs(undefined, 'Dev User', email));
    const [link] = await app.db.select().from(identities).where(eq(identities.email, user.email));
    assert.deepEqual(
      { issuer: link?.issuer, subject: link?.subject, emailVerified: link?.emailVerified },
      { issuer: `${baseUrl}/dev-idp`, subject: email.toLowerCase(), emailVerified: false },
    );
  });

  it('shows the form again with a message for an invalid e-mail, keeping what was typed', async () => {
    const browser = new CookieBrowser();
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
    const browser = new CookieBrowser();
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
    const response = await app.inject({
      method: 'GET',
      url: `/dev/linkedin/login${loginQuery(newTabNonce(), 'admin')}`,
    });
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
    const browser = new CookieBrowser();
    await browser.request(`${baseUrl}/dev/linkedin/login${loginQuery(newTabNonce())}`);
    const mismatch = await browser.request(`${baseUrl}/dev/linkedin/callback?code=abc&state=forged`);
    assert.equal(mismatch.headers.get('location'), `${APP_URL}/signin?error=invalid_state`);
  });

  it('sends a denied authorization back to the sign-in page', async () => {
    const browser = new CookieBrowser();
    const start = await browser.request(`${baseUrl}/dev/linkedin/login${loginQuery(newTabNonce())}`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const denied = await browser.request(`${baseUrl}/dev/linkedin/callback?error=access_denied&state=${state}`);
    assert.equal(denied.status, 302);
    assert.equal(denied.headers.get('location'), `${APP_URL}/signin?error=access_denied`);
  });

  it('refuses to replay a login: the pending state is single-use', async () => {
    const browser = new CookieBrowser();
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
    const response = await app.inject({
      method: 'GET',
      url: `/dev/linkedin/login${loginQuery(newTabNonce(), 'founder')}`,
    });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, `${APP_URL}/signin?error=login_unavailable`);
    const idp = await app.inject({ method: 'GET', url: '/dev-idp/.well-known/openid-configuration' });
    assert.equal(idp.statusCode, 404);
  });

  it('rate-limits login starts per IP', async () => {
    // One request was spent by the previous test; the limit is 2 per minute.
    const url = `/dev/linkedin/login${loginQuery(newTabNonce())}`;
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 302);
    const limited = await app.inject({ method: 'GET', url });
    assert.equal(limited.statusCode, 429);
    assert.match(endpoints.linkedinLogin.response[429].parse(limited.json()).message, /Too many requests/);
  });

  it('rate-limits code exchanges per IP', async () => {
    const guess = () =>
      app.inject({
        method: 'POST',
        url: '/dev/auth/exchange',
        payload: { code: newTabNonce().nonce, nonce: newTabNonce().nonce },
      });
    assert.equal((await guess()).statusCode, 401);
    assert.equal((await guess()).statusCode, 401);
    const limited = await guess();
    assert.equal(limited.statusCode, 429);
    assert.match(endpoints.exchangeLoginCode.response[429].parse(limited.json()).message, /Too many requests/);
  });
});
