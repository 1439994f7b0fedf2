// Scoring of parser output against benchmark labels: pure functions, and scoreLabelFiles, which parses the PDFs of
// labels files and scores them (bench-parsing.ts is the CLI; the accuracy test calls the same).
//
// Matching: strings are compared case-insensitively with accents, punctuation and spacing removed; phones by their
// digits; websites and LinkedIn without scheme, "www." and trailing slash; traction figures without spaces and
// commas, a minus sign as a hyphen; a deck's stage by the product's name for it ("Semilla" is "Seed"). List fields
// (schools, degrees, companies, titles, skills, traction values) are matched item by item as multisets.
//
// Per file: the mean over its fields. Resume: full_name, email, phone, linkedin score 1/0 (both null agrees);
// schools, degrees, companies, titles, skills score the file's F1 (1 when label and prediction are both empty).
// Deck: startupName, website, stage, raising score 1/0; sections the share of the 8 flags right; traction_numbers
// the file's F1 (1 when both empty).
//
// Per set (pooled, the benchmark's field table): scalar fields the share of files that agree; list fields the F1
// of precision = matched / predicted and recall = matched / labelled summed over all files; sections the share of
// the 8 flags × decks that agree.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDeckPdf, parseResumePdf } from '../src/modules/parsing/index.js';
import { normalizeKey } from '../src/modules/parsing/patterns.js';
import { DECK_SECTIONS } from '../src/modules/parsing/types.js';

export type ResumeLabel = {
  type: 'resume';
  layout?: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  education: { school: string; degree: string | null }[];
  experience: { company: string; title: string | null }[];
  skills: string[];
};
export type DeckLabel = {
  type: 'deck';
  layout?: string;
  startupName: string | null;
  website: string | null;
  stage: string | null;
  raising: string | null;
  sections: Record<string, boolean>;
  traction_numbers: { value: string; what: string }[];
};
export type Label = ResumeLabel | DeckLabel;

/** What the resume parser returns, as far as it is scored (ParsedResume fits). */
export type ResumePrediction = {
  full_name: string | null;
  email: string | null;
  phone: string | null;
  social: { linkedin?: string | null };
  education: { school: string | null; degree: string | null }[];
  experience: { company: string | null; title: string | null }[];
  skills: string[];
};
/** What the deck parser returns, as far as it is scored (ParsedDeck fits). */
export type DeckPrediction = {
  startupName: string | null;
  website: string | null;
  companyStage: string | null;
  raisingAmount: string | null;
  sections: Record<string, boolean>;
  /** "figure — description" */
  tractions: string[];
};

export type ScalarResult = { type: 'scalar'; score: number; predicted: string; expected: string };
export type ItemsResult = {
  type: 'items';
  score: number;
  matched: number;
  predicted: number;
  expected: number;
  missing: string[];
  extra: string[];
};
export type FlagsResult = { type: 'flags'; score: number; right: number; total: number; wrong: string[] };
export type FieldResult = ScalarResult | ItemsResult | FlagsResult;

export type FileResult = {
  file: string;
  kind: 'resume' | 'deck';
  layout: string;
  /** Mean of the fields' scores. */
  score: number;
  fields: Record<string, FieldResult>;
};

export const RESUME_FIELDS = [
  'full_name',
  'email',
  'phone',
  'linkedin',
  'schools',
  'degrees',
  'companies',
  'titles',
  'skills',
] as const;
export const DECK_FIELDS = ['startupName', 'website', 'stage', 'raising', 'sections', 'traction_numbers'] as const;

export const key = (value: string | null | undefined) => (value ? normalizeKey(value).replace(/ /g, '') : '');
export const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
export const url = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
// A minus sign and a hyphen are the same sign.
export const figure = (value: string) =>
  value
    .toLowerCase()
    .replace(/[\s,]/g, '')
    .replace(/\u2212/g, '-');
/**
 * The stage a label names, as the product names stages: labels keep the deck's words ("Tour d'amorçage", "Rodada
 * semente", "Pre-seed round"), the parser reports the names investors' stage preferences use ("Seed", "Pre-Seed").
 * Words that only say "round" are dropped, then a local word for the stage is named as the product names it.
 */
