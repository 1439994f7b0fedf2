// Serve-time composition of prerendered pages: the shell's prerendered document for a route (built with the shell)
// plus the owning remote's prerendered fragment for that route (built and deployed with the remote, found through
// the remote's manifest URL in app-config.json). This is what an edge include (ESI, an edge function) does in front
// of a CDN in production; scripts/serve-static.mjs runs it for the shell locally, in e2e and in the benchmarks.
//
// Rules: app-config.json and the shell's files are read per request (repointing a remote needs no restart); a
// remote's prerender.json and fragments are cached for `ttlMs`, then revalidated with If-None-Match; a remote that
// is down, slow (`timeoutMs`) or has no fragment for the route gives `null`, and the caller serves the plain shell.
// A remote's prerender.json may only name files on its own origin (the origin of its manifest URL): the server
// fetches them and puts them in the page, so another host there would be a request forgery (SSRF) and an injection.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const DEFAULT_TTL_MS = 5_000;
export const DEFAULT_TIMEOUT_MS = 1_500;

// The scripts' one escapeHtml (the API's is api/src/lib/text.ts): this file runs as plain Node without a build
// step and cannot import the API's compiled code, nor the API this file (README, "One home per runtime").
const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** Reads a local file again only when its modification time changes. */
export function createFileCache() {
  const files = new Map();
  return async (path) => {
    const info = await stat(path);
    const cached = files.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.text;
    const text = await readFile(path, 'utf8');
    files.set(path, { mtimeMs: info.mtimeMs, size: info.size, text });
    return text;
  };
}

/**
 * A small HTTP cache for remote files: fresh for `ttlMs`, then revalidated (ETag); failures are remembered for
 * `ttlMs` too, so a dead remote costs one failed request per TTL rather than one per page view.
 */
function createRemoteCache({ fetchImpl, ttlMs, timeoutMs, now }) {
  const entries = new Map();
  const inFlight = new Map();

  async function load(url) {
    const cached = entries.get(url);
    const headers = cached?.ok && cached.etag ? { 'If-None-Match': cached.etag } : {};
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`${url} took longer than ${timeoutMs} ms`)), timeoutMs);
    try {
      const response = await fetchImpl(url, { headers, signal: abort.signal });
      if (response.status === 304 && cached?.ok) {
        entries.set(url, { ...cached, expires: now() + ttlMs });
        return cached.body;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = await response.text();
      entries.set(url, { ok: true, body, etag: response.headers.get('etag'), expires: now() + ttlMs });
      return body;
    } catch {
      entries.set(url, { ok: false, expires: now() + ttlMs });
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The body of `url`, or null when it cannot be had (cached either way). */
    async get(url) {
      const cached = entries.get(url);
      if (cached && cached.expires > now()) return cached.ok ? cached.body : null;
      if (!inFlight.has(url))
        inFlight.set(
          url,
          load(url).finally(() => inFlight.delete(url)),
        );
      return inFlight.get(url);
    },
    clear: () => entries.clear(),
  };
}

/**
 * The page's head from the remote: title, meta description (original kept as data-default), canonical link.
 * @param {string} html
 * @param {{ title?: string, description?: string, canonicalPath?: string }} head
 * @param {string} origin
 */
export function applyHead(html, { title, description, canonicalPath }, origin) {
  let result = html;
  if (title) result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    result = result.replace(
      /<meta name="description" content="([^"]*)"\s*\/?>/,
      (_match, original) =>
        `<meta name="description" content="${escapeHtml(description)}" data-default="${original}" />`,
    );
  }
  if (canonicalPath && origin) {
    const href = escapeHtml(new URL(canonicalPath, origin).href);
    result = result.replace('</head>', () => `<link rel="canonical" href="${href}" data-prerendered="" />\n  </head>`);
  }
  return result;
}

/**
 * The address of a file a remote's prerender.json names, or null when it is not on the remote's own origin
 * (an absolute URL to another host, a protocol-relative //host, javascript:, data:…).
 * @param {unknown} file
 * @param {URL} remoteManifestUrl
 */
