import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { largeDeck, SEED_DECK } from '../../fixtures/decks.mjs';
import { readResume } from '../../fixtures/resumes.mjs';
import { createParserPool } from '../src/modules/parsing/parser-pool.js';
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
});