const ROUND_WORDS = new Set([
  'round',
  'ronda',
  'rodada',
  'runda',
  'runde',
  'finanzierungsrunde',
  'tour',
  'd',
  'de',
  'capital',
  'levee',
  // "Levée de fonds", "Serie-A-Finanzierung", "Aumento di capitale", "Seed funding", "Series A financing".
  'fonds',
  'finanzierung',
  'aumento',
  'capitale',
  'funding',
  'financing',
  'financement',
  'financiamiento',
  'investimento',
  'financiacion',
  'financiamento',
  'finanziamento',
  'inversion',
  'ronde',
  'di',
  // Articles: "Extension de la série A", "Verlenging van de seedronde", "Estensione del round seed".
  'la',
  'van',
  'del',
  // "Tour de table pré-série A".
  'table',
  // A second round at the same stage is that stage: "Seed II".
  'ii',
  'iii',
]);
const STAGE_WORDS: Record<string, string> = {
  amorcage: 'seed',
  zalazkowa: 'seed',
  // An "initial" round is the seed: "Ronda de inversión inicial", "Tour de financement initial".
  inicial: 'seed',
  initial: 'seed',
  // Dutch writes the round into the word: "Seedronde".
  seedronde: 'seed',
  // Friends-and-family rounds, as the product names them.
  amigosyfamilia: 'friendsandfamily',
  amigosefamilia: 'friendsandfamily',
  familleetamis: 'friendsandfamily',
  semilla: 'seed',
  semente: 'seed',
  'seed+': 'seed',
  preamorcage: 'preseed',
  presemilla: 'preseed',
  presemente: 'preseed',
  seriea: 'seriesa',
  // Polish names the series in the genitive: "Runda serii A".
  seriia: 'seriesa',
  preseriea: 'preseriesa',
  // "Series Seed" is the name of a seed round's preferred shares, a seed round all the same.
  seriesseed: 'seed',
  puente: 'bridge',
  ponte: 'bridge',
  // "Post-seed" is a seed extension.
  postseed: 'seed',
  prea: 'preseriesa',
  serieb: 'seriesb',
  angel: 'angelround',
  anjo: 'angelround',
};
// Words that qualify a stage ("Seed extension", "Pre-A bridge", "Late Seed": a round at that stage), and are the
// stage when nothing else is named ("Bridge round").
const QUALIFIER_WORDS = new Set([
  'extension',
  'bridge',
  'puente',
  'ponte',
  'late',
  'early',
  // "Rodada seed estendida", "Ronda semilla ampliada".
  'estendida',
  'extendida',
  'ampliada',
  'estesa',
  // "Seed-Erweiterungsrunde", "Verlenging van de seedronde".
  'erweiterung',
  'erweiterungs',
  'verlenging',
  'estensione',
  // A second round at a stage, or one topped up, is that stage: "Second seed round", "Secondo round seed", "Seed
  // top-up round".
  'second',
  'secondo',
  'top',
  'up',
]);
/** The stages the product names, as keys. */
const PRODUCT_STAGES = new Set([
  ...Object.values(STAGE_WORDS),
  'seed',
  'preseed',
  'seriesa',
  'seriesb',
  'seriesc',
  'growth',
  'bridge',
]);
const stageWordsKey = (text: string) => {
  const words = normalizeKey(text)
    // A bridge to a stage is the round before it: "Bridge to Series A", "Brückenfinanzierung vor der Serie A" are
    // pre-Series A rounds.
    .replace(
      /\b(?:bridge (?:round )?to|bruckenfinanzierung vor|puente hacia|ponte (?:per|verso)|pont vers) (?:the |a |der |la )?/,
      'pre ',
    )
    .split(' ')
    .filter((word) => word && !ROUND_WORDS.has(word))
    // Dutch and German write the round into the word: "Pre-seedronde", "Seedrunde".
    .map((word) => word.replace(/(?<=.)(?:ronde|runde)$/, ''));
  const named = words.filter((word) => !QUALIFIER_WORDS.has(word));
  const key = (named.length ? named : words).join('');
  return STAGE_WORDS[key] ?? key;
};
export const stageKey = (value: string | null | undefined) => {
  if (!value) return '';
  // Words in parentheses, after a dash or after a comma qualify the stage ("Seed (first close)", "Série A — premier
  // closing", "Series A, first tranche"), or name it when the words outside do not ("Premier tour (seed)",
  // "Wachstumsrunde (Series A)").
  const outside = stageWordsKey(value.replace(/\s*\([^)]*\)|\s+[—–]\s.*$|,\s.*$/g, ' ').trim() || value);
  const inside = stageWordsKey(value.match(/\(([^)]*)\)/)?.[1] ?? '');
  return !PRODUCT_STAGES.has(outside) && PRODUCT_STAGES.has(inside) ? inside : outside;
};

