// Unit tests of the serve-time composition (scripts/prerender-compose.mjs) and of serve-static's use of it.
// Run with `node --test scripts/__tests__/` (a step of `npm test`).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';

import { freePort } from '../free-port.mjs';
import { applyHead, createPrerenderComposer } from '../prerender-compose.mjs';
import { serveStatic } from '../serve-static.mjs';

const SLOT = '[[pear-remote-slot:marketing]]';
const SHELL_DOCUMENT =
  '<!doctype html><html><head><meta name="description" content="Default description"/><title>Pear</title></head>' +
  `<body><div id="root" data-prerendered="marketing"><header>Pear</header><main><!--$-->${SLOT}<!--/$--></main></div></body></html>`;
const REMOTE_BASE = 'https://cdn.example/marketing/v1/';

/** A shell dist folder with a prerendered "/" around the marketing slot, and an app-config.json naming marketing. */
async function createShellFixture(manifestUrl = `${REMOTE_BASE}mf-manifest.json`) {
  const dir = await mkdtemp(join(tmpdir(), 'pear-compose-'));
  await mkdir(join(dir, 'prerender'));
  await writeFile(join(dir, 'prerender', 'index.html'), SHELL_DOCUMENT);
  await writeFile(
    join(dir, 'prerender.json'),
    JSON.stringify({ pages: { '/': { document: 'prerender/index.html', remote: 'marketing', slot: SLOT } } }),
  );
  const appConfigPath = join(dir, 'app-config.json');
  const setRemote = (url) => writeFile(appConfigPath, JSON.stringify({ remotes: { marketing: url } }));
  await setRemote(manifestUrl);
  return { dir, appConfigPath, setRemote };
}

/**
 * A fake remote host: files by URL, each with an ETag; `fetch` answers 304 to a matching If-None-Match and records
 * every request. `down` makes every request fail like a refused connection.
 */
function createFakeRemote(files) {
  const state = { files: { ...files }, requests: [], down: false, hang: false };
  const fetchImpl = async (url, init = {}) => {
    state.requests.push({ url, ifNoneMatch: init.headers?.['If-None-Match'] });
    if (state.down) throw new TypeError('fetch failed: ECONNREFUSED');
    if (state.hang) {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal.reason));
      });
    }
    const path = url.split('?')[0];
    const body = state.files[path];
    if (body === undefined) return new Response('Not found', { status: 404 });
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (init.headers?.['If-None-Match'] === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(body, { status: 200, headers: { etag } });
  };
  return { state, fetchImpl };
}

const remoteFiles = ({
  buildId = 'marketing-1',
  fragment = '<div data-remote="marketing">Fundraising, matched</div>',
} = {}) => ({
  [`${REMOTE_BASE}prerender.json`]: JSON.stringify({
    remote: 'marketing',
    buildId,
    pages: {
      '/': {
        fragment: 'prerender/index.html',
        head: 'prerender/index.head.html',
        title: 'Pear — fundraising matchmaking',
        description: 'Matched <investors> & "founders"',
        canonicalPath: '/',
      },
    },
  }),
  [`${REMOTE_BASE}prerender/index.html`]: fragment,
  [`${REMOTE_BASE}prerender/index.head.html`]:
    '<style data-emotion="pear abc" data-s="">.pear-abc{color:green}</style>',
});

