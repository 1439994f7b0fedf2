// The Content-Security-Policy of the API's own HTML pages (the dev IdP's sign-in, the local checkout, /docs). The
// API's default policy (helmet) suits JSON; each page sends this stricter one instead, naming exactly what it needs.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The CSP source that allows one inline <style> (or <script>) whose text is exactly `text`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export type HtmlPagePolicy = {
  /** The text of each inline <style> of the page: allowed by hash, nothing else styles it. */
  styles: readonly string[];
  /**
   * Where the page's forms post, and every place that answer redirects to (Chromium checks form-action on each
   * redirect of a form submission): "'self'" for the API itself, then origins. None: the page has no form.
   */
  formActions?: readonly string[];
};

/** No scripts, no images, no fetches, no frames: only the page's own styles and its forms' targets. */
export function htmlPagePolicy({ styles, formActions = [] }: HtmlPagePolicy): string {
  return [
    "default-src 'none'",
    `style-src ${styles.length > 0 ? styles.map(cspHash).join(' ') : "'none'"}`,
    `form-action ${formActions.length > 0 ? formActions.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Marks `reply` as an HTML page under `policy` (in place of the API's default policy for JSON); send the page next. */
export function asHtmlPage(reply: FastifyReply, policy: HtmlPagePolicy): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('content-security-policy', htmlPagePolicy(policy));
}
