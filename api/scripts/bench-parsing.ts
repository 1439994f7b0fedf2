// Scores the PDF parsers against labelled PDFs, set by set:
//   1. the repository's dev set: fixtures/labels.json (the licensed real resumes in fixtures/resumes that have
//      labels) and fixtures/devset/labels.json (the generated, layout-diverse resumes and decks of
//      scripts/make-parsing-devset.mjs);
//   2. the first held-out set: fixtures/holdout/labels.json (`make-parsing-devset.mjs --set holdout`: new people,
//      companies and startups printed with template variants the dev set does not use), since used to improve the
//      parser;
//   3. the second held-out set: fixtures/holdout-v2/labels.json (`make-parsing-devset.mjs --set holdout-v2`: again
//      new content, with variations of founders' CVs and decks), since used to improve the parser too;
//   4. the third held-out set: fixtures/holdout-v3/labels.json (`--set holdout-v3`: written by someone who did not
//      read the parser), since used to improve the parser too;
//   5. the fourth held-out set: fixtures/holdout-v4/labels.json (`--set holdout-v4`: written blind as well), since
//      used to improve the parser too;
//   6. the fifth held-out set: fixtures/holdout-v5/labels.json (`--set holdout-v5`: written blind as well), since
//      used to improve the parser too;
//   7. the sixth held-out set: fixtures/holdout-v6/labels.json (`--set holdout-v6`: written blind as well, with the
//      dev set's label conventions spelled out to its author), since used to improve the parser too;
//   8. the seventh held-out set: fixtures/holdout-v7/labels.json (`--set holdout-v7`: written blind the same way),
//      since used to improve the parser too;
//   9. the eighth held-out set: fixtures/holdout-v8/labels.json (`--set holdout-v8`: written blind the same way,
//      since used to improve the parser),
//  10. the ninth held-out set: fixtures/holdout-v9/labels.json (`--set holdout-v9`: written blind the same way),
//      since used to improve the parser too;
//  11. the tenth held-out set: fixtures/holdout-v10/labels.json (`--set holdout-v10`: written blind the same way),
//      since used to improve the parser too;
//  12. the eleventh held-out set: fixtures/holdout-v11/labels.json (`--set holdout-v11`: written blind the same
//      way), since used to improve the parser too;
//  13. the twelfth held-out set: fixtures/holdout-v12/labels.json (`--set holdout-v12`: written blind the same
//      way), since used to improve the parser too;
//  14. the thirteenth held-out set: fixtures/holdout-v13/labels.json (`--set holdout-v13`: written blind the same
//      way), since used to improve the parser too;
//  15. the fourteenth held-out set: fixtures/holdout-v14/labels.json (`--set holdout-v14`: written blind the same
//      way), since used to improve the parser too;
//  16. the fifteenth held-out set: fixtures/holdout-v15/labels.json (`--set holdout-v15`: written blind the same
//      way), since used to improve the parser too;
//  17. the sixteenth held-out set: fixtures/holdout-v16/labels.json (`--set holdout-v16`: written blind the same
//      way), since used to improve the parser too;
//  18. the seventeenth held-out set: fixtures/holdout-v17/labels.json (`--set holdout-v17`: written blind the same
//      way), since used to improve the parser too;
//  19. the eighteenth held-out set: fixtures/holdout-v18/labels.json (`--set holdout-v18`: written blind the same
//      way), since used to improve the parser too;
//  20. the nineteenth held-out set: fixtures/holdout-v19/labels.json (`--set holdout-v19`: written blind the same
//      way), since used to improve the parser too;
//  21. the twentieth held-out set: fixtures/holdout-v20/labels.json (`--set holdout-v20`: written blind the same
//      way), since used to improve the parser too;
//  22. the twenty-first held-out set: fixtures/holdout-v21/labels.json (`--set holdout-v21`: written blind the same
//      way), since used to improve the parser too;
//  23. the twenty-second held-out set: fixtures/holdout-v22/labels.json (`--set holdout-v22`: written blind the same
//      way), since used to improve the parser too;
//  24. the twenty-third held-out set: fixtures/holdout-v23/labels.json (`--set holdout-v23`: written blind the same
//      way), its decks since used to improve the parser;
//  25. the twenty-fourth held-out set: fixtures/holdout-v24/labels.json (`--set holdout-v24`: written blind the same
//      way), since used to improve the parser too;
//  26. the twenty-fifth held-out set: fixtures/holdout-v25/labels.json (`--set holdout-v25`: written blind the same
//      way), since used to improve the parser too;
//  27. the twenty-sixth held-out set: fixtures/holdout-v26/labels.json (`--set holdout-v26`: written blind the same
//      way), since used to improve the parser too;
//  28. the twenty-seventh held-out set: fixtures/holdout-v27/labels.json (`--set holdout-v27`: written blind the same
//      way), its decks since used to improve the parser;
//  29. the twenty-eighth held-out set: fixtures/holdout-v28/labels.json (`--set holdout-v28`: written blind the same
//      way), never used to change the parser;
//  30. real PDFs not in the repository: $PEAR_SHARED_DIR/data/pdfs/labels.dev.json (PEAR_SHARED_DIR defaults to
//      ../shared next to the repository), when it exists; the benchmark says so and carries on when it does not.
// With a labels file as the first argument (or in PARSING_LABELS), only that file is scored, e.g. a holdout set.
// PDFs are resolved relative to their labels file.
//
// For each set: the pooled field table, one line per file (its score, layout and the fields that lost points), the
// average and minimum per-file score of each kind and the number of files under 0.80; a JSON line with every set's
// fields, summaries and per-file scores ends the output. Scoring rules: parsing-score.ts.
//
// Run: npm run bench:parsing [-- labels.json]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FileResult, lostPoints, poolSet, type PooledField, scoreLabelFiles, summarize } from './parsing-score.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../..');
const fixtures = path.join(repository, 'fixtures');
const sharedDir = path.resolve(process.env.PEAR_SHARED_DIR ?? path.join(repository, '../shared'));
const sharedLabels = path.join(sharedDir, 'data/pdfs/labels.dev.json');

