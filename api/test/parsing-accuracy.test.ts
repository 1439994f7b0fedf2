import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lostPoints, scoreLabelFiles, summarize } from '../scripts/parsing-score.js';

// The parser's accuracy on the repository's dev set, scored as `npm run bench:parsing` scores it
// (scripts/parsing-score.ts): the licensed real resumes of fixtures/labels.json and the generated resumes and decks
// of fixtures/devset/labels.json. Each kind of document has its floor for every file and for the average (issue
// 17's targets).
const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const LABEL_FILES = ['labels.json', 'devset/labels.json'].map((file) => path.join(FIXTURES, file));

const FLOORS = [
  { kind: 'resume', name: 'resumes', minimum: 0.8, average: 0.92 },
  { kind: 'deck', name: 'decks', minimum: 0.8, average: 0.95 },
] as const;

describe("parsing accuracy on the repository's dev set", () => {
  // Parsed once, on first need, for both kinds.
  let scored: ReturnType<typeof scoreLabelFiles> | undefined;
  for (const floor of FLOORS) {
    it(`scores every one of the ${floor.name} at least ${floor.minimum} and ${floor.average} on average`, async () => {
      const results = (await (scored ??= scoreLabelFiles(LABEL_FILES, FIXTURES))).filter(
        (result) => result.kind === floor.kind,
      );
      assert.ok(results.length > 0, `no ${floor.name} in the dev set`);
      const under = results
        .filter((result) => result.score < floor.minimum)
        .map((result) => `${result.file} ${result.score.toFixed(2)}: ${lostPoints(result).join('; ')}`);
      assert.deepEqual(under, [], `${floor.name} under ${floor.minimum}`);
      const { average } = summarize(results)[floor.kind];
      assert.ok(average >= floor.average, `${floor.name} average ${average.toFixed(3)} under ${floor.average}`);
    });
  }
});
