import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  type DeckLabel,
  type FileResult,
  type Label,
  lostPoints,
  type ResumeLabel,
  scoreDeck,
  scoreResume,
  summarize,
} from '../scripts/parsing-score.js';
import { parseDeckPdf, parseResumePdf } from '../src/modules/parsing/index.js';

// The parser's accuracy on the repository's dev set, scored as `npm run bench:parsing` scores it
// (scripts/parsing-score.ts): the licensed real resumes of fixtures/labels.json and the generated ones of
// fixtures/devset/labels.json, and the generated decks. Each kind of document has its floor for every file and for
// the average (issue 17's targets); a kind is a labels filter, a parser and a scorer.
const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const LABEL_FILES = ['labels.json', 'devset/labels.json'];

type Kind<L extends Label> = {
  name: string;
  /** Every file scores at least this… */
  minimum: number;
  /** …and the files average at least this. */
  average: number;
  of: (label: Label) => label is L;
  score: (file: string, bytes: Uint8Array, label: L) => Promise<FileResult>;
};

/** A kind with its dev-set files scored, whatever its label type. */
function kind<L extends Label>(definition: Kind<L>) {
  return {
    ...definition,
    async results(): Promise<FileResult[]> {
      const results: FileResult[] = [];
      for (const { file, pdf, label } of labelledFiles()) {
        if (definition.of(label)) {
          results.push(await definition.score(file, new Uint8Array(await readFile(pdf)), label));
        }
      }
      return results;
    },
  };
}

const KINDS = [
  kind({
    name: 'resumes',
    minimum: 0.8,
    average: 0.92,
    of: (label: Label): label is ResumeLabel => label.type === 'resume',
    score: async (file: string, bytes: Uint8Array, label: ResumeLabel) =>
      scoreResume(file, await parseResumePdf(bytes), label),
  }),
  kind({
    name: 'decks',
    minimum: 0.8,
    average: 0.95,
    of: (label: Label): label is DeckLabel => label.type === 'deck',
    score: async (file: string, bytes: Uint8Array, label: DeckLabel) =>
      scoreDeck(file, await parseDeckPdf(bytes), label),
  }),
];

/** Every labelled file of the repository's dev set, by its path relative to fixtures/. */
function labelledFiles(): { file: string; pdf: string; label: Label }[] {
  return LABEL_FILES.flatMap((labelsFile) => {
    const labels = JSON.parse(readFileSync(path.join(FIXTURES, labelsFile), 'utf8')) as Record<string, Label>;
    const base = path.dirname(path.join(FIXTURES, labelsFile));
    return Object.entries(labels).map(([file, label]) => {
      const pdf = path.join(base, file);
      return { file: path.relative(FIXTURES, pdf), pdf, label };
    });
  });
}

describe("parsing accuracy on the repository's dev set", () => {
  for (const kind of KINDS) {
    it(`scores every one of the ${kind.name} at least ${kind.minimum} and ${kind.average} on average`, async () => {
      const results = await kind.results();
      assert.ok(results.length > 0, `no ${kind.name} in the dev set`);
      const under = results
        .filter((result) => result.score < kind.minimum)
        .map((result) => `${result.file} ${result.score.toFixed(2)}: ${lostPoints(result).join('; ')}`);
      assert.deepEqual(under, [], `${kind.name} under ${kind.minimum}`);
      const summary = summarize(results)[results[0]!.kind];
      assert.ok(
        summary.average >= kind.average,
        `${kind.name} average ${summary.average.toFixed(3)} under ${kind.average}`,
      );
    });
  }
});