type LabelSet = {
  id: string;
  title: string;
  /** Labels files; a file is shown by its path relative to `base`. */
  labels: string[];
  base: string;
};

/** The held-out sets, oldest first: the key of each in the JSON line, its folder under fixtures/, its title. */
const HELD_OUT_SETS = [
  { id: 'holdout', folder: 'holdout', title: 'held out v1 (since used to improve the parser)' },
  { id: 'holdoutV2', folder: 'holdout-v2', title: 'held out v2 (since used to improve the parser)' },
  { id: 'holdoutV3', folder: 'holdout-v3', title: 'held out v3 (since used to improve the parser)' },
  { id: 'holdoutV4', folder: 'holdout-v4', title: 'held out v4 (since used to improve the parser)' },
  { id: 'holdoutV5', folder: 'holdout-v5', title: 'held out v5 (since used to improve the parser)' },
  { id: 'holdoutV6', folder: 'holdout-v6', title: 'held out v6 (since used to improve the parser)' },
  { id: 'holdoutV7', folder: 'holdout-v7', title: 'held out v7 (since used to improve the parser)' },
  { id: 'holdoutV8', folder: 'holdout-v8', title: 'held out v8 (since used to improve the parser)' },
  { id: 'holdoutV9', folder: 'holdout-v9', title: 'held out v9 (since used to improve the parser)' },
  { id: 'holdoutV10', folder: 'holdout-v10', title: 'held out v10 (since used to improve the parser)' },
  { id: 'holdoutV11', folder: 'holdout-v11', title: 'held out v11 (since used to improve the parser)' },
  { id: 'holdoutV12', folder: 'holdout-v12', title: 'held out v12 (since used to improve the parser)' },
  { id: 'holdoutV13', folder: 'holdout-v13', title: 'held out v13 (since used to improve the parser)' },
  { id: 'holdoutV14', folder: 'holdout-v14', title: 'held out v14 (since used to improve the parser)' },
  { id: 'holdoutV15', folder: 'holdout-v15', title: 'held out v15 (since used to improve the parser)' },
  { id: 'holdoutV16', folder: 'holdout-v16', title: 'held out v16 (since used to improve the parser)' },
  { id: 'holdoutV17', folder: 'holdout-v17', title: 'held out v17 (since used to improve the parser)' },
  { id: 'holdoutV18', folder: 'holdout-v18', title: 'held out v18 (since used to improve the parser)' },
  { id: 'holdoutV19', folder: 'holdout-v19', title: 'held out v19 (since used to improve the parser)' },
  { id: 'holdoutV20', folder: 'holdout-v20', title: 'held out v20 (since used to improve the parser)' },
  { id: 'holdoutV21', folder: 'holdout-v21', title: 'held out v21 (since used to improve the parser)' },
  { id: 'holdoutV22', folder: 'holdout-v22', title: 'held out v22 (since used to improve the parser)' },
  { id: 'holdoutV23', folder: 'holdout-v23', title: 'held out v23 (its decks since used to improve the parser)' },
  { id: 'holdoutV24', folder: 'holdout-v24', title: 'held out v24 (since used to improve the parser)' },
  { id: 'holdoutV25', folder: 'holdout-v25', title: 'held out v25 (since used to improve the parser)' },
  { id: 'holdoutV26', folder: 'holdout-v26', title: 'held out v26 (since used to improve the parser)' },
  { id: 'holdoutV27', folder: 'holdout-v27', title: 'held out v27 (its decks since used to improve the parser)' },
  { id: 'holdoutV28', folder: 'holdout-v28', title: 'held out v28: never used to change the parser' },
];

