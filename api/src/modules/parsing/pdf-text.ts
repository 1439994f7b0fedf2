// Text extraction with pdf.js: the bytes are checked before pdf.js sees them, pdf.js failures become
// PdfRejectedErrors the routes can answer with, and positioned text items become lines in reading order.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildLines, type LayoutOptions, type PdfLine, type PositionedItem } from './layout.js';
import { repairShiftedFonts } from './shifted-fonts.js';
import { assertInflatedSizeWithin, PROTECTED_MESSAGE } from './stream-budget.js';
import { MAX_PDF_BYTES, PDF_TOO_LARGE_MESSAGE, PdfRejectedError } from './types.js';

export type { PdfCell, PdfLine } from './layout.js';

export type PdfPage = { number: number; width: number; height: number; lines: PdfLine[] };

export type PdfText = {
  /** Pages in the document; only the first MAX_PDF_PAGES are read. */
  pageCount: number;
  pages: PdfPage[];
  /** Every page's lines, in reading order. */
  lines: PdfLine[];
  /** Lines joined with newlines. */
  text: string;
  /** The font size most characters are set in. */
  bodyFontSize: number;
};

export type ExtractOptions = LayoutOptions & {
  /**
   * Resolve each font's PostScript name to tell bold and italic apart. It costs a pass over the page's
   * drawing operators (images included), so image-heavy documents like decks may skip it.
   */
  fontStyles?: boolean;
  /** Give up after this many milliseconds. */
  timeoutMs?: number;
};

/** Longer documents are read only this far: nothing a resume, deck or thesis needs is past it. */
export const MAX_PDF_PAGES = 60;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Acrobat accepts a header anywhere in the first kilobyte; so does pdf.js. */
const HEADER_SEARCH_BYTES = 1024;
/** Fewer letters than this across the document means there is no text layer worth parsing. */
const MIN_LETTERS = 20;

const MESSAGES = {
  tooLarge: PDF_TOO_LARGE_MESSAGE,
  empty: 'The file is empty. Please upload a PDF.',
  notPdf: 'The file is not a PDF. Please upload a PDF document.',
  password: PROTECTED_MESSAGE,
  unreadable: 'This PDF could not be read; it may be damaged. Please export it again and re-upload.',
  noText:
    'This PDF has no selectable text (it looks scanned). Please upload a PDF exported from your editor rather than a scan.',
  tooSlow: 'This PDF took too long to read. Please upload a simpler or smaller file.',
} as const;

/** Rejects what cannot be a usable PDF before any parsing work is spent on it. */
export function assertPdfBytes(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_PDF_BYTES) throw new PdfRejectedError(413, MESSAGES.tooLarge);
  if (bytes.byteLength === 0) throw new PdfRejectedError(415, MESSAGES.empty);
  if (findHeader(bytes) < 0) throw new PdfRejectedError(415, MESSAGES.notPdf);
}

function findHeader(bytes: Uint8Array): number {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  const last = Math.min(bytes.byteLength, HEADER_SEARCH_BYTES) - magic.length;
  for (let start = 0; start <= last; start++) {
    if (magic.every((byte, offset) => bytes[start + offset] === byte)) return start;
  }
  return -1;
}

export async function extractPdfText(bytes: Uint8Array, options: ExtractOptions = {}): Promise<PdfText> {
  assertPdfBytes(bytes);
  // pdf.js holds every stream it decodes in memory: a decompression bomb is refused before it opens the file.
  await assertInflatedSizeWithin(bytes);
  const loadingTask = getDocument({
    // pdf.js may detach the buffer it is given; the caller keeps its own.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: Boolean(options.fontStyles),
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    // Text needs no pixels: every image but a 1×1 is skipped instead of decoded (no image bombs, less memory).
    maxImageSize: 1,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PdfRejectedError(422, MESSAGES.tooSlow)),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([readDocument(loadingTask, options), timeout]);
  } catch (error) {
    throw toRejection(error);
  } finally {
    clearTimeout(timer);
    await loadingTask.destroy();
  }
}

