// The parsing module's public surface: PDF bytes in, typed profile data out.
import { parseDeck } from './deck.js';
import { extractPdfText } from './pdf-text.js';
import { parseResume } from './resume.js';
import { parseThesis } from './thesis.js';
import type { ParsedDeck, ParsedResume, ParsedThesis } from './types.js';

export { extractPdfText, MAX_PDF_PAGES, type PdfText } from './pdf-text.js';
export { parseDeck } from './deck.js';
export { parseResume } from './resume.js';
export { parseThesis } from './thesis.js';
export * from './types.js';

/** Resumes lean on bold and italic, so their fonts' names are resolved; tabular CVs set labels beside values. */
export async function parseResumePdf(bytes: Uint8Array): Promise<ParsedResume> {
  return parseResume(await extractPdfText(bytes, { fontStyles: true, labelColumns: true }));
}

export async function parseDeckPdf(bytes: Uint8Array): Promise<ParsedDeck> {
  return parseDeck(await extractPdfText(bytes));
}

export async function parseThesisPdf(bytes: Uint8Array): Promise<ParsedThesis> {
  return parseThesis(await extractPdfText(bytes));
}