const explicit = process.argv[2] ?? process.env.PARSING_LABELS;
const sets: LabelSet[] = [];
if (explicit) {
  const labelsPath = path.resolve(explicit);
  if (!existsSync(labelsPath)) {
    console.error(`bench:parsing: no labels file at ${labelsPath}`);
    process.exit(2);
  }
  sets.push({ id: 'labels', title: labelsPath, labels: [labelsPath], base: path.dirname(labelsPath) });
} else {
  sets.push({
    id: 'repository',
    title: "the repository's dev set (fixtures/labels.json + fixtures/devset/labels.json)",
    labels: [path.join(fixtures, 'labels.json'), path.join(fixtures, 'devset/labels.json')],
    base: fixtures,
  });
  for (const { id, folder, title } of HELD_OUT_SETS) {
    sets.push({
      id,
      title: `${title} (fixtures/${folder}/labels.json)`,
      labels: [path.join(fixtures, folder, 'labels.json')],
      base: fixtures,
    });
  }
  if (existsSync(sharedLabels)) {
    sets.push({
      id: 'shared',
      title: `real PDFs, not in the repository (${sharedLabels})`,
      labels: [sharedLabels],
      base: path.dirname(sharedLabels),
    });
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const round = (value: number) => Math.round(value * 1000) / 1000;

function report(set: LabelSet, results: FileResult[], seconds: number) {
  const pooled = poolSet(results);
  const summary = summarize(results);
  console.log(`\n=== ${set.title}: ${results.length} labelled PDFs, parsed in ${seconds.toFixed(1)} s\n`);
  console.log(`${'kind'.padEnd(7)}${'field'.padEnd(18)}${'score'.padStart(8)}  detail`);
  for (const { kind, field, score, detail } of pooled) {
    console.log(`${kind.padEnd(7)}${field.padEnd(18)}${percent(score).padStart(8)}  ${detail}`);
  }
  const width = Math.max(...results.map((result) => result.file.length));
  for (const kind of ['resume', 'deck'] as const) {
    const ofKind = results.filter((result) => result.kind === kind);
    if (!ofKind.length) continue;
    console.log(`\nPer ${kind} (score, layout, fields that lost points):`);
    for (const result of ofKind) {
      const lost = lostPoints(result);
      console.log(
        `  ${result.score.toFixed(2)}  ${result.file.padEnd(width)}  ${result.layout.padEnd(18)}  ${lost.join('; ') || '—'}`,
      );
    }
    const { average, minimum, under80, files } = summary[kind];
    console.log(
      `  ${kind}s: average ${average.toFixed(3)}, minimum ${minimum.toFixed(3)}, ${under80} of ${files} under 0.80`,
    );
  }
  return {
    resume: fieldsOf(pooled, 'resume'),
    deck: fieldsOf(pooled, 'deck'),
    summary: Object.fromEntries(
      Object.entries(summary).map(([kind, value]) => [
        kind,
        { ...value, average: round(value.average), minimum: round(value.minimum) },
      ]),
    ),
    files: Object.fromEntries(results.map((result) => [result.file, round(result.score)])),
  };
}

function fieldsOf(pooled: PooledField[], kind: 'resume' | 'deck') {
  return Object.fromEntries(pooled.filter((row) => row.kind === kind).map((row) => [row.field, round(row.score)]));
}

console.log(`Parsing benchmark: ${sets.length} set(s)`);
if (!explicit && !existsSync(sharedLabels)) {
  console.log(
    `Real PDFs not in the repository: none found at ${sharedLabels} (set PEAR_SHARED_DIR to the folder holding data/pdfs); scoring the repository's dev set and two held-out sets only.`,
  );
}
const json: Record<string, unknown> = {};
for (const set of sets) {
  const started = Date.now();
  const results = await scoreLabelFiles(set.labels, set.base);
  json[set.id] = report(set, results, (Date.now() - started) / 1000);
}
console.log(`\n${JSON.stringify(json)}`);
