// `node scripts/make-parsing-devset.mjs [--set devset|holdout|holdout-v2|holdout-v3|holdout-v4|holdout-v5|holdout-v6|holdout-v7|holdout-v8|holdout-v9|holdout-v10|holdout-v11|holdout-v12|holdout-v13|holdout-v14|holdout-v15|holdout-v16|holdout-v17|holdout-v18|holdout-v19|holdout-v20|holdout-v21|holdout-v22|holdout-v23|holdout-v24|holdout-v25|holdout-v26|holdout-v27|holdout-v28] [--png DIR]`:
// regenerates one generated parsing set, by default the parser's layout-diverse dev set in fixtures/devset/. Each
// resume and deck is a data object (fixtures/<set>/data/) rendered to HTML by the templates in
// fixtures/devset/templates/ and printed to PDF by Debian's Chromium (page.pdf); fixtures/<set>/labels.json is
// derived from the same objects, so a label can only say what its PDF prints. The PDFs and labels are committed:
// `npm run bench:parsing` and the tests read them without a browser. Stale PDFs (no longer in the data) are removed.
//
// Sets: `devset` (the parser was tuned on it), `holdout` (new people, companies and startups, printed with
// template options the dev set does not use), `holdout-v2` (again new people, companies and startups, and variations
// of founders' CVs and decks), `holdout-v3` (a third set, written without looking at the parser) — all three since
// used to improve the parser — `holdout-v4` to `holdout-v27` (written blind, since used too) and `holdout-v28` (a
// twenty-eighth set written blind, never used to change the parser). All twenty-nine share the templates.
//
// Each document is checked before it is written: every labelled value is in the rendered text (case-insensitively),
// resumes have 1–2 pages, decks one page per slide, and every PDF stays under 150 KB. --png DIR also writes a
// screenshot of each document's first page there, to look at the layouts.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import * as prettier from 'prettier';

import { deckLabel, renderDeck, slideCount } from '../fixtures/devset/templates/decks.mjs';
import { renderResume, resumeLabel, resumePdfOptions } from '../fixtures/devset/templates/resumes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SETS = [
  'devset',
  'holdout',
  'holdout-v2',
  'holdout-v3',
  'holdout-v4',
  'holdout-v5',
  'holdout-v6',
  'holdout-v7',
  'holdout-v8',
  'holdout-v9',
  'holdout-v10',
  'holdout-v11',
  'holdout-v12',
  'holdout-v13',
  'holdout-v14',
  'holdout-v15',
  'holdout-v16',
  'holdout-v17',
  'holdout-v18',
  'holdout-v19',
  'holdout-v20',
  'holdout-v21',
  'holdout-v22',
  'holdout-v23',
  'holdout-v24',
  'holdout-v25',
  'holdout-v26',
  'holdout-v27',
  'holdout-v28',
];
const MAX_BYTES = 150 * 1024;

const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : null;
};
const pngDir = option('--png');
const set = option('--set') ?? 'devset';
if (!SETS.includes(set)) {
  console.error(`--set: one of ${SETS.join(', ')}, not ${set}`);
  process.exit(2);
}
const SET_DIR = join(ROOT, 'fixtures', set);
const LABELS = join(SET_DIR, 'labels.json');
const { DECKS } = await import(pathToFileURL(join(SET_DIR, 'data/decks.mjs')).href);
const { RESUMES } = await import(pathToFileURL(join(SET_DIR, 'data/resumes.mjs')).href);

/** The documents to print: kind, file (relative to fixtures/devset), HTML, label, page checks and pdf() options. */
const documents = [
  ...RESUMES.map((data) => ({
    file: `resumes/${data.id}.pdf`,
    html: renderResume(data),
    label: resumeLabel(data),
    viewport: { width: 816, height: 1056 },
    pages: (count) => count >= 1 && count <= 2,
    pdf: { preferCSSPageSize: true, ...resumePdfOptions(data) },
  })),
  ...DECKS.map((deck) => ({
    file: `decks/${deck.id}.pdf`,
    html: renderDeck(deck),
    label: deckLabel(deck),
    viewport: { width: 1280, height: 720 },
    pages: (count) => count === slideCount(deck),
    pdf: { preferCSSPageSize: true },
  })),
];