export function sameOriginFileUrl(file, remoteManifestUrl) {
  if (typeof file !== 'string') return null;
  try {
    const url = new URL(file, remoteManifestUrl);
    return url.origin === remoteManifestUrl.origin ? url : null;
  } catch {
    return null;
  }
}

// A build id goes into a response header: anything but a plain token is left out.
const HEADER_SAFE = /^[\w.@+-]{1,100}$/;

/**
 * @param {{ shellDir: string, appConfigPath: string, ttlMs?: number, timeoutMs?: number,
 *           fetchImpl?: typeof fetch, now?: () => number, warn?: (message: string) => void }} options
 */
export function createPrerenderComposer({
  shellDir,
  appConfigPath,
  ttlMs = DEFAULT_TTL_MS,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetchImpl = fetch,
  now = Date.now,
  warn = (message) => console.warn(`[prerender-compose] ${message}`),
}) {
  const readLocal = createFileCache();
  const remote = createRemoteCache({ fetchImpl, ttlMs, timeoutMs, now });
  // Each refused address is logged once per process, not once per page view.
  const refused = new Set();
  const refuse = (remoteName, file) => {
    const key = `${remoteName}\n${String(file)}`;
    if (refused.has(key)) return;
    refused.add(key);
    warn(`ignored ${JSON.stringify(file)} in ${remoteName}'s prerender.json: not on the remote's own origin`);
  };

  const readJson = async (path) => JSON.parse(await readLocal(path));

  /**
   * The composed document for `pathname`, or null (no prerendered page for it, or its remote cannot provide one).
   * @param {string} pathname
   * @param {{ origin?: string }} [options]
   * @returns {Promise<{ html: string, shellDocument: string, remote: string, buildId?: string } | null>}
   *   `shellDocument`: the shell's own document the page was built from, before the remote's files went in
   */
  async function render(pathname, { origin } = {}) {
    const shellManifest = await readJson(join(shellDir, 'prerender.json')).catch(() => null);
    const page = shellManifest?.pages?.[pathname];
    if (!page) return null;
    const appConfig = await readJson(appConfigPath).catch(() => null);
    const manifestUrl = appConfig?.remotes?.[page.remote];
    if (!manifestUrl) return null;

    let remoteManifestUrl;
    try {
      remoteManifestUrl = new URL('prerender.json', manifestUrl);
    } catch {
      return null;
    }
    const remoteManifestText = await remote.get(remoteManifestUrl.href);
    let remoteManifest;
    try {
      remoteManifest = remoteManifestText ? JSON.parse(remoteManifestText) : null;
    } catch {
      remoteManifest = null;
    }
    const entry = remoteManifest?.pages?.[pathname];
    if (!entry?.fragment) return null;
    const fragmentUrl = sameOriginFileUrl(entry.fragment, remoteManifestUrl);
    const headUrl = entry.head ? sameOriginFileUrl(entry.head, remoteManifestUrl) : null;
    if (!fragmentUrl || (entry.head && !headUrl)) {
      refuse(page.remote, fragmentUrl ? entry.head : entry.fragment);
      return null;
    }
    const buildId = typeof remoteManifest.buildId === 'string' ? remoteManifest.buildId : undefined;
    // The build id in the addresses keeps a cached fragment from outliving the manifest that named it.
    const remoteFile = (url) => {
      if (buildId) url.searchParams.set('build', buildId);
      return remote.get(url.href);
    };
    const [fragment, fragmentHead] = await Promise.all([
      remoteFile(fragmentUrl),
      headUrl ? remoteFile(headUrl) : Promise.resolve(''),
    ]);
    if (fragment === null || fragmentHead === null) return null;

    const document = await readLocal(join(shellDir, page.document)).catch(() => null);
    if (!document?.includes(page.slot)) return null;
    const html = applyHead(
      document.replace(page.slot, () => fragment).replace('</head>', () => `${fragmentHead}</head>`),
      entry,
      origin,
    );
    return {
      html,
      shellDocument: document,
      remote: page.remote,
      buildId: buildId && HEADER_SAFE.test(buildId) ? buildId : undefined,
    };
  }

  return { render, clearCache: remote.clear };
}
