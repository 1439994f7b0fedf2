// Scores the PDF parsers against a labels file ($PEAR_SHARED_DIR/data/pdfs/labels.dev.json by default, with
// PEAR_SHARED_DIR defaulting to ../shared next to the repository: benchmark PDFs that may not be redistributed, so
// they are not in the repository; pass another path as the first argument or in PARSING_LABELS to score a
// holdout set the same way). PDFs are resolved relative to the labels file. The tests use fixtures/ instead.
//
// Matching: strings are compared case-insensitively with accents, punctuation and spacing removed; phones
// by their digits; websites and LinkedIn without scheme, "www." and trailing slash. Scalar fields score
// the share of documents where prediction and label agree (both null counts as agreeing). List fields
// (schools, degrees, companies, titles, skills, traction values) are matched item by item as multisets,
// pooled over all documents: precision = matched / predicted, recall = matched / labelled, and the
// field's score is their F1. Deck sections score the share of the 8 flags × decks that agree.
//
// Run: node --import tsx api/scripts/bench-parsing.ts [labels.json]
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDeckPdf, parseResumePdf } from '../src/modules/parsing/index.js';
import { normalizeKey } from '../src/modules/parsing/patterns.js';
import { DECK_SECTIONS, type ParsedDeck, type ParsedResume } from '../src/modules/parsing/types.js';

type ResumeLabel = {
  type: 'resume';
  full_name: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  education: { school: string; degree: string | null }[];
  experience: { company: string; title: string | null }[];
  skills: string[];
};
type DeckLabel = {
  type: 'deck';
  startupName: string | null;
  website: string | null;
  stage: string | null;
  raising: string | null;
  sections: Record<string, boolean>;
  traction_numbers: { value: string; what: string }[];
};
type Label = ResumeLabel | DeckLabel;

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedDir = path.resolve(process.env.PEAR_SHARED_DIR ?? path.join(here, '../../../shared'));
const labelsPath = path.resolve(
  process.argv[2] ?? process.env.PARSING_LABELS ?? path.join(sharedDir, 'data/pdfs/labels.dev.json'),
);
if (!existsSync(labelsPath)) {
  console.error(
    process.argv[2] || process.env.PARSING_LABELS
      ? `bench:parsing: no labels file at ${labelsPath}`
      : `bench:parsing needs the labelled PDFs: set PEAR_SHARED_DIR to the folder holding data/pdfs (not found: ${path.dirname(labelsPath)})`,
  );
  process.exit(2);
}

const key = (value: string | null | undefined) => (value ? normalizeKey(value).replace(/ /g, '') : '');
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const url = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
const figure = (value: string) => value.toLowerCase().replace(/[\s,]/g, '');

/** Per-document agreement on one scalar field. */
class Scalar {
  correct = 0;
  total = 0;
  misses: string[] = [];
  add(file: string, predicted: string, expected: string) {
    this.total++;
    if (predicted === expected) this.correct++;
    else this.misses.push(`${file}: got "${predicted}" want "${expected}"`);
  }
  get score() {
    return this.total ? this.correct / this.total : 1;
  }
  get detail() {
    return `${this.correct}/${this.total}`;
  }
}

