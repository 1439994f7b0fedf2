// Prints what the parser reads from one PDF, and with --lines the text lines it read them from (page, baseline, left
// edge, font size, cells): `node --conditions=pear-source --import tsx api/scripts/experiments/show-parse.ts resume|deck file.pdf [--lines]`.
import { readFile } from 'node:fs/promises';
import { parseDeckPdf, parseResumePdf } from '../../src/modules/parsing/index.js';

const [kind, file] = process.argv.slice(2);
const bytes = new Uint8Array(await readFile(file!));
const parsed = kind === 'deck' ? await parseDeckPdf(bytes) : await parseResumePdf(bytes);
console.log(JSON.stringify(parsed, null, 1));
if (process.argv.includes('--lines')) {
  const { extractPdfText } = await import('../../src/modules/parsing/pdf-text.js');
  const text = await extractPdfText(bytes);
  for (const page of text.pages)
    for (const line of page.lines)
      console.log(
        `p${page.number} y${Math.round(line.y)} x${Math.round(line.x)} ${line.fontSize.toFixed(1)} |`,
        line.cells.map((cell) => cell.text).join(' ¦ '),
      );
}
