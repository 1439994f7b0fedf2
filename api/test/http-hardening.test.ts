import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { endpoints, VIDEO_PITCH_LIMITS } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { bodyDeadlineMs, MIN_UPLOAD_BYTES_PER_SECOND } from '../src/plugins/request-deadline.js';
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

/**
 * Over a raw socket (what a slow client does, which inject cannot): writes `head`, then each of `chunks` `everyMs`
 * apart, and waits for the server to close the connection (at most `waitMs`).
 */
/**
 * Node's timers may fire a millisecond or so before `Date.now()` says their delay has passed (they run on a monotonic
 * clock and round), so a lower bound on when the server acted allows this much.
 */
const TIMER_SLACK_MS = 20;

async function slowRequest(port: number, head: string, chunks: Buffer[], everyMs: number, waitMs = 5_000) {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  // Writing after the server cut the connection: EPIPE or ECONNRESET, which is the point.
  socket.on('error', () => {});
  socket.write(head);
  let sent = 0;
  const sending = setInterval(() => {
    const chunk = chunks[sent];
    if (!chunk || !socket.writable) return;
    socket.write(chunk);
    sent += 1;
  }, everyMs);
  const closed = await new Promise<boolean>((resolve) => {
    socket.on('close', () => resolve(true));
    setTimeout(() => resolve(false), waitMs).unref();
  });
  clearInterval(sending);
  socket.destroy();
  const elapsed = Date.now() - started;
  const [status = '', body = ''] = received.split('\r\n\r\n');
  return { closed, elapsed, status: Number(status.split(' ')[1]), body, chunksSent: sent };
}

/** `bytes` cut into `count` nearly equal pieces. */
const piecesOf = (bytes: Buffer, count: number) =>
  Array.from({ length: count }, (_, i) =>
    bytes.subarray(Math.floor((i * bytes.length) / count), Math.floor(((i + 1) * bytes.length) / count)),
  );

const earlyAccessHead = (contentLength: number) =>
  'POST /rest/v1/early_access_signups HTTP/1.1\r\nHost: localhost\r\napikey: pear-public-anon-key\r\n' +
  `content-type: application/json\r\ncontent-length: ${contentLength}\r\n\r\n`;

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
    // Without a request timeout the server waits for the other 991 bytes forever.
    const { closed, elapsed, status, body } = await slowRequest(
      port,
      earlyAccessHead(1000),
      [Buffer.from('{"email":')],
      0,
    );
    assert.ok(closed, `the connection was still open after ${elapsed} ms`);
    assert.equal(status, 408);
    assert.deepEqual(JSON.parse(body), { error: 'Request Timeout', message: 'Client Timeout', statusCode: 408 });
    assert.ok(elapsed >= 400 - TIMER_SLACK_MS && elapsed < 3_000, `closed after ${elapsed} ms`);
  });

  it('answers 408 to headers that never finish (Node keeps that deadline)', async () => {
    const head = 'GET /health HTTP/1.1\r\nHost: localhost\r\n';
    const { closed, elapsed, status } = await slowRequest(port, head, [Buffer.from('x-slow: 1\r\n')], 100);
    assert.ok(closed, `the connection was still open after ${elapsed} ms`);
    assert.equal(status, 408);
    assert.ok(elapsed >= 400 - TIMER_SLACK_MS && elapsed < 3_000, `closed after ${elapsed} ms`);
  });

  it('answers 408 to a JSON body that keeps dribbling in past REQUEST_TIMEOUT_MS', async () => {
    const json = Buffer.from(JSON.stringify({ email: 'dribble@example.com' }));
    // A byte every 50 ms: steady, but the whole body would take 1.5 s.
    const { closed, elapsed, status, chunksSent } = await slowRequest(
      port,
      earlyAccessHead(json.length),
      piecesOf(json, json.length),
      50,
    );
    assert.ok(closed, `the connection was still open after ${elapsed} ms`);
    assert.equal(status, 408);
    assert.ok(chunksSent < json.length, 'cut off before the body was whole');
    assert.ok(elapsed >= 400 - TIMER_SLACK_MS, `closed after ${elapsed} ms`);
  });

  it("keeps the headers deadline at REQUEST_TIMEOUT_MS and replaces Node's whole-request timeout by body deadlines", async () => {
    const defaults = await buildTestApp({ requestTimeoutMs: loadConfig({}).requestTimeoutMs });
    try {
      assert.equal(defaults.server.headersTimeout, 30_000);
      // 0: off. Node still enforces headersTimeout then; the body deadline is the plugin's.
      assert.equal(defaults.server.requestTimeout, 0);
    } finally {
      await defaults.close();
    }
    const video = { maxBytes: VIDEO_PITCH_LIMITS.bytes };
    assert.equal(bodyDeadlineMs(30_000, { 'content-length': '1000' }), 30_000);
    // 200 MB at 256 KB/s is 800 s; 20 MB, 80 s; a chunked upload may be the whole 200 MB.
    assert.equal(MIN_UPLOAD_BYTES_PER_SECOND, 256 * 1024);
    assert.equal(bodyDeadlineMs(30_000, { 'content-length': String(20 * 1024 * 1024) }, video), 110_000);
    assert.equal(bodyDeadlineMs(30_000, { 'transfer-encoding': 'chunked' }, video), 830_000);
    // Declaring more than the route takes (it answers 413) earns no more than its maximum.
    assert.equal(bodyDeadlineMs(30_000, { 'content-length': String(10 * 1024 ** 3) }, video), 830_000);
  });
});

