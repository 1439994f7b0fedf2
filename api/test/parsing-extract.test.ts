import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seedDeck, SHIFTED_FONT_SENTENCES, shiftedFontDeck } from '../../fixtures/decks.mjs';
import { readResume } from '../../fixtures/resumes.mjs';
import { extractPdfText } from '../src/modules/parsing/pdf-text.js';
import { shift } from '../src/modules/parsing/shifted-fonts.js';
import { PdfRejectedError } from '../src/modules/parsing/types.js';
import { corruptPdf, encryptedPdf, imageOnlyPdf, oversizedPdf, textPdf } from './fixtures/pdf-builders.js';

async function rejection(bytes: Uint8Array): Promise<PdfRejectedError> {
  try {
    await extractPdfText(bytes);
  } catch (error) {
    assert.ok(error instanceof PdfRejectedError, `expected a PdfRejectedError, got ${String(error)}`);
    return error;
  }
  assert.fail('the PDF was accepted');
}

describe('extractPdfText refuses unusable files', () => {
  it('answers 415 for an empty file', async () => {
    const error = await rejection(new Uint8Array(0));
    assert.equal(error.statusCode, 415);
    assert.match(error.message, /empty/);
  });

  it('answers 415 for bytes that are not a PDF, whatever the file is called', async () => {
    const error = await rejection(new TextEncoder().encode('PK\u0003\u0004 this is a zip renamed resume.pdf'));
    assert.equal(error.statusCode, 415);
    assert.match(error.message, /not a PDF/);
  });

  it('answers 413 for a file over 10 MB before parsing it', async () => {
    const error = await rejection(oversizedPdf(11));
    assert.equal(error.statusCode, 413);
    assert.equal(error.message, 'The PDF is larger than 10 MB. Please upload a smaller file.');
  });

  it('answers 422 for a corrupt PDF', async () => {
    const error = await rejection(corruptPdf());
    assert.equal(error.statusCode, 422);
    assert.match(error.message, /could not be read/);
  });

  it('answers 422 for a password-protected PDF', async () => {
    const error = await rejection(encryptedPdf());
    assert.equal(error.statusCode, 422);
    assert.match(error.message, /password-protected/);
  });

  it('answers 422 for a PDF without selectable text', async () => {
    const error = await rejection(await imageOnlyPdf());
    assert.equal(error.statusCode, 422);
    assert.match(error.message, /no selectable text \(it looks scanned\)/);
  });
});