describe('createPrerenderComposer', () => {
  let shell;
  let clock;
  const now = () => clock;

  beforeEach(async () => {
    shell = await createShellFixture();
    clock = 1_000;
  });

  test('inlines the remote fragment into the slot, its styles and page head into <head>', async () => {
    const remote = createFakeRemote(remoteFiles());
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
    });
    const page = await composer.render('/', { origin: 'http://localhost:3000' });
    assert.ok(page);
    assert.equal(page.remote, 'marketing');
    assert.equal(page.buildId, 'marketing-1');
    assert.match(
      page.html,
      /<main><!--\$--><div data-remote="marketing">Fundraising, matched<\/div><!--\/\$--><\/main>/,
    );
    assert.ok(!page.html.includes(SLOT));
    assert.match(
      page.html,
      /<style data-emotion="pear abc" data-s="">.pear-abc\{color:green\}<\/style><link rel="canonical" href="http:\/\/localhost:3000\/" data-prerendered="" \/>\s*<\/head>/,
    );
    assert.match(page.html, /<title>Pear — fundraising matchmaking<\/title>/);
    assert.match(
      page.html,
      /<meta name="description" content="Matched &lt;investors&gt; &amp; &quot;founders&quot;" data-default="Default description" \/>/,
    );
  });

  test('a route without a prerendered shell page, or that the remote did not prerender, gives null', async () => {
    const remote = createFakeRemote(remoteFiles());
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
    });
    assert.equal(await composer.render('/signin'), null);
    assert.equal(remote.state.requests.length, 0);

    const withoutPage = createFakeRemote({
      ...remoteFiles(),
      [`${REMOTE_BASE}prerender.json`]: JSON.stringify({ pages: {} }),
    });
    const other = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: withoutPage.fetchImpl,
      now,
    });
    assert.equal(await other.render('/'), null);
  });

  test('a remote without prerendered pages (an older build: no prerender.json) gives null', async () => {
    const remote = createFakeRemote({});
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
    });
    assert.equal(await composer.render('/'), null);
  });

  test('remote down: null (the plain shell is served), and the failure is remembered for the TTL', async () => {
    const remote = createFakeRemote(remoteFiles());
    remote.state.down = true;
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
      ttlMs: 5_000,
    });
    assert.equal(await composer.render('/'), null);
    assert.equal(await composer.render('/'), null);
    assert.equal(remote.state.requests.length, 1, 'one failed request per TTL, not one per page view');

    // Back up after the TTL: composed again.
    remote.state.down = false;
    clock += 5_001;
    assert.ok(await composer.render('/'));
  });

  test('a hanging remote gives null after the timeout', async () => {
    const remote = createFakeRemote(remoteFiles());
    remote.state.hang = true;
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
      timeoutMs: 50,
    });
    const started = Date.now();
    assert.equal(await composer.render('/'), null);
    assert.ok(Date.now() - started < 1_000);
  });

  test('the remote files are cached for the TTL, then revalidated with If-None-Match', async () => {
    const remote = createFakeRemote(remoteFiles());
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
      ttlMs: 5_000,
    });
    await composer.render('/');
    assert.equal(remote.state.requests.length, 3); // prerender.json, fragment, head
    await composer.render('/');
    await composer.render('/');
    assert.equal(remote.state.requests.length, 3, 'served from the cache within the TTL');

    clock += 5_001;
    const page = await composer.render('/');
    assert.ok(page?.html.includes('Fundraising, matched'));
    const revalidations = remote.state.requests.slice(3);
    assert.ok(revalidations.length > 0);
    assert.ok(
      revalidations.every((request) => request.ifNoneMatch),
      'conditional requests',
    );
  });

  test('a redeploy of the remote in place is served once the TTL has passed, without a restart', async () => {
    const remote = createFakeRemote(remoteFiles());
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
      ttlMs: 5_000,
    });
    assert.ok((await composer.render('/'))?.html.includes('Fundraising, matched'));

    Object.assign(
      remote.state.files,
      remoteFiles({ buildId: 'marketing-2', fragment: '<div data-remote="marketing">New headline</div>' }),
    );
    assert.ok(
      (await composer.render('/'))?.html.includes('Fundraising, matched'),
      'still the cached build within the TTL',
    );
    clock += 5_001;
    const page = await composer.render('/');
    assert.equal(page?.buildId, 'marketing-2');
    assert.ok(page?.html.includes('New headline'));
  });

  test('repointing app-config.json at a new build is picked up on the next request', async () => {
    const v2 = 'https://cdn.example/marketing/v2/';
    const files = remoteFiles();
    for (const [url, body] of Object.entries(
      remoteFiles({ buildId: 'marketing-v2', fragment: '<div>Version two</div>' }),
    )) {
      files[url.replace(REMOTE_BASE, v2)] = body;
    }
    const remote = createFakeRemote(files);
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
    });
    assert.equal((await composer.render('/'))?.buildId, 'marketing-1');
    await shell.setRemote(`${v2}mf-manifest.json`);
    const page = await composer.render('/');
    assert.equal(page?.buildId, 'marketing-v2');
    assert.ok(page?.html.includes('Version two'));
  });

  test('a remote missing from app-config.json gives null', async () => {
    await writeFile(shell.appConfigPath, JSON.stringify({ remotes: {} }));
    const remote = createFakeRemote(remoteFiles());
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
      now,
    });
    assert.equal(await composer.render('/'), null);
  });
});

