// A small static file server for the built shell and remotes: correct cache headers for
// federation (manifests and entries revalidate, hashed chunks are immutable), CORS for remotes,
// gzip, ETags, an SPA fallback for the shell, and /app-config.json read fresh from disk on each request
// so repointing a remote needs no restart and no rebuild. Serving the shell with an app config, it also
// composes prerendered pages (scripts/prerender-compose.mjs): the shell's page for the route with the
// owning remote's prerendered fragment inlined, or the plain shell when there is none.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

import { createPrerenderComposer } from './prerender-compose.mjs';

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
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
// Entry points that must always be revalidated so a redeploy is picked up at once.
const REVALIDATE =
  /(^|\/)(index\.html|app-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|prerender\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

/**
 * @param {{ dir: string, port: number, host?: string, cors?: boolean, spa?: boolean, appConfigPath?: string,
 *           compose?: boolean }} options  `compose` defaults to true for a shell (spa + appConfigPath)
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, host = '0.0.0.0', cors = false, spa = false, appConfigPath, compose }) {
  const root = resolve(dir);
  const gzipCache = new Map();
  const composer =
    (compose ?? (spa && Boolean(appConfigPath))) && appConfigPath
      ? createPrerenderComposer({ shellDir: root, appConfigPath: resolve(appConfigPath) })
      : null;

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
      'X-Content-Type-Options': 'nosniff',
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
    sendBody(req, res, { body, ext, cacheControl, etag, status, gzip });
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
      extraHeaders: { 'X-Pear-Prerender': `${page.remote}${page.buildId ? `@${page.buildId}` : ''}` },
    });
    return true;
  }

  const server = createServer(async (req, res) => {
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
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
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
