// A small static file server for the built shell and remotes: correct cache headers for
// federation (manifests and entries revalidate, hashed chunks are immutable), CORS for remotes,
// gzip, ETags, an SPA fallback for the shell, and /app-config.json read fresh from disk on each request
// so repointing a remote needs no restart and no rebuild. Serving the shell with an app config, it also
// composes prerendered pages (scripts/prerender-compose.mjs): the shell's page for the route with the
// owning remote's prerendered fragment inlined, or the plain shell when there is none.
//
// Every response carries the security headers (securityHeaders below); the shell's HTML gets the app's
// Content-Security-Policy (appContentSecurityPolicy), built per response from app-config.json and the hashes of the
// page's own inline scripts, so neither a rebuild nor a repointed remote needs a restart.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

import { createFileCache, createPrerenderComposer } from './prerender-compose.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};
// Video is fetched in byte ranges (Safari plays nothing from a server that ignores them; seeking needs them).
const RANGED = new Set(['.webm', '.mp4']);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
// Entry points that must always be revalidated so a redeploy is picked up at once.
const REVALIDATE =
  /(^|\/)(index\.html|app-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|prerender\.json)$/;
/**
 * Files whose name carries their content hash never change: chunks (`name.<hash>.js`) and the assets webpack emits
 * under their hash alone (`<hash>.webm`, the demo video, its poster and captions).
 */
const HASHED = /(\.[0-9a-f]{8,}\.(js|css|mjs)|(^|\/)[0-9a-f]{16,}\.[a-z0-9]+)$/;

// What a response that is not the app's page may do: nothing (JS, JSON and images are loaded by the app's page,
// under the page's policy; this one only matters when such a file is opened on its own).
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000';

/** Headers every response gets; `https` adds HSTS (a browser ignores it over plain http anyway). */
export function securityHeaders({ https }) {
  return {
    'Content-Security-Policy': RESOURCE_POLICY,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * The one byte range of a `Range: bytes=…` header (`start-end`, `start-` or the last `-n` bytes), clamped to `size`;
 * null to send the whole file (no header, or several ranges), 'unsatisfiable' when it starts past the end.
 * @returns {{ start: number, end: number } | null | 'unsatisfiable'}
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start > end ? null : { start, end };
}

/**
 * The CSP hash source of every inline <script> of `html` (the ones without src), e.g. the shell's start script.
 * Only ever given the shell's own documents, never a remote's fragment: a script a fragment carries stays blocked.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The origin of each URL (relative or malformed ones are left out: 'self' covers the first, nothing the second). */
function originsOf(urls) {
  const origins = new Set();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: allows nothing
    }
  }
  return [...origins];
}

/**
 * The app's policy: scripts from the shell, the remotes' origins and the page's hashed inline scripts (no
 * 'unsafe-inline', no eval); fetches to the shell, the remotes (manifests), the API, BaaS and functions URLs.
 * Styles allow 'unsafe-inline' (for styles only): emotion inserts <style> tags at run time from six separately built
 * bundles and the prerendered pages carry its styles inline; a nonce would have to reach every bundle's emotion
 * cache and make each page unique, and injected CSS cannot run code. Images may come from any https host (profile
 * photos are URLs people enter), and from `blob:`: the data room viewer shows a fetched image through an object URL
 * (its bytes need the viewer's token, so no plain URL can serve it). Workers: the page's origin, and `blob:` because
 * pdf.js starts its worker from a `blob:` module that imports the worker file from the founder dashboard's origin (a
 * Worker cannot be started from another origin's URL); that import is still held to script-src. The Book a Demo link
 * is a navigation: nothing to allow. Media (video and its caption tracks): the landing page's demo video from the
 * marketing remote's origin (its poster frame is an image from there too), and video pitches streamed from the API
 * through signed links.
 * @param {{ appConfig?: { apiBaseUrl?: string, baasUrl?: string, functionsUrl?: string,
 *           remotes?: Record<string, string> } | null, scriptHashes?: string[] }} options
 */
