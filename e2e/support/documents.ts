import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PDFDocument, StandardFonts } from 'pdf-lib';

import { resumePath, type ResumeFile } from '../../fixtures/resumes.mjs';

export { CANVA_DECK, canvaDeck, SEED_DECK, seedDeck } from '../../fixtures/decks.mjs';

/** A real, licensed resume from the repository's fixtures/resumes (sources and licences: fixtures/LICENSES.md). */
export const resumeFile = (file: ResumeFile) => resumePath(file);

/** Writes a generated PDF (fixtures/decks.mts) to a temporary file for setInputFiles, and returns its path. */
export async function writePdf(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'pear-pdf-')), name);
  await writeFile(path, bytes);
  return path;
}

/** Writes a one-page text PDF (pdf-lib) to a temporary file and returns its path. */
export async function writeTextPdf(name: string, lines: string[]): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 22, size: 13, font }));
  return writePdf(name, await doc.save());
}

/** Writes arbitrary bytes under a file name (e.g. a text file called resume.pdf). */
export async function writeFileNamed(name: string, content: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'pear-file-')), name);
  await writeFile(path, content);
  return path;
}