describe('extractPdfText lays text out in reading order', () => {
  it('joins items on one baseline into a line and splits wide gaps into cells', async () => {
    const text = await extractPdfText(
      await textPdf([
        [
          { text: 'Acme', x: 50, y: 100, style: 'bold' },
          { text: 'Corp', x: 84, y: 100, style: 'bold' },
          { text: 'Berlin, Germany', x: 450, y: 100 },
          { text: 'Second line of ordinary body text here', x: 50, y: 116 },
        ],
      ]),
      { fontStyles: true },
    );
    const [first, second] = text.lines;
    assert.equal(first?.text, 'Acme Corp Berlin, Germany');
    assert.deepEqual(
      first?.cells.map((cell) => [cell.text, cell.bold]),
      [
        ['Acme Corp', true],
        ['Berlin, Germany', false],
      ],
    );
    assert.equal(second?.text, 'Second line of ordinary body text here');
    assert.equal(text.pageCount, 1);
  });

  it('reads a two-column resume column by column, under its full-width header', async () => {
    const text = await extractPdfText(await readResume('deedy-twocolumn.pdf'));
    const order = (needle: string) => text.lines.findIndex((line) => line.text.includes(needle));
    // Header first, then the whole left column (education … skills), then the right one (experience …).
    assert.ok(order('Debarghya Das') < order('EDUCATION'));
    assert.ok(order('EDUCATION') < order('Unix Tools and Scripting'));
    assert.ok(order('AS3 • iOS • Android • MySQL') < order('EXPERIENCE'));
    assert.ok(order('EXPERIENCE') < order('FACEBOOK'));
    // Lines of the two columns that share a baseline are not glued together.
    assert.ok(text.lines.every((line) => !/Operating Systems\s*\S*Artificial/.test(line.text)));
  });

  it('reads a slide with two columns whose lines do not line up column by column', async () => {
    const text = await extractPdfText(await seedDeck());
    const competition = text.pages[7]!.lines.map((line) => line.text);
    const order = (needle: string) => competition.findIndex((line) => line.includes(needle));
    assert.ok(order('Competition') < order('Today’s options'));
    assert.ok(order('Today’s options') < order('Banks offer credit after the gap'));
    assert.ok(order('Banks offer credit after the gap') < order('Why Tidewise wins'));
    assert.ok(order('Why Tidewise wins') < order('real cash flow.'));
    // Lines of the two columns that share a baseline are not glued together.
    assert.ok(competition.every((line) => !/out of date\.\s*\S*Why/.test(line)));
  });

  it('reads a tabular CV under a title block as table rows with labelColumns, and as columns without', async () => {
    // Title block above; labels and dates on the left, values on the right, row by row; a heading alone on its row.
    const bytes = await textPdf([
      [
        { text: 'CURRICULUM VITAE', x: 50, y: 50, size: 9 },
        { text: 'Jean-Luc van der Berg', x: 50, y: 75, size: 22, style: 'bold' },
        { text: 'Software engineer', x: 50, y: 95 },
        { text: 'Adresse', x: 50, y: 125 },
        { text: '12 rue des Tanneurs, 69002 Lyon', x: 184, y: 125 },
        { text: 'Téléphone', x: 50, y: 143 },
        { text: '+33 6 55 50 12 34', x: 184, y: 143 },
        { text: 'Expérience professionnelle', x: 50, y: 175, size: 12, style: 'bold' },
        { text: '09/2019 – 2024', x: 50, y: 195 },
        { text: 'Ingénieur logiciel senior', x: 184, y: 195, style: 'bold' },
        { text: 'Rhôneval Systèmes, Lyon', x: 184, y: 209 },
        { text: '01/2015 – 08/2019', x: 50, y: 230 },
        { text: 'Développeur backend', x: 184, y: 230, style: 'bold' },
        { text: 'Croix-Rousse Numérique SAS', x: 184, y: 244 },
      ],
    ]);
    const table = await extractPdfText(bytes, { labelColumns: true });
    const rows = table.lines.map((line) => line.cells.map((cell) => cell.text));
    assert.deepEqual(rows.slice(3, 6), [
      ['Adresse', '12 rue des Tanneurs, 69002 Lyon'],
      ['Téléphone', '+33 6 55 50 12 34'],
      ['Expérience professionnelle'],
    ]);
    assert.deepEqual(rows[6], ['09/2019 – 2024', 'Ingénieur logiciel senior']);
    // Slides keep the stricter reading: the rows below the title block do not line up with it, so two columns.
    const columns = await extractPdfText(bytes);
    const order = (needle: string) => columns.lines.findIndex((line) => line.text === needle);
    assert.ok(order('01/2015 – 08/2019') < order('Ingénieur logiciel senior'));
  });

  it('decodes fonts whose characters are shifted by a constant offset', async () => {
    const text = await extractPdfText(await shiftedFontDeck());
    const flat = text.text.replace(/\s+/g, ' ');
    // Body text, bold lead words and capital labels (three fonts) come back readable…
    assert.ok(flat.includes(SHIFTED_FONT_SENTENCES.cover));
    assert.ok(flat.includes('Price is an important concern for families planning a camping trip.'));
    assert.ok(flat.includes(SHIFTED_FONT_SENTENCES.businessModel));
    assert.match(text.text, /SAVE MONEY/);
    assert.match(text.text, /\$500K/);
    assert.match(text.text, /ANGEL ROUND/);
    // …and the text as the fonts encode it ("Book" = "9ffb") is gone; titles and footer were never shifted.
    assert.equal(shift('Book', -9), '9ffb');
    assert.doesNotMatch(text.text, /9ffb/);
    assert.match(text.text, /^Tent&Table$/m);
    assert.match(text.text, /www\.tentandtable\.com/);
  });
});