export function scalar(predicted: string, expected: string): ScalarResult {
  return { type: 'scalar', score: predicted === expected ? 1 : 0, predicted, expected };
}

/** Multiset matching of normalised items; the score is the F1 (1 when both lists are empty). */
export function items(predictions: string[], labels: string[]): ItemsResult {
  const pool = predictions.filter(Boolean);
  const wanted = labels.filter(Boolean);
  const predicted = pool.length;
  const missing: string[] = [];
  for (const label of wanted) {
    const index = pool.indexOf(label);
    if (index >= 0) pool.splice(index, 1);
    else missing.push(label);
  }
  const matched = wanted.length - missing.length;
  return {
    type: 'items',
    score: f1(matched, predicted, wanted.length),
    matched,
    predicted,
    expected: wanted.length,
    missing,
    extra: pool,
  };
}

function f1(matched: number, predicted: number, expected: number): number {
  if (!predicted && !expected) return 1;
  const precision = predicted ? matched / predicted : 1;
  const recall = expected ? matched / expected : 1;
  return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
}

function fileResult(file: string, kind: FileResult['kind'], layout: string, fields: Record<string, FieldResult>) {
  const scores = Object.values(fields).map((field) => field.score);
  return { file, kind, layout, fields, score: scores.reduce((sum, value) => sum + value, 0) / scores.length };
}

export function scoreResume(file: string, got: ResumePrediction, want: ResumeLabel): FileResult {
  return fileResult(file, 'resume', want.layout ?? 'real', {
    full_name: scalar(key(got.full_name), key(want.full_name)),
    email: scalar(key(got.email), key(want.email)),
    phone: scalar(digits(got.phone), digits(want.phone)),
    linkedin: scalar(url(got.social.linkedin), url(want.linkedin)),
    schools: items(
      got.education.map((entry) => key(entry.school)),
      want.education.map((entry) => key(entry.school)),
    ),
    degrees: items(
      got.education.map((entry) => key(entry.degree)),
      want.education.map((entry) => key(entry.degree)),
    ),
    companies: items(
      got.experience.map((entry) => key(entry.company)),
      want.experience.map((entry) => key(entry.company)),
    ),
    titles: items(
      got.experience.map((entry) => key(entry.title)),
      want.experience.map((entry) => key(entry.title)),
    ),
    skills: items(got.skills.map(key), want.skills.map(key)),
  });
}

export function scoreDeck(file: string, got: DeckPrediction, want: DeckLabel): FileResult {
  const wrong = DECK_SECTIONS.filter((section) => Boolean(got.sections[section]) !== Boolean(want.sections[section]));
  return fileResult(file, 'deck', want.layout ?? 'real', {
    startupName: scalar(key(got.startupName), key(want.startupName)),
    website: scalar(url(got.website), url(want.website)),
    stage: scalar(stageKey(got.companyStage), stageKey(want.stage)),
    raising: scalar(key(got.raisingAmount), key(want.raising)),
    sections: {
      type: 'flags',
      right: DECK_SECTIONS.length - wrong.length,
      total: DECK_SECTIONS.length,
      score: (DECK_SECTIONS.length - wrong.length) / DECK_SECTIONS.length,
      wrong: wrong.map((section) => `${section} ${want.sections[section] ? 'missed' : 'extra'}`),
    },
    traction_numbers: items(
      got.tractions.map((traction) => figure(traction.split(' — ')[0] ?? traction)),
      want.traction_numbers.map((traction) => figure(traction.value)),
    ),
  });
}

