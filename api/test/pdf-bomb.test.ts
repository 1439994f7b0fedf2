import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { CANVA_DECK, canvaDeck } from '../../fixtures/decks.mjs';
import { bombPdf } from '../../fixtures/hostile.mjs';
import { buildTestApp, signUpUser } from './helpers.js';

const MiB = 1024 * 1024;
/** The target: a bomb may not grow the API process (workers included) by more than this. */
const RSS_HEADROOM = 256 * MiB;
const mb = (bytes: number) => `${Math.round(bytes / MiB)} MB`;

/** Runs `work` while sampling the process RSS every 20 ms; worker threads' memory is part of it. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(sampler);
  }
}

describe('a PDF decompression bomb', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  it('is refused with a 422 while the API stays within 256 MB of its idle RSS; the next upload parses', async () => {
    const { authorization } = await signUpUser(app, 'founder', 'bomb');
    // 1.5 GiB of spaces in one content stream, about 1.5 MB on the wire.
    const bomb = bombPdf({ inflatedBytes: 1536 * MiB });
    const upload = (body: Uint8Array) =>
      app.inject({
        method: 'POST',
        url: '/dev/founder/new/pitchdeck',
        headers: { authorization, 'content-type': 'application/pdf' },
        payload: Buffer.from(body),
      });

    // Idle: the app is up with a parser worker ready, as a running API is after its first upload. Starting a worker
    // from TypeScript source costs ~150 MB by itself, which is not what the bomb costs.
    const warmUp = await upload(await canvaDeck());
    assert.equal(warmUp.statusCode, 200, warmUp.body);
    const idle = process.memoryUsage.rss();
    const started = performance.now();
    const { result: response, peak } = await peakRss(() => upload(bomb));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  bomb ${mb(bomb.byteLength)} → 1536 MB inflated: ${response.statusCode} in ${seconds.toFixed(1)} s; ` +
        `RSS idle ${mb(idle)}, peak ${mb(peak)}, growth ${mb(peak - idle)} (limit ${mb(RSS_HEADROOM)})`,
    );
    assert.equal(response.statusCode, 422, response.body);
    assert.match(
      endpoints.parsePitchdeck.response[422].parse(response.json()).message,
      /^This PDF expands to more than 64 MB when opened/,
    );
    assert.ok(peak - idle < RSS_HEADROOM, `RSS grew by ${mb(peak - idle)}`);

    const next = await upload(await canvaDeck());
    assert.equal(next.statusCode, 200, next.body);
    assert.equal(
      endpoints.parsePitchdeck.response[200].parse(next.json()).analysis.startupName,
      CANVA_DECK.startupName,
    );
  });
});
