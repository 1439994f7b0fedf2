import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { PDFDocument, StandardFonts } from 'pdf-lib';

import { ROOT } from '../../scripts/compose.mjs';

/** The benchmark PDFs: `$PEAR_SHARED_DIR/data/pdfs`, by default `../shared` next to the repository. */
export const PDF_DIR = join(process.env.PEAR_SHARED_DIR ?? resolve(ROOT, '..', 'shared'), 'data', 'pdfs');

export const realPdf = (path: string) => join(PDF_DIR, path);

/** Writes a one-page text PDF (pdf-lib) to a temporary file and returns its path. */
export async function writeTextPdf(name: string, lines: string[]): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 22, size: 13, font }));
  const path = join(await mkdtemp(join(tmpdir(), 'pear-pdf-')), name);
  await writeFile(path, await doc.save());
  return path;
}

/** Writes arbitrary bytes under a file name (e.g. a text file called resume.pdf). */
export async function writeFileNamed(name: string, content: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'pear-file-')), name);
  await writeFile(path, content);
  return path;
}