describe("the files a remote's prerender.json names must be on the remote's own origin", () => {
  const hostile = [
    ['an absolute URL to another host', 'https://evil.example/fragment.html'],
    ['a protocol-relative URL', '//evil.example/fragment.html'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['the same host on another port', 'https://cdn.example:8443/marketing/v1/prerender/index.html'],
    ['the same host over http', 'http://cdn.example/marketing/v1/prerender/index.html'],
    ['not a string', { href: 'https://evil.example/' }],
  ];

  /** The remote's files with `fragment` (or `head`) pointing at `address`, and evil.example answering too. */
  const withAddress = (field, address) => {
    const files = remoteFiles();
    const manifest = JSON.parse(files[`${REMOTE_BASE}prerender.json`]);
    manifest.pages['/'][field] = address;
    return {
      ...files,
      [`${REMOTE_BASE}prerender.json`]: JSON.stringify(manifest),
      'https://evil.example/fragment.html': '<div>Injected</div>',
      'https://cdn.example:8443/marketing/v1/prerender/index.html': '<div>Injected</div>',
      'http://cdn.example/marketing/v1/prerender/index.html': '<div>Injected</div>',
    };
  };

  for (const field of ['fragment', 'head']) {
    for (const [what, address] of hostile) {
      test(`${what} as the ${field}: not fetched, the plain shell is served, logged once`, async () => {
        const shell = await createShellFixture();
        const remote = createFakeRemote(withAddress(field, address));
        const warnings = [];
        const composer = createPrerenderComposer({
          shellDir: shell.dir,
          appConfigPath: shell.appConfigPath,
          fetchImpl: remote.fetchImpl,
          warn: (message) => warnings.push(message),
        });
        assert.equal(await composer.render('/'), null);
        assert.equal(await composer.render('/'), null);
        assert.deepEqual(
          remote.state.requests.map((request) => request.url),
          [`${REMOTE_BASE}prerender.json`],
          'only the manifest is fetched',
        );
        assert.equal(warnings.length, 1, 'logged once, not per page view');
        assert.match(warnings[0], /marketing's prerender\.json: not on the remote's own origin/);
        await rm(shell.dir, { recursive: true, force: true });
      });
    }
  }

  test('relative and absolute same-origin addresses are composed', async () => {
    for (const address of [
      'prerender/index.html',
      '/marketing/v1/prerender/index.html',
      `${REMOTE_BASE}prerender/index.html`,
    ]) {
      const shell = await createShellFixture();
      const remote = createFakeRemote(withAddress('fragment', address));
      const composer = createPrerenderComposer({
        shellDir: shell.dir,
        appConfigPath: shell.appConfigPath,
        fetchImpl: remote.fetchImpl,
        warn: () => assert.fail(`${address} was refused`),
      });
      assert.match((await composer.render('/'))?.html ?? '', /Fundraising, matched/, address);
      await rm(shell.dir, { recursive: true, force: true });
    }
  });

  test('a build id unfit for a response header is left out of it, the page still composed', async () => {
    const shell = await createShellFixture();
    const remote = createFakeRemote(remoteFiles({ buildId: 'marketing-1\r\nSet-Cookie: a=b' }));
    const composer = createPrerenderComposer({
      shellDir: shell.dir,
      appConfigPath: shell.appConfigPath,
      fetchImpl: remote.fetchImpl,
    });
    const page = await composer.render('/');
    assert.ok(page?.html.includes('Fundraising, matched'));
    assert.equal(page.buildId, undefined);
    await rm(shell.dir, { recursive: true, force: true });
  });
});

test('applyHead leaves a document alone when the page names no head', () => {
  assert.equal(
    applyHead('<head><title>Pear</title></head>', {}, 'http://localhost'),
    '<head><title>Pear</title></head>',
  );
});

/** Closes a server, including the idle keep-alive connections fetch leaves open. */
const close = (server) =>
  new Promise((resolve) => {
    if (!server) return resolve();
    server.close(resolve);
    server.closeAllConnections();
  });

describe('serveStatic composes prerendered pages for the shell', () => {
  let shell;
  let remoteDir;
  let remoteServer;
  let remotePort;
  let shellServer;
  let shellUrl;

  before(async () => {
    remoteDir = await mkdtemp(join(tmpdir(), 'pear-remote-'));
    await mkdir(join(remoteDir, 'prerender'));
    await writeFile(join(remoteDir, 'mf-manifest.json'), '{}');
    await writeFile(
      join(remoteDir, 'prerender.json'),
      JSON.stringify({
        remote: 'marketing',
        buildId: 'marketing-http',
        pages: { '/': { fragment: 'prerender/index.html' } },
      }),
    );
    await writeFile(
      join(remoteDir, 'prerender', 'index.html'),
      '<div data-remote="marketing">Fundraising, matched</div>',
    );
    remotePort = await freePort();
    remoteServer = await serveStatic({ dir: remoteDir, port: remotePort, host: '127.0.0.1', cors: true });

    shell = await createShellFixture(`http://127.0.0.1:${remotePort}/mf-manifest.json`);
    await writeFile(
      join(shell.dir, 'index.html'),
      '<!doctype html><html><head><title>Pear</title></head><body><div id="root"></div></body></html>',
    );
    const shellPort = await freePort();
    shellServer = await serveStatic({
      dir: shell.dir,
      port: shellPort,
      host: '127.0.0.1',
      spa: true,
      appConfigPath: shell.appConfigPath,
    });
    shellUrl = `http://127.0.0.1:${shellPort}`;
  });

  after(async () => {
    await close(shellServer);
    await close(remoteServer);
    await rm(remoteDir, { recursive: true, force: true });
    await rm(shell.dir, { recursive: true, force: true });
  });

  test('GET / answers the composed page, marked with the remote build', async () => {
    const response = await fetch(`${shellUrl}/`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-pear-prerender'), 'marketing@marketing-http');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.match(html, /<div data-remote="marketing">Fundraising, matched<\/div>/);
  });

  test('other app routes get the plain shell', async () => {
    const html = await (await fetch(`${shellUrl}/signin`)).text();
    assert.match(html, /<div id="root"><\/div>/);
  });

  test('static files carry an ETag and answer 304 to If-None-Match', async () => {
    const first = await fetch(`http://127.0.0.1:${remotePort}/prerender.json`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const second = await fetch(`http://127.0.0.1:${remotePort}/prerender.json`, { headers: { 'If-None-Match': etag } });
    assert.equal(second.status, 304);
  });

  test('with the remote stopped, / falls back to the plain shell', async () => {
    await close(remoteServer);
    remoteServer = null;
    // A new shell server: the first one has the fragment cached for a few seconds (that is the point of the cache).
    const port = await freePort();
    const server = await serveStatic({
      dir: shell.dir,
      port,
      host: '127.0.0.1',
      spa: true,
      appConfigPath: shell.appConfigPath,
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-pear-prerender'), null);
      assert.match(await response.text(), /<div id="root"><\/div>/);
    } finally {
      await close(server);
    }
  });
});
