import { linkedinLoginUrl } from '@pear/shared/api';
import type { Role } from '@pear/shared/domain';

/*
 * Binds a login to the browser tab that started it. The tab keeps a random nonce in sessionStorage (per tab, gone
 * when the tab closes) and sends only its SHA-256 with the login start; the API binds the callback's one-time code to
 * that hash, and the callback page proves it is the same tab by sending the nonce itself. A callback link from
 * anywhere else (someone else's login, an old history entry) finds no matching nonce and signs nobody in.
 */

const NONCE_KEY = 'pear_login_nonce';

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** SHA-256 of `value`, base64url, as the API computes it. Web Crypto: available on https and on localhost. */
export const sha256Base64Url = async (value: string): Promise<string> =>
  base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))));

/** Creates and keeps this tab's nonce (replacing an earlier one), and answers the login URL bound to it. */
export async function startLoginUrl(role?: Role): Promise<string> {
  const nonce = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(NONCE_KEY, nonce);
  return linkedinLoginUrl({ role, nonceHash: await sha256Base64Url(nonce) });
}

/** The nonce this tab kept for its login, if it started one. */
export const readLoginNonce = (): string | null => sessionStorage.getItem(NONCE_KEY);

/** Forgets the nonce once its login is over, so it cannot bind another code. */
export const clearLoginNonce = (): void => sessionStorage.removeItem(NONCE_KEY);
