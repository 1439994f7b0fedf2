// The static servers' security (scripts/serve-static.mjs): headers, the app's Content-Security-Policy, bad paths.
// Run with `node --test scripts/__tests__/` (a step of `npm test`).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { freePort } from '../free-port.mjs';
import { serveStatic, trustsProxy } from '../serve-static.mjs';

const START_SCRIPT = '(function(){document.documentElement.dataset.started=""})()';
const SLOT = '[[pear-remote-slot:marketing]]';
const SECRET = 'the secret next to the served folder';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A raw GET: the path goes out exactly as written (fetch would normalise dot segments). */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The CSP's directives by name, each a list of sources. */
const directives = (policy) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const close = (server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

describe('serveStatic security', () => {
  let base;
  let shellServer;
  let shellPort;
  let remoteServer;
  let remotePort;
  let remoteOrigin;

  before(async () => {
    base = await mkdtemp(join(tmpdir(), 'pear-serve-static-'));
    const shellDir = join(base, 'dist');
    const remoteDir = join(base, 'remote');
    await mkdir(join(shellDir, 'prerender'), { recursive: true });
    await mkdir(join(remoteDir, 'prerender'), { recursive: true });
    await mkdir(join(base, 'dist-secret'));
    await writeFile(join(base, 'secret.txt'), SECRET);
    await writeFile(join(base, 'dist-secret', 'secret.txt'), SECRET);

    const index = (root) =>
      `<!doctype html><html><head><title>Pear</title><script src="/main.js"></script></head><body>${root}` +
      `<script>${START_SCRIPT}</script><script type="application/json" id="data">{"a":1}</script></body></html>`;
    await writeFile(join(shellDir, 'index.html'), index('<div id="root"></div>'));
    await writeFile(join(shellDir, 'main.js'), 'console.log("shell")');
    await writeFile(
      join(shellDir, 'prerender', 'index.html'),
      index(`<div id="root" data-prerendered="marketing">${SLOT}</div>`),
    );
    await writeFile(
      join(shellDir, 'prerender.json'),
      JSON.stringify({ pages: { '/': { document: 'prerender/index.html', remote: 'marketing', slot: SLOT } } }),
    );

    // The remote's fragment carries a script of its own: the page's policy must not let it run.
    await writeFile(join(remoteDir, 'mf-manifest.json'), '{}');
    await writeFile(join(remoteDir, 'remoteEntry.js'), 'var marketing = {};');
    await writeFile(
      join(remoteDir, 'prerender.json'),
      JSON.stringify({ remote: 'marketing', buildId: 'm-1', pages: { '/': { fragment: 'prerender/index.html' } } }),
    );
    await writeFile(
      join(remoteDir, 'prerender', 'index.html'),
      '<div data-remote="marketing">Fundraising, matched<script>alert("fragment")</script></div>',
    );

    remotePort = await freePort();
    remoteOrigin = `http://127.0.0.1:${remotePort}`;
    remoteServer = await serveStatic({ dir: remoteDir, port: remotePort, host: '127.0.0.1', cors: true });

    const appConfigPath = join(base, 'app-config.json');
    await writeFile(
      appConfigPath,
      JSON.stringify({
        apiBaseUrl: 'http://api.pear.test:4000',
        baasUrl: 'https://baas.example',
        functionsUrl: 'https://functions.example/functions/v1',
        bookDemoUrl: 'https://calendly.example/pear',
        remotes: { marketing: `${remoteOrigin}/mf-manifest.json`, billing: 'https://cdn.example/billing/mf.json' },
      }),
    );
    shellPort = await freePort();
    shellServer = await serveStatic({ dir: shellDir, port: shellPort, host: '127.0.0.1', spa: true, appConfigPath });
  });

  after(async () => {
    await close(shellServer);
    await close(remoteServer);
    await rm(base, { recursive: true, force: true });
  });

  test("the app's page: a strict policy allowing the remotes, the API and the page's own inline scripts only", async () => {
    const response = await get(shellPort, '/signin'); // the plain shell (no prerendered page for /signin)
    assert.equal(response.status, 200);
    const policy = directives(response.headers['content-security-policy']);
    assert.deepEqual(policy['default-src'], ["'none'"]);
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.deepEqual(policy['base-uri'], ["'none'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.deepEqual(
      policy['script-src'].sort(),
      ["'self'", sha256(START_SCRIPT), sha256('{"a":1}'), 'https://cdn.example', remoteOrigin].sort(),
    );
    assert.ok(!policy['script-src'].some((source) => /unsafe/.test(source)), 'no unsafe-inline, no unsafe-eval');
    // The data room viewer: pdf.js's worker starts from a blob: module; images are shown from object URLs.
    assert.deepEqual(policy['worker-src'], ["'self'", 'blob:']);
    assert.ok(policy['img-src'].includes('blob:'));
    for (const origin of [remoteOrigin, 'https://cdn.example', 'http://api.pear.test:4000', 'https://baas.example']) {
      assert.ok(policy['connect-src'].includes(origin), `connect-src allows ${origin}`);
    }
    assert.ok(policy['connect-src'].includes('https://functions.example'));
    // The landing demo video comes from the marketing remote; video pitches stream from the API.
    for (const origin of ["'self'", remoteOrigin, 'http://api.pear.test:4000']) {
      assert.ok(policy['media-src'].includes(origin), `media-src allows ${origin}`);
    }
    assert.ok(policy['img-src'].includes(remoteOrigin), "the demo video's poster frame");
    assert.ok(!response.headers['content-security-policy'].includes('calendly'), 'a link needs no permission');
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['strict-transport-security'], undefined, 'plain http: no HSTS');
  });

  test("a composed page hashes the shell's scripts, never one the remote's fragment brings", async () => {
    const response = await get(shellPort, '/');
    assert.equal(response.headers['x-pear-prerender'], 'marketing@m-1');
    assert.match(response.body, /alert\("fragment"\)/);
    const scripts = directives(response.headers['content-security-policy'])['script-src'];
    assert.ok(scripts.includes(sha256(START_SCRIPT)));
    assert.ok(!scripts.includes(sha256('alert("fragment")')));
  });

  test('a repointed remote is in the policy of the next page, without a restart', async () => {
    const appConfigPath = join(base, 'app-config.json');
    const config = JSON.parse(await (await fetch(`http://127.0.0.1:${shellPort}/app-config.json`)).text());
    await writeFile(
      appConfigPath,
      JSON.stringify({ ...config, remotes: { ...config.remotes, billing: 'https://cdn2.example/billing/mf.json' } }),
    );
    const scripts = directives((await get(shellPort, '/payment')).headers['content-security-policy'])['script-src'];
    assert.ok(scripts.includes('https://cdn2.example'));
    assert.ok(!scripts.includes('https://cdn.example'));
    await writeFile(appConfigPath, JSON.stringify(config));
  });

  test("a remote's files: CORS for the shell, a deny-all policy of their own, the same headers", async () => {
    const entry = await get(remotePort, '/remoteEntry.js', { origin: `http://127.0.0.1:${shellPort}` });
    assert.equal(entry.status, 200);
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.equal(entry.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(entry.headers['x-content-type-options'], 'nosniff');
    assert.equal(entry.headers['x-frame-options'], 'DENY');

    const manifest = await fetch(`${remoteOrigin}/mf-manifest.json`, { method: 'OPTIONS' });
    assert.equal(manifest.status, 204);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  });

  test('HSTS only over https, and X-Forwarded-Proto counts only when a proxy is trusted', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    assert.equal((await get(shellPort, '/', forwarded)).headers['strict-transport-security'], undefined);

    const port = await freePort();
    const behindProxy = await serveStatic({ dir: join(base, 'dist'), port, host: '127.0.0.1', trustProxy: true });
    try {
      assert.equal((await get(port, '/', forwarded)).headers['strict-transport-security'], 'max-age=31536000');
      assert.equal((await get(port, '/main.js', forwarded)).headers['strict-transport-security'], 'max-age=31536000');
      assert.equal(
        (await get(port, '/', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security'],
        undefined,
      );
    } finally {
      await close(behindProxy);
    }
    assert.equal(trustsProxy(undefined), false);
    assert.equal(trustsProxy('false'), false);
    assert.equal(trustsProxy('0'), false);
    assert.equal(trustsProxy('1'), true);
    assert.equal(trustsProxy('10.0.0.0/8'), true);
  });

  test('a malformed %-escape is a 400, on the shell and on a remote', async () => {
    for (const port of [shellPort, remotePort]) {
      for (const path of ['/%E0%A4%A', '/%', '/%zz/index.html', '/signin%C0']) {
        const response = await get(port, path);
        assert.equal(response.status, 400, `${path} → ${response.status}`);
        assert.match(response.body, /not a valid URL path/);
        assert.equal(response.headers['x-frame-options'], 'DENY');
      }
    }
  });

  test('no path reaches a file outside the served folder', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%2fsecret.txt',
      '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/dist-secret/secret.txt',
      '/..%2fdist-secret%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00../secret.txt',
      '/secret.txt%00.html',
      '//../secret.txt',
    ];
    for (const port of [shellPort, remotePort]) {
      for (const path of attempts) {
        const response = await get(port, path);
        assert.ok([400, 403, 404].includes(response.status), `${path} → ${response.status}`);
        assert.ok(!response.body.includes(SECRET), `${path} must not serve the secret`);
        assert.ok(!response.body.includes('root:'), `${path} must not serve /etc/passwd`);
      }
    }
  });
});

describe('serveStatic media (the demo video on /landing)', () => {
  const VIDEO = 'abcdefghijklmnopqrstuvwxyz'.repeat(100); // 2,600 bytes
  let base;
  let server;
  let port;

  before(async () => {
    base = await mkdtemp(join(tmpdir(), 'pear-serve-media-'));
    await writeFile(join(base, 'demo.webm'), VIDEO);
    await writeFile(join(base, 'demo.mp4'), VIDEO);
    await writeFile(join(base, 'demo.en.vtt'), 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHello\n');
    await writeFile(join(base, '0f8c9efbb3464dc3b063.webm'), VIDEO);
    port = await freePort();
    server = await serveStatic({ dir: base, port, cors: true });
  });

  after(async () => {
    await close(server);
    await rm(base, { recursive: true, force: true });
  });

  test('an asset named by its content hash is cached for good; an unhashed one for 5 minutes', async () => {
    const hashed = await get(port, '/0f8c9efbb3464dc3b063.webm');
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get(port, '/demo.webm')).headers['cache-control'], 'public, max-age=300');
  });

  test('videos and captions have their own content types (nosniff would refuse a track served as bytes)', async () => {
    for (const [path, type] of [
      ['/demo.webm', 'video/webm'],
      ['/demo.mp4', 'video/mp4'],
      ['/demo.en.vtt', 'text/vtt; charset=utf-8'],
    ]) {
      const response = await get(port, path, { 'accept-encoding': 'gzip' });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-type'], type, path);
      assert.equal(response.headers['access-control-allow-origin'], '*', path);
    }
    const whole = await get(port, '/demo.webm', { 'accept-encoding': 'gzip' });
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.equal(whole.headers['content-encoding'], undefined);
    assert.equal(whole.body, VIDEO);
  });

  test('a byte range is a 206 with that part; one past the end is a 416', async () => {
    const part = await get(port, '/demo.webm', { range: 'bytes=26-51' });
    assert.equal(part.status, 206);
    assert.equal(part.headers['content-range'], `bytes 26-51/${VIDEO.length}`);
    assert.equal(part.headers['content-length'], '26');
    assert.equal(part.body, 'abcdefghijklmnopqrstuvwxyz');

    const open = await get(port, '/demo.mp4', { range: 'bytes=2590-' });
    assert.equal(open.status, 206);
    assert.equal(open.body, 'qrstuvwxyz');
    const suffix = await get(port, '/demo.mp4', { range: 'bytes=-3' });
    assert.equal(suffix.body, 'xyz');

    const beyond = await get(port, '/demo.webm', { range: `bytes=${VIDEO.length}-` });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers['content-range'], `bytes */${VIDEO.length}`);
    // Several ranges at once: the whole file (allowed by RFC 9110, and all a browser's player needs).
    const several = await get(port, '/demo.webm', { range: 'bytes=0-1,5-6' });
    assert.equal(several.status, 200);
    assert.equal(several.body.length, VIDEO.length);
  });
});
