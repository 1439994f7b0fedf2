// Signing a user in through the API's dev identity provider over plain HTTP, as the sign-in page and a browser do:
// one home for the fresh-clone check and the API load benchmark (the API tests and e2e drive their own).
import { createHash, randomBytes } from 'node:crypto';

import { CookieBrowser } from './cookie-browser.mjs';

/**
 * A tab nonce whose hash goes with the login start, the IdP's form posted, the callback's one-time code traded for
 * the session token. Answers the app token.
 * @param {string} apiUrl
 * @param {{ role: 'founder' | 'investor', name: string, email: string }} who
 */
export async function signInThroughDevIdp(apiUrl, { role, name, email }) {
  const browser = new CookieBrowser();
  const host = new URL(apiUrl).host;
  const nonce = randomBytes(32).toString('base64url');
  const nonceHash = createHash('sha256').update(nonce).digest('base64url');
  const form = await browser.follow(`${apiUrl}/dev/linkedin/login?${new URLSearchParams({ role, nonceHash })}`, host);
  if (form.status !== 200) throw new Error(`the sign-in form answered ${form.status}`);
  const action = (await form.text()).match(/<form[^>]*\baction="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error('the dev identity provider page has no sign-in form');
  const done = await browser.follow(new URL(action, form.url || apiUrl).href, host, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email }),
  });
  const location = done.headers.get('location');
  const code = location ? new URL(location).searchParams.get('token') : null;
  if (!code) throw new Error(`sign-in ended with ${done.status} ${location ?? '(no redirect)'} instead of a code`);
  const exchanged = await fetch(`${apiUrl}/dev/auth/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, nonce }),
  });
  if (!exchanged.ok) throw new Error(`the login code exchange answered ${exchanged.status}`);
  const { token } = /** @type {{ token: string }} */ (await exchanged.json());
  return token;
}
