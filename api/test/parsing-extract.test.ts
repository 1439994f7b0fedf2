import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { extractPdfText } from '../src/modules/parsing/pdf-text.js';
import { PdfRejectedError } from '../src/modules/parsing/types.js';
import { corruptPdf, encryptedPdf, imageOnlyPdf, oversizedPdf, textPdf } from './fixtures/pdf-builders.js';

const PDFS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/pdfs');
const load = async (file: string) => new Uint8Array(await readFile(path.join(PDFS, file)));

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
    const text = await extractPdfText(await load('resumes/deedy-twocolumn.pdf'));
    const order = (needle: string) => text.lines.findIndex((line) => line.text.includes(needle));
    // Header first, then the whole left column (education … skills), then the right one (experience …).
    assert.ok(order('Debarghya Das') < order('EDUCATION'));
    assert.ok(order('EDUCATION') < order('Unix Tools and Scripting'));
    assert.ok(order('AS3 • iOS • Android • MySQL') < order('EXPERIENCE'));
    assert.ok(order('EXPERIENCE') < order('FACEBOOK'));
    // Lines of the two columns that share a baseline are not glued together.
    assert.ok(text.lines.every((line) => !/Operating Systems\s*\S*Artificial/.test(line.text)));
  });

  it('decodes a font whose characters are shifted by a constant offset', async () => {
    const text = await extractPdfText(await load('decks/airbnb.pdf'));
    assert.match(text.text, /Book rooms with locals, rather than hotels\./);
    assert.match(text.text, /Price is a important concern for customers/);
    assert.match(text.text, /\$500K/);
    assert.doesNotMatch(text.text, /9ffb/);
  });
});
