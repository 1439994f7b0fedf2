// The API's own HTML pages (/docs, the dev IdP's sign-in and error pages, the local checkout, the mail catcher) each
// send a strict Content-Security-Policy of their own: no scripts, their inline styles by hash, forms limited to where
// they post and to where that answer redirects (Chromium checks form-action on every redirect of a form submission).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { endpoints } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { APP_URL, CookieBrowser, signUpUser, startListeningApp, uniqueEmail } from './helpers.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The policy's directives by name, each a list of sources. */
function directives(response: Response): Record<string, string[]> {
  const policy = response.headers.get('content-security-policy');
  assert.ok(policy, 'the page sends a Content-Security-Policy');
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * What every page's policy must hold, checked against the HTML itself: nothing by default, never framed, exactly
 * its own <style> elements by hash (computed here from the body), no script or style attribute that would be blocked.
 */
function assertStrictPage(response: Response, html: string, formActions: string[]): void {
  const policy = directives(response);
  assert.deepEqual(policy['default-src'], ["'none'"]);
  assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
  assert.deepEqual(policy['base-uri'], ["'none'"]);
  assert.equal(policy['script-src'], undefined, "scripts fall back to default-src 'none'");
  const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  );
  assert.ok(styleHashes.length > 0, 'the page is styled');
  assert.deepEqual([...(policy['style-src'] ?? [])].sort(), [...new Set(styleHashes)].sort());
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /\sstyle=/i, 'a style attribute would be blocked: no hash allows one');
  assert.deepEqual(policy['form-action'], formActions);
}

/** The form's action, resolved against the page's address. */
function formTarget(html: string, pageUrl: string, index = 0): URL {
  const action = [...html.matchAll(/<form method="post" action="([^"]+)"/g)][index]?.[1];
  assert.ok(action, 'the page has a form');
  return new URL(action.replaceAll('&amp;', '&'), pageUrl);
}

/** Submits a form like a browser and follows every redirect; returns the addresses it went through. */
async function submitAndFollow(browser: CookieBrowser, url: URL, body: URLSearchParams): Promise<URL[]> {
  const hops = [url];
  let response = await browser.request(url.href, { method: 'POST', headers: FORM, body });
  for (let count = 0; count < 10; count += 1) {
    const location = response.headers.get('location');
    if (!location) break;
    const next = new URL(location, hops.at(-1));
    hops.push(next);
    if (next.origin === new URL(APP_URL).origin) break; // the app is not running here
    response = await browser.request(next.href);
  }
  return hops;
}

describe("the API's HTML pages send their own strict Content-Security-Policy", () => {
  let app: FastifyInstance;
  let baseUrl: string;
  before(async () => {
    ({ app, baseUrl } = await startListeningApp({ paymentsLocal: true }));
  });
  after(() => app.close());

  it('/docs: its stylesheet, no form', async () => {
    const response = await fetch(`${baseUrl}/docs`);
    assert.equal(response.status, 200);
    assertStrictPage(response, await response.text(), ["'none'"]);
  });

  it('the mail catcher page (/dev/mail): its stylesheet, no form', async () => {
    await app.mailer.send({ to: uniqueEmail('csp-mail'), subject: 'A caught e-mail', text: 'Hello' });
    const response = await fetch(`${baseUrl}/dev/mail`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /A caught e-mail/);
    assertStrictPage(response, html, ["'none'"]);
  });

  it('the dev sign-in page: its form and the redirects that follow stay within the API and the app', async () => {
    const browser = new CookieBrowser();
    // The sign-up page sends the hash of a nonce it keeps (any 43 base64url characters here).
    const nonceHash = createHash('sha256').update('csp test nonce').digest('base64url');
    const page = await browser.follow(
      `${baseUrl}/dev/linkedin/login?role=founder&nonceHash=${nonceHash}`,
      new URL(baseUrl).host,
    );
    assert.equal(page.status, 200);
    const html = await page.text();
    const formActions = ["'self'", new URL(APP_URL).origin];
    assertStrictPage(page, html, formActions);

    const pageUrl = new URL(page.url);
    const hops = await submitAndFollow(
      browser,
      formTarget(html, page.url),
      new URLSearchParams({ name: 'Ada Lovelace', email: uniqueEmail('csp') }),
    );
    assert.equal(hops.at(-1)?.origin, new URL(APP_URL).origin, 'the chain ends in the app');
    for (const hop of hops) {
      assert.ok(
        hop.origin === pageUrl.origin || formActions.includes(hop.origin),
        `${hop.href} is allowed by form-action ${formActions.join(' ')}`,
      );
    }

    // The same policy when the form comes back with errors.
    const invalid = await browser.request(formTarget(html, page.url).href, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ name: '', email: 'nope' }),
    });
    assert.equal(invalid.status, 400);
    assertStrictPage(invalid, await invalid.text(), formActions);
  });

  it("the dev IdP's error pages (ours and oidc-provider's)", async () => {
    const expired = await fetch(`${baseUrl}/dev-idp/interaction/unknown`);
    assert.equal(expired.status, 400);
    assertStrictPage(expired, await expired.text(), ["'self'", new URL(APP_URL).origin]);

    const rendered = await fetch(`${baseUrl}/dev-idp/auth?client_id=unknown&response_type=code&scope=openid`);
    assert.equal(rendered.status, 400);
    const html = await rendered.text();
    assert.match(html, /Sign-in failed/);
    assertStrictPage(rendered, html, ["'self'", new URL(APP_URL).origin]);
  });

  it('the local checkout page: Pay posts to the API, which redirects to the app', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'csp-checkout');
    const started = await app.inject({
      method: 'POST',
      url: endpoints.startCheckout.path,
      headers: { authorization },
      payload: { plan: 'pro' },
    });
    assert.equal(started.statusCode, 200);
    const checkoutUrl = endpoints.startCheckout.response[200].parse(started.json()).checkout_url;

    const browser = new CookieBrowser();
    const page = await browser.request(checkoutUrl);
    assert.equal(page.status, 200);
    const html = await page.text();
    const formActions = ["'self'", new URL(APP_URL).origin];
    assertStrictPage(page, html, formActions);

    // The form's hidden fields (its CSRF token), sent as the browser would.
    const fields = new URLSearchParams();
    for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      if (!fields.has(name)) fields.set(name, value);
    }
    const payForm = formTarget(html, checkoutUrl, 1);
    assert.equal(payForm.origin, new URL(checkoutUrl).origin, "Pay posts to the page's own origin ('self')");
    const hops = await submitAndFollow(browser, payForm, fields);
    assert.equal(hops.at(-1)?.origin, new URL(APP_URL).origin, 'Pay ends in the app');
    assert.equal(hops.length, 2, 'one redirect, straight to the app');

    // Paid: the closed page has the same policy.
    const closed = await browser.request(checkoutUrl);
    assertStrictPage(closed, await closed.text(), formActions);
  });
});
