/** Just enough of a browser for sign-in redirect chains: a per-host cookie jar with path matching. */
export class CookieBrowser {
  /** One request with this browser's cookies; its Set-Cookie headers are kept. Redirects are not followed. */
  request(url: string | URL, init?: RequestInit): Promise<Response>;
  /** Follows redirects while they stay on `host`; returns the first response that leaves it or is not a redirect. */
  follow(url: string, host: string, init?: RequestInit): Promise<Response>;
}