export function appContentSecurityPolicy({ appConfig, scriptHashes = [] }) {
  const remotes = originsOf(Object.values(appConfig?.remotes ?? {}));
  const services = originsOf([appConfig?.apiBaseUrl, appConfig?.baasUrl, appConfig?.functionsUrl]);
  const sources = (...lists) => [...new Set(lists.flat())].join(' ');
  return [
    "default-src 'none'",
    `script-src ${sources(["'self'"], scriptHashes, remotes)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(["'self'", 'data:', 'blob:', 'https:'], remotes, services)}`,
    `media-src ${sources(["'self'"], remotes, services)}`,
    "worker-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${sources(["'self'"], remotes, services)}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Behind a TLS-terminating proxy the request arrives over http; X-Forwarded-Proto says what the browser used, but
 * anyone can send that header, so it counts only when TRUST_PROXY says a proxy sets it.
 * @param {string | undefined} value  TRUST_PROXY: unset, empty, "false" or "0" means no proxy
 */
export const trustsProxy = (value) => Boolean(value) && !/^(false|0)$/i.test(value.trim());

/** The scheme the browser used, as the nearest proxy reports it (the first of a list), lower-cased. */
const forwardedProto = (req) =>
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();

/**
 * @param {{ dir: string, port: number, host?: string, cors?: boolean, spa?: boolean, appConfigPath?: string,
 *           compose?: boolean, trustProxy?: boolean }} options  `compose` defaults to true for a shell (spa +
 *           appConfigPath); `trustProxy` (default: TRUST_PROXY is set) reads https from X-Forwarded-Proto
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({
  dir,
  port,
  host = '0.0.0.0',
  cors = false,
  spa = false,
  appConfigPath,
  compose,
  trustProxy = trustsProxy(process.env.TRUST_PROXY),
}) {
  const root = resolve(dir);
  const gzipCache = new Map();
  const readLocal = createFileCache();
  const composer =
    (compose ?? (spa && Boolean(appConfigPath))) && appConfigPath
      ? createPrerenderComposer({ shellDir: root, appConfigPath: resolve(appConfigPath) })
      : null;

  /** The app's policy for one of the shell's documents (`html`: the shell's own, before any fragment is inlined). */
  async function appPolicyHeader(html) {
    const appConfig = appConfigPath
      ? await readLocal(resolve(appConfigPath))
          .then(JSON.parse)
          .catch(() => null)
      : null;
    return {
      'Content-Security-Policy': appContentSecurityPolicy({ appConfig, scriptHashes: inlineScriptHashes(html) }),
    };
  }

  /**
   * `gzip` returns the compressed body (lets a caller cache it); bodies up to 1 KB go uncompressed.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ body: Buffer, ext: string, cacheControl: string, etag?: string, status?: number,
   *           extraHeaders?: Record<string, string>, gzip?: () => Buffer }} options
   */
  function sendBody(
    req,
    res,
    { body, ext, cacheControl, etag, status = 200, extraHeaders = {}, gzip = () => gzipSync(body, { level: 9 }) },
  ) {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {
      'Content-Type': MIME[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ...extraHeaders,
    };
    if (etag) {
      headers.ETag = etag;
      if (status === 200 && req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    let payload = body;
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
      payload = gzip();
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  async function send(req, res, filePath, status = 200) {
    const ext = extname(filePath);
    const info = await stat(filePath);
    const relative = filePath
      .slice(root.length + 1)
      .split(sep)
      .join('/');
    const cacheControl =
      REVALIDATE.test(relative) || ext === '.html'
        ? 'no-cache'
        : HASHED.test(relative)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300';
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const body = await readFile(filePath);
    const key = `${filePath}:${info.mtimeMs}`;
    const gzip = () => {
      if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body, { level: 9 }));
      return gzipCache.get(key);
    };
    const extraHeaders = ext === '.html' ? await appPolicyHeader(body.toString('utf8')) : {};
    if (RANGED.has(ext)) {
      extraHeaders['Accept-Ranges'] = 'bytes';
      const range = byteRange(req.headers.range, body.length);
      if (range === 'unsatisfiable') {
        res.writeHead(416, { 'Content-Range': `bytes */${body.length}` });
        res.end();
        return;
      }
      if (range) {
        extraHeaders['Content-Range'] = `bytes ${range.start}-${range.end}/${body.length}`;
        const part = body.subarray(range.start, range.end + 1);
        sendBody(req, res, { body: part, ext, cacheControl, etag, status: 206, extraHeaders });
        return;
      }
    }
    sendBody(req, res, { body, ext, cacheControl, etag, status, gzip, extraHeaders });
  }

  /** The composed prerendered page for an app route, when the shell and the owning remote have one. */
  async function sendComposed(req, res, pathname) {
    if (!composer) return false;
    const origin = `http://${req.headers.host ?? `localhost:${port}`}`;
    const page = await composer.render(pathname, { origin }).catch((error) => {
      console.error('[serve-static] prerender composition failed', error);
      return null;
    });
    if (!page) return false;
    sendBody(req, res, {
      body: Buffer.from(page.html),
      ext: '.html',
      cacheControl: 'no-cache',
      extraHeaders: {
        'X-Pear-Prerender': `${page.remote}${page.buildId ? `@${page.buildId}` : ''}`,
        ...(await appPolicyHeader(page.shellDocument)),
      },
    });
    return true;
  }

  const server = createServer(async (req, res) => {
    const https = trustProxy && forwardedProto(req) === 'https';
    for (const [name, value] of Object.entries(securityHeaders({ https }))) res.setHeader(name, value);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed %-escape (/%E0%A4%A) is the client's mistake, not the server's.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the path is not a valid URL path');
      return;
    }
    try {
      if (appConfigPath && pathname === '/app-config.json') {
        await send(req, res, resolve(appConfigPath));
        return;
      }
      if (spa && !extname(pathname) && (await sendComposed(req, res, pathname))) return;
      const filePath = normalize(join(root, pathname));
      if (filePath !== root && !filePath.startsWith(root + sep)) {
        res.writeHead(403);
        res.end();
        return;
      }
      const info = await stat(filePath).catch(() => null);
      if (info?.isFile()) return await send(req, res, filePath);
      if (info?.isDirectory()) {
        const index = join(filePath, 'index.html');
        if (await stat(index).catch(() => null)) return await send(req, res, index);
      }
      // Client-side routes: any path without a file extension renders the app, which shows its own 404.
      if (spa && !extname(pathname)) return await send(req, res, join(root, 'index.html'));
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
      console.error(error);
    }
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

// CLI: node scripts/serve-static.mjs --dir dist --port 3001 [--cors] [--spa] [--app-config file]
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const dir = value('--dir') ?? 'dist';
  const port = Number(value('--port') ?? 8080);
  const server = await serveStatic({
    dir,
    port,
    cors: args.includes('--cors'),
    spa: args.includes('--spa'),
    appConfigPath: value('--app-config'),
  });
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${resolve(dir)} on http://localhost:${listening}`);
}