describe("the video upload's wider body deadline", () => {
  const REQUEST_TIMEOUT_MS = 400;
  let app: FastifyInstance;
  let port: number;
  let mp4: Buffer;
  before(async () => {
    port = await freePort();
    app = await buildTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
    await app.listen({ port, host: '127.0.0.1' });
    mp4 = await readFile(path.resolve(import.meta.dirname, '../../fixtures/video/pitch-short.mp4'));
  });
  after(() => app.close());

  const uploadHead = (contentLength: number, authorization?: string, connection = 'close') =>
    `PUT /dev/me/video-pitch HTTP/1.1\r\nHost: localhost\r\nconnection: ${connection}\r\ncontent-type: video/mp4\r\n` +
    `${authorization ? `authorization: ${authorization}\r\n` : ''}content-length: ${contentLength}\r\n\r\n`;
  const budgetFor = (contentLength: number) =>
    bodyDeadlineMs(
      REQUEST_TIMEOUT_MS,
      { 'content-length': String(contentLength) },
      { maxBytes: VIDEO_PITCH_LIMITS.bytes },
    );
  const videoPitchOf = async (authorization: string) => {
    const response = await app.inject({ url: '/dev/me/video-pitch', headers: { authorization } });
    return endpoints.getVideoPitch.response[200].parse(response.json()).videoPitch;
  };

  it('keeps a video that arrives slowly but steadily, long after REQUEST_TIMEOUT_MS', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'steady-upload');
    // The committed fixture plus an MP4 `free` box (padding players skip): 1 MB, sent in 16 pieces over 1.5 s.
    const padding = Buffer.alloc(1024 * 1024 - mp4.length);
    padding.writeUInt32BE(padding.length, 0);
    padding.write('free', 4, 'latin1');
    const video = Buffer.concat([mp4, padding]);
    const pieces = piecesOf(video, 16);
    const sendingMs = (pieces.length - 1) * 100;
    assert.ok(video.length / (sendingMs / 1000) > MIN_UPLOAD_BYTES_PER_SECOND, 'faster than the minimum rate');

    const { closed, elapsed, status, body } = await slowRequest(
      port,
      uploadHead(video.length, authorization),
      pieces,
      100,
    );
    assert.ok(closed, `no answer after ${elapsed} ms`);
    assert.equal(status, 200, body);
    assert.ok(elapsed >= sendingMs && elapsed > REQUEST_TIMEOUT_MS, `answered after ${elapsed} ms`);
    const { videoPitch } = endpoints.uploadVideoPitch.response[200].parse(JSON.parse(body));
    assert.equal(videoPitch?.format, 'MP4');
    assert.equal(videoPitch?.sizeBytes, video.length);
    assert.equal((await videoPitchOf(authorization))?.sizeBytes, video.length);
  });

  it('answers 408 to an upload that stalls, once its budget for the declared size has passed', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'stalled-upload');
    const declared = 256 * 1024;
    const budget = budgetFor(declared);
    assert.ok(budget > REQUEST_TIMEOUT_MS + 500, 'a budget clearly wider than the default');
    const { closed, elapsed, status, body } = await slowRequest(
      port,
      uploadHead(declared, authorization),
      [mp4.subarray(0, 64)],
      0,
      budget + 5_000,
    );
    assert.ok(closed, `the connection was still open after ${elapsed} ms`);
    assert.equal(status, 408);
    assert.equal(JSON.parse(body).message, 'Client Timeout');
    assert.ok(
      elapsed >= budget - TIMER_SLACK_MS && elapsed < budget + 3_000,
      `closed after ${elapsed} ms, budget ${budget} ms`,
    );
    assert.equal(await videoPitchOf(authorization), null, 'nothing was kept');
  });

  it("gives the wider budget only to a request its checks let through: no token, or an investor's", async () => {
    const investor = await signUpUser(app, 'investor', 'deadline-investor');
    const declared = 1024 * 1024;
    for (const [authorization, refusal] of [
      [undefined, 401],
      [investor.authorization, 403],
    ] as const) {
      // keep-alive: after its refusal the server reads and drops the rest of the body, which never comes.
      const head = uploadHead(declared, authorization, 'keep-alive');
      const { closed, elapsed, status } = await slowRequest(port, head, [mp4.subarray(0, 64)], 0);
      assert.ok(closed, `the connection was still open after ${elapsed} ms`);
      // Refused at once; the connection, still owed the rest of the body, is cut at the default deadline.
      assert.equal(status, refusal);
      assert.ok(
        elapsed >= REQUEST_TIMEOUT_MS - TIMER_SLACK_MS && elapsed < budgetFor(declared),
        `${refusal}: closed after ${elapsed} ms`,
      );
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
