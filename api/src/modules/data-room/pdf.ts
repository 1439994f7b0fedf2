import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/*
 * pdf-lib on the room's PDFs: their page count when stored, and the viewer's stamp when served. Both open the file
 * without decrypting it (an owner-password PDF still has pages to count and stamp) and leave its metadata alone.
 */

const LOAD_OPTIONS = { ignoreEncryption: true, updateMetadata: false } as const;

/** Pages of a PDF, or null when pdf-lib cannot read it (the file is still stored; it just has no count). */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    return (await PDFDocument.load(bytes, LOAD_OPTIONS)).getPageCount();
  } catch {
    return null;
  }
}

/** A PDF the stamp cannot be written on: the room refuses to serve it rather than hand it out unmarked. */
export class UnstampablePdfError extends Error {
  constructor() {
    super('This document cannot be shown: its PDF could not be read to stamp it with your e-mail address.');
    this.name = 'UnstampablePdfError';
  }
}

/** Helvetica draws WinAnsi only: anything else (a non-Latin e-mail) would throw, so it becomes "?". */
const winAnsiOnly = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

const STAMP_GREY = rgb(0.6, 0.6, 0.6);

/**
 * Every page stamped with "<email> - <day>" as real text (extractable, so a leaked copy names its reader): once
 * across the page, light, and once in the footer.
 */
export async function stampPdf(bytes: Uint8Array, email: string, day: string): Promise<Uint8Array> {
  // pdf-lib may open a damaged file and fail only when it walks the pages: either way it cannot be stamped.
  try {
    return await stampPages(await PDFDocument.load(bytes, LOAD_OPTIONS), winAnsiOnly(`${email} - ${day}`));
  } catch {
    throw new UnstampablePdfError();
  }
}

async function stampPages(pdf: PDFDocument, stamp: string): Promise<Uint8Array> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    page.drawText(stamp, { x: 24, y: 14, size: 8, font, color: STAMP_GREY });
    // Across the page, as large as fits its diagonal (12 to 36 points).
    const angle = Math.atan2(height, width);
    const fitting = (Math.hypot(width, height) * 0.8) / Math.max(1, font.widthOfTextAtSize(stamp, 1));
    const size = Math.max(12, Math.min(36, fitting));
    const textWidth = font.widthOfTextAtSize(stamp, size);
    page.drawText(stamp, {
      x: width / 2 - (Math.cos(angle) * textWidth) / 2,
      y: height / 2 - (Math.sin(angle) * textWidth) / 2,
      size,
      font,
      color: STAMP_GREY,
      opacity: 0.25,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  return pdf.save();
}
