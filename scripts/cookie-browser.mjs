// Just enough of a browser for sign-in redirect chains, without a real one: a per-host cookie jar with path
// matching, redirects followed by hand. One home for the API tests (api/test/helpers.ts) and the fresh-clone check.

/** @typedef {{ name: string, value: string, path: string }} StoredCookie */

export class CookieBrowser {
  /** @type {Map<string, StoredCookie[]>} */
  #jar = new Map();

  /**
   * One request with this browser's cookies; its Set-Cookie headers are kept. Redirects are not followed.
   * @param {string | URL} url
   * @param {RequestInit} [init]
   */
  async request(url, init = {}) {
    const target = new URL(url);
    const cookies = (this.#jar.get(target.host) ?? [])
      .filter((cookie) => target.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`);
    const headers = new Headers(init.headers);
    if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) this.#store(target, header);
    return response;
  }

  /**
   * Follows redirects while they stay on `host`; returns the first response that leaves it or is not a redirect.
   * @param {string} url
   * @param {string} host
   * @param {RequestInit} [init]
   */
  async follow(url, host, init = {}) {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, current);
      if (next.host !== host) return response;
      current = next.href;
      response = await this.request(current);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /**
   * @param {URL} target
   * @param {string} header
   */
  #store(target, header) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    const kept = (this.#jar.get(target.host) ?? []).filter((cookie) => cookie.name !== name || cookie.path !== path);
    if (!expired) kept.push({ name, value, path });
    this.#jar.set(target.host, kept);
  }
}