type LoadingTask = ReturnType<typeof getDocument>;
type TextItem = { str: string; transform: number[]; width: number; fontName: string };

async function readDocument(loadingTask: LoadingTask, options: ExtractOptions): Promise<PdfText> {
  const fontStyles = Boolean(options.fontStyles);
  const document = await loadingTask.promise;
  const pageCount = document.numPages;
  const pageSizes: { width: number; height: number }[] = [];
  const items: PositionedItem[] = [];
  for (let number = 1; number <= Math.min(pageCount, MAX_PDF_PAGES); number++) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    // Loading the operator list is what puts the fonts (and their real names) into commonObjs.
    if (fontStyles) await page.getOperatorList();
    const styleOf = (fontId: string) => fontStyle(fontStyles ? fontNameOf(page.commonObjs, fontId) : null);
    for (const raw of content.items) {
      if (!('str' in raw) || raw.str.trim() === '') continue;
      const item = raw as TextItem;
      // Page coordinates to top-down viewport coordinates, which also undoes page rotation.
      const [a, b, c, d, e, f] = multiply(viewport.transform, item.transform);
      const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
      if (fontSize <= 0) continue;
      items.push({
        page: number,
        text: item.str,
        x: e,
        y: f,
        width: item.width,
        fontSize,
        // pdf.js names fonts per document ("g_d0_f3"), so one id covers every page the font is on.
        fontId: item.fontName,
        ...styleOf(item.fontName),
      });
    }
    pageSizes.push({ width: viewport.width, height: viewport.height });
    page.cleanup();
  }
  repairShiftedFonts(items);
  const letters = items.reduce((sum, item) => sum + (item.text.match(/\p{L}/gu)?.length ?? 0), 0);
  if (letters < MIN_LETTERS) throw new PdfRejectedError(422, MESSAGES.noText);

  const pages = pageSizes.map(({ width, height }, index) => ({
    number: index + 1,
    width,
    height,
    lines: buildLines(
      items.filter((item) => item.page === index + 1),
      width,
      { labelColumns: options.labelColumns },
    ),
  }));
  const lines = pages.flatMap((page) => page.lines);
  return {
    pageCount,
    pages,
    lines,
    text: lines.map((line) => line.text).join('\n'),
    bodyFontSize: dominantFontSize(lines),
  };
}

function multiply(m: number[], n: number[]): [number, number, number, number, number, number] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = n;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

type CommonObjs = { has(id: string): boolean; get(id: string): unknown };

function fontNameOf(commonObjs: CommonObjs, fontId: string): string | null {
  if (!commonObjs.has(fontId)) return null;
  const font = commonObjs.get(fontId) as { name?: unknown } | null;
  return typeof font?.name === 'string' ? font.name : null;
}

/** Bold and italic read from a PostScript font name: "ABCDEF+Calibri-Bold", "CMBX10", "LinLibertineI". */
export function fontStyle(name: string | null): { bold: boolean; italic: boolean } {
  if (!name) return { bold: false, italic: false };
  const base = name.replace(/^[A-Z]{6}\+/, '');
  const bold =
    /bold|black|heavy|semibold|demi|extrabold|[-,]bd\b/i.test(base) ||
    /^CMB|^CMBX|^SFBX|^SFB/.test(base) ||
    /[a-z](B|BI|BO|Bd)$/.test(base);
  const italic =
    /italic|oblique|[-,](it|obl)\b/i.test(base) || /^CMTI|^CMSL|^SFTI/.test(base) || /[a-z](I|BI|It)$/.test(base);
  return { bold, italic };
}

function dominantFontSize(lines: PdfLine[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, chars] of weight) {
    if (chars > bestWeight) [best, bestWeight] = [size, chars];
  }
  return best;
}

function toRejection(error: unknown): PdfRejectedError {
  if (error instanceof PdfRejectedError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') return new PdfRejectedError(422, MESSAGES.password);
  return new PdfRejectedError(422, MESSAGES.unreadable);
}