/** Pooled multiset matching of list items. */
class Items {
  matched = 0;
  predicted = 0;
  expected = 0;
  misses: string[] = [];
  add(file: string, predictions: string[], labels: string[]) {
    const pool = predictions.filter(Boolean);
    const wanted = labels.filter(Boolean);
    this.predicted += pool.length;
    this.expected += wanted.length;
    for (const label of wanted) {
      const index = pool.indexOf(label);
      if (index >= 0) {
        this.matched++;
        pool.splice(index, 1);
      } else this.misses.push(`${file}: missing "${label}"`);
    }
  }
  get precision() {
    return this.predicted ? this.matched / this.predicted : 1;
  }
  get recall() {
    return this.expected ? this.matched / this.expected : 1;
  }
  get score() {
    const { precision, recall } = this;
    return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  }
  get detail() {
    return `P ${percent(this.precision)} R ${percent(this.recall)}`;
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const resume = {
  full_name: new Scalar(),
  email: new Scalar(),
  phone: new Scalar(),
  linkedin: new Scalar(),
  schools: new Items(),
  degrees: new Items(),
  companies: new Items(),
  titles: new Items(),
  skills: new Items(),
};
const deck = {
  startupName: new Scalar(),
  website: new Scalar(),
  stage: new Scalar(),
  raising: new Scalar(),
  sections: new Scalar(),
  traction_numbers: new Items(),
};

function scoreResume(file: string, got: ParsedResume, want: ResumeLabel) {
  resume.full_name.add(file, key(got.full_name), key(want.full_name));
  resume.email.add(file, key(got.email), key(want.email));
  resume.phone.add(file, digits(got.phone), digits(want.phone));
  resume.linkedin.add(file, url(got.social.linkedin), url(want.linkedin));
  resume.schools.add(
    file,
    got.education.map((e) => key(e.school)),
    want.education.map((e) => key(e.school)),
  );
  resume.degrees.add(
    file,
    got.education.map((e) => key(e.degree)),
    want.education.map((e) => key(e.degree)),
  );
  resume.companies.add(
    file,
    got.experience.map((e) => key(e.company)),
    want.experience.map((e) => key(e.company)),
  );
  resume.titles.add(
    file,
    got.experience.map((e) => key(e.title)),
    want.experience.map((e) => key(e.title)),
  );
  resume.skills.add(file, got.skills.map(key), want.skills.map(key));
}

function scoreDeck(file: string, got: ParsedDeck, want: DeckLabel) {
  deck.startupName.add(file, key(got.startupName), key(want.startupName));
  deck.website.add(file, url(got.website), url(want.website));
  deck.stage.add(file, key(got.companyStage), key(want.stage));
  deck.raising.add(file, key(got.raisingAmount), key(want.raising));
  for (const section of DECK_SECTIONS) {
    deck.sections.add(`${file} ${section}`, String(got.sections[section]), String(Boolean(want.sections[section])));
  }
  const values = got.tractions.map((traction) => figure(traction.split(' — ')[0] ?? traction));
  deck.traction_numbers.add(
    file,
    values,
    want.traction_numbers.map((traction) => figure(traction.value)),
  );
}

const labels = JSON.parse(await readFile(labelsPath, 'utf8')) as Record<string, Label>;
const started = Date.now();
for (const [file, label] of Object.entries(labels)) {
  const bytes = new Uint8Array(await readFile(path.join(path.dirname(labelsPath), file)));
  if (label.type === 'resume') scoreResume(file, await parseResumePdf(bytes), label);
  else scoreDeck(file, await parseDeckPdf(bytes), label);
}

const rows = [
  ...Object.entries(resume).map(([field, metric]) => ['resume', field, metric] as const),
  ...Object.entries(deck).map(([field, metric]) => ['deck', field, metric] as const),
];
console.log(`Parsing benchmark: ${Object.keys(labels).length} labelled PDFs from ${labelsPath}\n`);
console.log(`${'kind'.padEnd(7)}${'field'.padEnd(18)}${'score'.padStart(8)}  detail`);
for (const [kind, field, metric] of rows) {
  console.log(`${kind.padEnd(7)}${field.padEnd(18)}${percent(metric.score).padStart(8)}  ${metric.detail}`);
}
const misses = rows.flatMap(([, field, metric]) => metric.misses.map((miss) => `  ${field} — ${miss}`));
if (misses.length) console.log(`\nMisses:\n${misses.join('\n')}`);
console.log(`\nParsed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
console.log(
  JSON.stringify({
    resume: Object.fromEntries(Object.entries(resume).map(([field, metric]) => [field, round(metric.score)])),
    deck: Object.fromEntries(Object.entries(deck).map(([field, metric]) => [field, round(metric.score)])),
  }),
);

function round(value: number) {
  return Math.round(value * 1000) / 1000;
}