/** Scores one file against its label, by the label's type. */
export function scoreFile(file: string, got: ResumePrediction | DeckPrediction, want: Label): FileResult {
  return want.type === 'resume'
    ? scoreResume(file, got as ResumePrediction, want)
    : scoreDeck(file, got as DeckPrediction, want);
}

export type PooledField = { kind: 'resume' | 'deck'; field: string; score: number; detail: string };

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The set's field table: every field pooled over the set's files of its kind. */
export function poolSet(files: FileResult[]): PooledField[] {
  const pooled: PooledField[] = [];
  for (const [kind, fields] of [
    ['resume', RESUME_FIELDS],
    ['deck', DECK_FIELDS],
  ] as const) {
    const ofKind = files.filter((file) => file.kind === kind);
    for (const field of fields) {
      const results = ofKind.map((file) => file.fields[field]!);
      const first = results[0];
      if (!first) {
        pooled.push({ kind, field, score: 1, detail: 'no files' });
      } else if (first.type === 'items') {
        const sum = (pick: (result: ItemsResult) => number) =>
          (results as ItemsResult[]).reduce((total, result) => total + pick(result), 0);
        const matched = sum((result) => result.matched);
        const predicted = sum((result) => result.predicted);
        const expected = sum((result) => result.expected);
        const precision = predicted ? matched / predicted : 1;
        const recall = expected ? matched / expected : 1;
        const score = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
        pooled.push({ kind, field, score, detail: `P ${percent(precision)} R ${percent(recall)}` });
      } else if (first.type === 'flags') {
        const right = (results as FlagsResult[]).reduce((total, result) => total + result.right, 0);
        const total = (results as FlagsResult[]).reduce((sum, result) => sum + result.total, 0);
        pooled.push({ kind, field, score: total ? right / total : 1, detail: `${right}/${total}` });
      } else {
        const right = results.filter((result) => result.score === 1).length;
        pooled.push({ kind, field, score: right / results.length, detail: `${right}/${results.length}` });
      }
    }
  }
  return pooled;
}

export type KindSummary = { files: number; average: number; minimum: number; under80: number };

/** Average, minimum and number of files under 0.80 of each kind's per-file scores. */
export function summarize(files: FileResult[]): Record<'resume' | 'deck', KindSummary> {
  const of = (kind: 'resume' | 'deck'): KindSummary => {
    const scores = files.filter((file) => file.kind === kind).map((file) => file.score);
    return {
      files: scores.length,
      average: scores.length ? scores.reduce((sum, value) => sum + value, 0) / scores.length : 1,
      minimum: scores.length ? Math.min(...scores) : 1,
      under80: scores.filter((score) => score < 0.8).length,
    };
  };
  return { resume: of('resume'), deck: of('deck') };
}

/** The fields of a file that lost points, with what went wrong ("phone (got "…" want "…")"). */
export function lostPoints(result: FileResult): string[] {
  return Object.entries(result.fields)
    .filter(([, field]) => field.score < 1)
    .map(([name, field]) => {
      if (field.type === 'scalar') return `${name} (got "${field.predicted}" want "${field.expected}")`;
      if (field.type === 'flags') return `sections ${field.right}/${field.total} (${field.wrong.join(', ')})`;
      const parts = [
        field.missing.length ? `missing ${field.missing.map((item) => `"${item}"`).join(', ')}` : '',
        field.extra.length ? `extra ${field.extra.length}` : '',
      ].filter(Boolean);
      return `${name} ${field.score.toFixed(2)} (${parts.join('; ')})`;
    });
}

/**
 * Parses every PDF of these labels files (resolved next to its labels file) with the parser its label names, and
 * scores it; files are named by their path relative to `base`.
 */
export async function scoreLabelFiles(labelsPaths: string[], base: string): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const labelsPath of labelsPaths) {
    const labels = JSON.parse(await readFile(labelsPath, 'utf8')) as Record<string, Label>;
    for (const [file, label] of Object.entries(labels)) {
      const pdf = path.join(path.dirname(labelsPath), file);
      const shown = path.relative(base, pdf);
      const bytes = new Uint8Array(await readFile(pdf));
      results.push(
        label.type === 'resume'
          ? scoreResume(shown, await parseResumePdf(bytes), label)
          : scoreDeck(shown, await parseDeckPdf(bytes), label),
      );
    }
  }
  return results;
}
