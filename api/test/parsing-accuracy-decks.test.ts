import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type DeckLabel, type Label, lostPoints, scoreDeck, summarize } from '../scripts/parsing-score.js';
import { parseDeckPdf } from '../src/modules/parsing/index.js';

// The deck parser's accuracy on the repository's dev set (fixtures/devset/decks, scored as `npm run
// bench:parsing` scores it): every deck at least 0.80 and the average at least 0.95.
const DEVSET = fileURLToPath(new URL('../../fixtures/devset/', import.meta.url));

describe('deck parsing accuracy on the dev set', () => {
  it('scores every deck at least 0.80 and 0.95 on average', async () => {
    const labels = JSON.parse(await readFile(path.join(DEVSET, 'labels.json'), 'utf8')) as Record<string, Label>;
    const decks = Object.entries(labels).filter((entry): entry is [string, DeckLabel] => entry[1].type === 'deck');
    assert.ok(decks.length >= 12, `${decks.length} decks`);
    const results = [];
    for (const [file, label] of decks) {
      const deck = await parseDeckPdf(new Uint8Array(await readFile(path.join(DEVSET, file))));
      results.push(scoreDeck(file, deck, label));
    }
    for (const result of results) {
      assert.ok(result.score >= 0.8, `${result.file} ${result.score.toFixed(2)}: ${lostPoints(result).join('; ')}`);
    }
    const { average } = summarize(results).deck;
    assert.ok(average >= 0.95, `average ${average.toFixed(3)}`);
  });
});
