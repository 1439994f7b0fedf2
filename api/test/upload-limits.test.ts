import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { CANVA_DECK, canvaDeck, largeDeck } from '../../fixtures/decks.mjs';
import { buildTestApp, signUpUser } from './helpers.js';

const postDeck = (app: FastifyInstance, authorization: string, body: Uint8Array) =>
  app.inject({
    method: 'POST',
    url: '/dev/founder/new/pitchdeck',
    headers: { authorization, 'content-type': 'application/pdf' },
    payload: Buffer.from(body),
  });

describe('per-user rate limits and the parse queue', () => {
  it('limits uploads per signed-in user (429 with a readable message), not per address', async () => {
    const app = await buildTestApp({ uploadRateLimitMax: 2 });
    try {
      const first = await signUpUser(app, 'founder', 'limited');
      const second = await signUpUser(app, 'founder', 'unaffected');
      // Both users come from the same address (inject's 127.0.0.1), as behind one proxy or office NAT.
      const notPdf = new TextEncoder().encode('not a pdf');
      for (let attempt = 0; attempt < 2; attempt++) {
        assert.equal((await postDeck(app, first.authorization, notPdf)).statusCode, 415);
      }
      const limited = await postDeck(app, first.authorization, notPdf);
      assert.equal(limited.statusCode, 429);
      const { message } = endpoints.parsePitchdeck.response[429].parse(limited.json());
      assert.match(message, /Too many requests: at most 2 per minute/);
      // The limit is per route family and per user: another user still uploads.
      assert.equal((await postDeck(app, second.authorization, notPdf)).statusCode, 415);
      // Without a valid token the request is refused before it is counted against anyone.
      const anonymous = await app.inject({ method: 'POST', url: '/dev/founder/new/pitchdeck', payload: 'x' });
      assert.equal(anonymous.statusCode, 401);
    } finally {
      await app.close();
    }
  });

  it('limits checkout, find-matches and store-info per user too (USER_RATE_LIMIT_MAX)', async () => {
    const app = await buildTestApp({ userRateLimitMax: 1 });
    try {
      const { authorization } = await signUpUser(app, 'founder');
      const requests = [
        { method: 'POST', url: '/prod/payment/checkout', payload: { plan: 'pro' } },
        { method: 'POST', url: '/dev/me/find-matches' },
        { method: 'POST', url: '/dev/me/store-info', payload: { 'Company Name': 'Acme' } },
      ] as const;
      for (const request of requests) {
        const first = await app.inject({ ...request, headers: { authorization } });
        assert.notEqual(first.statusCode, 429, request.url);
        const second = await app.inject({ ...request, headers: { authorization } });
        assert.equal(second.statusCode, 429, request.url);
        assert.match(second.json().message, /at most 1 per minute/);
      }
    } finally {
      await app.close();
    }
  });

  it('answers 503 "busy" when every parser is taken and the queue is full', async () => {
    const app = await buildTestApp({}, { parserPool: { size: 1, maxQueued: 0 } });
    try {
      const { authorization } = await signUpUser(app, 'founder');
      const deck = await largeDeck(24);
      const [one, two] = await Promise.all([postDeck(app, authorization, deck), postDeck(app, authorization, deck)]);
      const statuses = [one!.statusCode, two!.statusCode].sort();
      assert.deepEqual(statuses, [200, 503]);
      const busy = [one!, two!].find((response) => response.statusCode === 503)!;
      assert.equal(
        endpoints.parsePitchdeck.response[503].parse(busy.json()).message,
        'Pear is busy parsing other documents, try again in a minute.',
      );
    } finally {
      await app.close();
    }
  });

  it('answers 422 for the upload whose parser worker is killed mid-job; the next upload succeeds', async () => {
    let killed = 0;
    const app = await buildTestApp(
      {},
      {
        parserPool: {
          size: 1,
          // The fault: the first job's worker is terminated while it parses (a crash, an OOM kill).
          onJobStart: (worker) => {
            if (killed++ === 0) setTimeout(() => void worker.terminate(), 300);
          },
        },
      },
    );
    try {
      const { authorization } = await signUpUser(app, 'founder');
      const started = performance.now();
      const victim = await postDeck(app, authorization, await largeDeck(24));
      assert.equal(victim.statusCode, 422, victim.body);
      assert.match(endpoints.parsePitchdeck.response[422].parse(victim.json()).message, /stopped unexpectedly/);
      // Answered when the worker died, not when the 45 s hard time limit ran out.
      assert.ok(performance.now() - started < 20_000);

      const next = await postDeck(app, authorization, await canvaDeck());
      assert.equal(next.statusCode, 200, next.body);
      assert.equal(
        endpoints.parsePitchdeck.response[200].parse(next.json()).analysis.startupName,
        CANVA_DECK.startupName,
      );
    } finally {
      await app.close();
    }
  });
});
