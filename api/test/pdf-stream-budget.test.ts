import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canvaDeck, largeDeck, seedDeck, shiftedFontDeck } from '../../fixtures/decks.mjs';
import {
  bombPdf,
  contentStreamPdf,
  flateOfRepeatedByte,
  runLengthBombPdf,
  spreadBombPdf,
} from '../../fixtures/hostile.mjs';
import { readResume, RESUMES, wordExportResume } from '../../fixtures/resumes.mjs';
import { extractPdfText } from '../src/modules/parsing/pdf-text.js';
import {
  assertInflatedSizeWithin,
  inflatedSize,
  MAX_INFLATED_BYTES,
  PROTECTED_MESSAGE,
} from '../src/modules/parsing/stream-budget.js';
import { PdfRejectedError } from '../src/modules/parsing/types.js';
import { encryptedPdf } from './fixtures/pdf-builders.js';

const MiB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MiB).toFixed(2)} MB`;

async function refusal(bytes: Uint8Array): Promise<PdfRejectedError> {
  try {
    await assertInflatedSizeWithin(bytes);
  } catch (error) {
    assert.ok(error instanceof PdfRejectedError, `expected a PdfRejectedError, got ${String(error)}`);
    return error;
  }
  assert.fail('the PDF was accepted');
}

describe('PDF stream budget (decompression bombs are refused before pdf.js opens them)', () => {
  it('measures the real fixtures far below the budget, as a plain zlib count does', async () => {
    const documents: [string, Uint8Array][] = [
      ...(await Promise.all(RESUMES.map(async (file) => [file, await readResume(file)] as [string, Uint8Array]))),
      ['word-export resume', await wordExportResume()],
      ['seed deck', await seedDeck()],
      ['canva deck', await canvaDeck()],
      ['shifted-font deck', await shiftedFontDeck()],
      ['60-slide deck', await largeDeck(60)],
    ];
    for (const [name, bytes] of documents) {
      const size = await inflatedSize(bytes);
      console.log(`  ${name}: ${mb(bytes.byteLength)} on disk, streams expand to ${mb(size)}`);
      assert.ok(size < MAX_INFLATED_BYTES / 8, name);
      await assertInflatedSizeWithin(bytes);
    }
    // sb2nov.pdf's 19 Flate streams inflate to 134,921 bytes (counted independently with Python's zlib).
    assert.equal(await inflatedSize(await readResume('sb2nov.pdf')), 134_921);
  });

  it('refuses a 1.5 GB bomb in well under a second, having inflated only the budget', async () => {
    const bomb = bombPdf();
    const started = performance.now();
    const error = await refusal(bomb);
    const elapsed = performance.now() - started;
    console.log(`  bomb: ${mb(bomb.byteLength)} on disk, 1536 MB inflated; refused in ${Math.round(elapsed)} ms`);
    assert.equal(error.statusCode, 422);
    assert.match(error.message, /expands to more than 64 MB when opened/);
    assert.ok(elapsed < 5000, `${Math.round(elapsed)} ms`);
    assert.ok((await inflatedSize(bomb)) < MAX_INFLATED_BYTES + MiB, 'counting stops just past the budget');
  });

  it('counts every stream: many small ones add up', async () => {
    // 40 pages × 4 MB: no stream is large, together they are 160 MB.
    await refusal(spreadBombPdf(40, 4 * MiB));
    const fine = spreadBombPdf(10, 4 * MiB);
    assert.equal(await inflatedSize(fine), 40 * MiB);
  });

  it('sees through filter chains, abbreviations, arrays, indirect and unresolvable filters', async () => {
    const disguises = [
      '/Filter [/FlateDecode]',
      '/Filter /Fl',
      // The real /Filter is the top-level one; a nested dictionary's /Filter must not hide it.
      '/DecodeParms << /Filter /DCTDecode >> /Filter /FlateDecode',
      // An object the scan cannot read (as if in an object stream) is assumed to be Flate.
      '/Filter 99 0 R',
      // A repeated key: pdf.js keeps the last value.
      '/Filter /DCTDecode /Filter /FlateDecode',
      // pdf.js reads the inline-image abbreviation /F before /Filter.
      '/Filter /DCTDecode /F /FlateDecode',
    ];
    for (const filterEntry of disguises) {
      const size = await inflatedSize(bombPdf({ filterEntry, inflatedBytes: 100 * MiB }));
      assert.ok(size > MAX_INFLATED_BYTES, `${filterEntry}: counted ${mb(size)}`);
    }
    assert.ok((await inflatedSize(bombPdf({ ascii85: true, inflatedBytes: 100 * MiB }))) > MAX_INFLATED_BYTES);
    assert.equal(await inflatedSize(bombPdf({ ascii85: true, inflatedBytes: 3 * MiB })), 3 * MiB);
  });

  it('decodes RunLength and LZW streams with their real sizes', async () => {
    // 600,000 pairs expand 64× to 73 MB.
    await refusal(runLengthBombPdf(600_000));
    assert.equal(await inflatedSize(runLengthBombPdf(1000)), 128_000);
    // The LZW example of the PDF specification (7.4.4.2): 9 bytes that decode to 10.
    const lzw = Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    assert.equal(await inflatedSize(contentStreamPdf('<< /Filter /LZWDecode >>', lzw)), 10);
  });

  it('finds the data where pdf.js does: past junk after the keyword, and when /Length lies', async () => {
    const flate = flateOfRepeatedByte(0x20, 100 * MiB);
    const pdf = contentStreamPdf('<< /Filter /FlateDecode >>', flate).toString('latin1');
    const variants = [
      pdf.replace(`/Length ${flate.byteLength}`, '/Length 10'),
      pdf.replace('\nstream\n', '\nstream  \r\n'),
      // No `N 0 obj` before the dictionary: only the keyword scan finds it.
      pdf.replace(/\d+ 0 obj\n<< \/Filter/, '<< /Filter'),
    ];
    for (const variant of variants) {
      assert.ok((await inflatedSize(Buffer.from(variant, 'latin1'))) > MAX_INFLATED_BYTES);
    }
  });

  it('refuses encrypted PDFs, whose streams only pdf.js could decrypt and measure', async () => {
    const error = await refusal(encryptedPdf());
    assert.equal(error.statusCode, 422);
    assert.equal(error.message, PROTECTED_MESSAGE);
  });

  it('runs before pdf.js: extractPdfText refuses the bomb with the same 422', async () => {
    await assert.rejects(extractPdfText(bombPdf()), (error: unknown) => {
      assert.ok(error instanceof PdfRejectedError);
      assert.equal(error.statusCode, 422);
      assert.match(error.message, /64 MB/);
      return true;
    });
  });
});
