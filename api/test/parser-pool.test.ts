import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { largeDeck, photoDeck, SEED_DECK } from '../../fixtures/decks.mjs';
import { readResume } from '../../fixtures/resumes.mjs';
import type { Worker } from 'node:worker_threads';
import { createParserPool, ParserBusyError, type ParserPoolOptions } from '../src/modules/parsing/parser-pool.js';
import { PdfRejectedError } from '../src/modules/parsing/types.js';

describe('parser pool (worker threads)', () => {
  it('parses in a worker and passes refusals back as PdfRejectedError', async () => {
    const pool = createParserPool({ size: 1 });
    try {
      const resume = await pool.parse('resume', await readResume('sb2nov.pdf'));
      assert.equal(resume.full_name, 'Sourabh Bajaj');
      await assert.rejects(pool.parse('deck', new TextEncoder().encode('plain text')), (error: unknown) => {
        assert.ok(error instanceof PdfRejectedError);
        assert.equal(error.statusCode, 415);
        return true;
      });
    } finally {
      await pool.close();
    }
  });

  it('keeps the event loop free while a large deck is parsed', async () => {
    const pool = createParserPool({ size: 1 });
    try {
      // 24 slides, the last 14 of dense text: about two seconds of pdf.js work.
      const deck = await largeDeck(24);
      let longestGap = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 10);
      const parsed = await pool.parse('deck', deck);
      clearInterval(ticker);
      assert.equal(parsed.startupName, SEED_DECK.startupName);
      assert.equal(parsed.pageCount, 24);
      // Parsing takes seconds; on the main thread the ticker would stall for all of it.
      assert.ok(longestGap < 500, `event loop stalled for ${Math.round(longestGap)} ms`);
    } finally {
      await pool.close();
    }
  });

  it('stops a job over the hard time limit with a 422, replacing the stuck worker', async () => {
    const pool = createParserPool({ size: 1, hardTimeoutMs: 1 });
    try {
      const deck = await largeDeck(24);
      await assert.rejects(pool.parse('deck', deck), /took too long/);
      // The terminated worker is gone; the next job gets a new one (and its own time limit), not a dead end.
      await assert.rejects(pool.parse('deck', deck), /took too long/);
    } finally {
      await pool.close();
    }
  });

  it('parses a legitimate deck of almost 10 MB within the default resource limits', async () => {
    const pool = createParserPool({ size: 1 });
    try {
      const deck = await photoDeck();
      assert.ok(deck.byteLength > 9 * 1024 * 1024, String(deck.byteLength));
      const parsed = await pool.parse('deck', deck);
      assert.equal(parsed.startupName, SEED_DECK.startupName);
      assert.equal(parsed.pageCount, 14);
    } finally {
      await pool.close();
    }
  });

  it('fails a job whose worker runs out of memory with a clear 422, and starts a fresh worker for the next', async () => {
    // Far below what pdf.js needs: the worker dies of V8's heap limit, the API process does not.
    const pool = createParserPool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    try {
      const deck = await largeDeck(24);
      for (let attempt = 0; attempt < 2; attempt++) {
        await assert.rejects(pool.parse('deck', deck), (error: unknown) => {
          assert.ok(error instanceof PdfRejectedError);
          assert.equal(error.statusCode, 422);
          assert.match(error.message, /needs more memory to read than Pear allows/);
          return true;
        });
      }
    } finally {
      await pool.close();
    }
  });

  it('stops the running jobs with a 422 when the process grows past the memory ceiling (the backstop)', async () => {
    // A one-byte ceiling: starting a worker alone passes it.
    const pool = createParserPool({ size: 1, memoryCeilingBytes: 1 });
    try {
      await assert.rejects(pool.parse('resume', await readResume('sb2nov.pdf')), (error: unknown) => {
        assert.ok(error instanceof PdfRejectedError);
        assert.equal(error.statusCode, 422);
        assert.match(error.message, /needs more memory to read than Pear allows/);
        return true;
      });
    } finally {
      await pool.close();
    }
  });

  it('replaces the worker after a heavy job (large input or a large heap), so its memory goes back to the system', async () => {
    const resume = await readResume('sb2nov.pdf');
    /** The workers two resume jobs ran on, and those that exited by the end. */
    async function workersOf(options: ParserPoolOptions) {
      const used: Worker[] = [];
      const exited: Worker[] = [];
      const pool = createParserPool({
        size: 1,
        ...options,
        onJobStart: (worker) => {
          if (!used.includes(worker)) worker.once('exit', () => exited.push(worker));
          used.push(worker);
        },
      });
      try {
        await pool.parse('resume', resume);
        await pool.parse('resume', resume);
        return { used, exited: [...exited] };
      } finally {
        await pool.close();
      }
    }
    // Under both thresholds (the heap one is raised: a tsx worker's heap starts large), the worker is reused.
    const light = await workersOf({ recycleAboveHeapBytes: 2048 * 1024 * 1024 });
    assert.equal(light.used[0], light.used[1], 'a light job keeps its worker');
    for (const heavy of [{ recycleAfterInputBytes: 1024 }, { recycleAboveHeapBytes: 1024 * 1024 }]) {
      const { used, exited } = await workersOf(heavy);
      assert.notEqual(used[0], used[1], `${JSON.stringify(heavy)}: a heavy job retires its worker`);
      assert.deepEqual(exited, [used[0]]);
    }
  });

  it('refuses at once with ParserBusyError when every worker is busy and the queue is full', async () => {
    const pool = createParserPool({ size: 1, maxQueued: 1 });
    try {
      const resume = await readResume('sb2nov.pdf');
      const running = pool.parse('resume', resume);
      const queued = pool.parse('resume', resume);
      await assert.rejects(pool.parse('resume', resume), ParserBusyError);
      assert.equal((await running).full_name, 'Sourabh Bajaj');
      assert.equal((await queued).full_name, 'Sourabh Bajaj');
      // Room again: the queue drained.
      assert.equal((await pool.parse('resume', resume)).full_name, 'Sourabh Bajaj');
    } finally {
      await pool.close();
    }
  });
});