/** The label's printed values: what must appear in the document's text. */
function printedValues(label) {
  if (label.type === 'resume')
    return [
      label.full_name,
      label.email,
      label.phone,
      label.linkedin,
      label.location,
      label.country,
      ...label.education.flatMap((entry) => [entry.school, entry.degree]),
      ...label.experience.flatMap((entry) => [entry.company, entry.title]),
      ...label.skills,
    ].filter(Boolean);
  return [
    label.startupName,
    label.website,
    label.stage,
    label.raising,
    ...label.traction_numbers.map((traction) => traction.value),
  ].filter(Boolean);
}

/** --png: a resume's first page, or every slide of a deck, as PNG files named after the PDF. */
async function screenshots(page, file) {
  const base = join(pngDir, file.replace(/[/]/g, '-').replace(/\.pdf$/, ''));
  if (file.startsWith('resumes/')) return page.screenshot({ path: `${base}.png` });
  const slides = page.locator('section.slide');
  for (let index = 0; index < (await slides.count()); index++) {
    await slides.nth(index).screenshot({ path: `${base}-${index + 1}.png` });
  }
}

const flat = (text) => text.replace(/\s+/g, ' ').toLowerCase();

const ids = new Set();
for (const document of documents) {
  if (ids.has(document.file)) throw new Error(`two documents write ${document.file}`);
  ids.add(document.file);
}

await mkdir(join(SET_DIR, 'resumes'), { recursive: true });
await mkdir(join(SET_DIR, 'decks'), { recursive: true });
if (pngDir) await mkdir(pngDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const failures = [];
try {
  const page = await browser.newPage();
  await page.emulateMedia({ media: 'print' });
  for (const document of documents) {
    await page.setViewportSize(document.viewport);
    await page.setContent(document.html, { waitUntil: 'load' });
    const text = flat(
      await page.evaluate(() =>
        [
          globalThis.document.body.innerText,
          ...[...globalThis.document.querySelectorAll('svg text')].map((node) => node.textContent),
        ].join('\n'),
      ),
    );
    const missing = printedValues(document.label).filter((value) => !text.includes(flat(value)));
    if (missing.length) failures.push(`${document.file}: labelled but not printed: ${missing.join(' | ')}`);

    const bytes = await page.pdf(document.pdf);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    if (!document.pages(pages)) failures.push(`${document.file}: ${pages} pages`);
    if (bytes.length > MAX_BYTES) failures.push(`${document.file}: ${(bytes.length / 1024).toFixed(0)} KB`);
    await writeFile(join(SET_DIR, document.file), bytes);
    if (pngDir) await screenshots(page, document.file);
    console.log(
      `${document.file.padEnd(42)} ${String(pages).padStart(2)} p ${(bytes.length / 1024).toFixed(0).padStart(4)} KB`,
    );
  }
} finally {
  await browser.close();
}

// PDFs of documents no longer in the data.
for (const folder of ['resumes', 'decks']) {
  for (const name of await readdir(join(SET_DIR, folder))) {
    if (name.endsWith('.pdf') && !ids.has(`${folder}/${name}`)) {
      await rm(join(SET_DIR, folder, name));
      console.log(`removed stale ${folder}/${name}`);
    }
  }
}

const labels = Object.fromEntries(documents.map((document) => [document.file, document.label]));
const options = { ...(await prettier.resolveConfig(LABELS)), filepath: LABELS };
await writeFile(LABELS, await prettier.format(JSON.stringify(labels, null, 2), options));
console.log(
  `\n${RESUMES.length} resumes and ${DECKS.length} decks in ${relative(ROOT, SET_DIR)}; labels in ${relative(ROOT, LABELS)}`,
);
if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
