import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { API_CONTENT_SECURITY_POLICY } from '../src/plugins/security-headers.js';
// eslint-disable-next-line import/no-relative-packages -- the repository's one freePort, shared with scripts/ and e2e/
import { freePort } from '../../scripts/free-port.mjs';
import { buildTestApp, signUpUser } from './helpers.js';

describe('TRUST_PROXY and REQUEST_TIMEOUT_MS', () => {
  it('parse: unset trusts nothing; a hop count; addresses and CIDRs; anything else is refused', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128,loopback' }).trustProxy, [
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
      'loopback',
    ]);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY: must be a hop count .*not true/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), /TRUST_PROXY/);
    assert.equal(loadConfig({}).requestTimeoutMs, 30_000);
    assert.equal(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs, 5000);
  });
});

describe('rate limits behind a proxy', () => {
  /** Early-access sign-ups are rate limited per client; an empty body is refused (400) but still counts. */
  const signUpFrom = (app: FastifyInstance, client: string) =>
    app.inject({
      method: 'POST',
      url: '/rest/v1/early_access_signups',
      headers: { apikey: 'pear-public-anon-key', 'x-forwarded-for': client },
      payload: {},
    });

  async function statusesFor(trustProxy: false | number) {
    const app = await buildTestApp({ rateLimitMax: 2, trustProxy });
    try {
      const first = [await signUpFrom(app, '203.0.113.1'), await signUpFrom(app, '203.0.113.1')];
      assert.deepEqual(
        first.map((response) => response.statusCode),
        [400, 400],
      );
      return {
        sameClient: (await signUpFrom(app, '203.0.113.1')).statusCode,
        otherClient: (await signUpFrom(app, '203.0.113.2')).statusCode,
      };
    } finally {
      await app.close();
    }
  }

  it('with TRUST_PROXY=1 two X-Forwarded-For clients get separate buckets', async () => {
    assert.deepEqual(await statusesFor(1), { sameClient: 429, otherClient: 400 });
  });

  it('without it they share the proxy address, and its bucket (X-Forwarded-For is not believed)', async () => {
    assert.deepEqual(await statusesFor(false), { sameClient: 429, otherClient: 429 });
  });
});

describe('request timeout', () => {
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    port = await freePort();
    app = await buildTestApp({ requestTimeoutMs: 400 });
    await app.listen({ port, host: '127.0.0.1' });
  });
  after(() => app.close());

  it('answers 408 and closes a connection whose body never finishes arriving', async () => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    socket.write(
      'POST /rest/v1/early_access_signups HTTP/1.1\r\nHost: localhost\r\napikey: pear-public-anon-key\r\n' +
        'content-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":',
    );
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      // Without a request timeout the server waits for the other 991 bytes forever.
      setTimeout(() => resolve(false), 5_000).unref();
    });
    socket.destroy();
    const elapsed = Date.now() - started;
    assert.ok(closed, `the connection was still open after ${elapsed} ms`);
    assert.match(received, /^HTTP\/1\.1 408/);
    assert.ok(elapsed >= 400 && elapsed < 3_000, `closed after ${elapsed} ms`);
  });

  it('is armed with the default 30 s too (Node ignores it while headersTimeout is longer)', async () => {
    const defaults = await buildTestApp({ requestTimeoutMs: loadConfig({}).requestTimeoutMs });
    try {
      assert.equal(defaults.server.requestTimeout, 30_000);
      assert.ok(defaults.server.headersTimeout <= defaults.server.requestTimeout);
    } finally {
      await defaults.close();
    }
  });
});

describe('security headers', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ corsOrigins: ['http://localhost:3000'] });
    // How the API's own HTML pages set their page policy: reply.header after helmet.
    app.get('/test-only/page', async (_request, reply) =>
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'sha256-abc'; frame-ancestors 'none'")
        .type('text/html')
        .send('<p>page</p>'),
    );
  });
  after(() => app.close());

  it('JSON answers: CSP none, no framing, no referrer, nosniff, no HSTS over http', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.headers['content-security-policy'], API_CONTENT_SECURITY_POLICY);
    assert.equal(API_CONTENT_SECURITY_POLICY, "default-src 'none';frame-ancestors 'none'");
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['strict-transport-security'], undefined);
  });

  it('errors carry them too (a 404)', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/thing' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers['content-security-policy'], API_CONTENT_SECURITY_POLICY);
  });

  it('a cross-origin fetch from the web app still works: CORS allowed, CORP same-site, no COEP', async () => {
    const response = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3000' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(response.headers['cross-origin-resource-policy'], 'same-site');
    assert.equal(response.headers['cross-origin-embedder-policy'], undefined);
  });

  it('a route can replace the CSP with its own page policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/test-only/page' });
    assert.equal(
      response.headers['content-security-policy'],
      "default-src 'none'; style-src 'sha256-abc'; frame-ancestors 'none'",
    );
  });

  it('HSTS only when API_PUBLIC_URL is https', async () => {
    const https = await buildTestApp({ apiPublicUrl: 'https://api.pear.example' });
    try {
      const response = await https.inject({ method: 'GET', url: '/health' });
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});

describe('long path parameters', () => {
  it('an unknown id as long as the contract allows (a 200-character session id) is a 404, not a 414', async () => {
    const app = await buildTestApp();
    try {
      const { authorization } = await signUpUser(app, 'founder', 'long-id');
      const response = await app.inject({
        url: `/prod/payment/session/cs_${'a'.repeat(197)}`,
        headers: { authorization },
      });
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, 'Unknown checkout session');
    } finally {
      await app.close();
    }
  });
});
