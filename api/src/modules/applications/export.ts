// An application as a file the founder keeps or pastes from: Markdown, or a PDF with the same content (pdf-lib,
// wrapped text, page breaks).
import { APPLICATION_STATUS_LABELS, type Application } from '@pear/contract';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const NEEDS_YOUR_INPUT = 'Needs your input';

export type ExportedFile = { fileName: string; contentType: string; bytes: Uint8Array };

/** "y-combinator-application": the programme id is already lowercase letters, digits and "-". */
const baseName = (application: Application) => `${application.programme.id}-application`;

/** The lines above the answers: programme, link, status since when, deadline. */
function summaryLines(application: Application): [label: string, value: string][] {
  const { programme } = application;
  const since = application.history.at(-1)?.at.slice(0, 10);
  const deadline =
    application.deadline ??
    programme.deadline.next ??
    (programme.deadline.kind === 'rolling' ? 'Rolling' : 'See the official page');
  return [
    ['Programme', `${programme.name} (${programme.type})`],
    ['Apply at', programme.url],
    ['Status', `${APPLICATION_STATUS_LABELS[application.status]}${since ? ` since ${since}` : ''}`],
    ['Deadline', deadline],
  ];
}

export function applicationMarkdown(application: Application): string {
  const lines = [`# Application to ${application.programme.name}`, ''];
  for (const [label, value] of summaryLines(application)) lines.push(`- **${label}:** ${value}`);
  for (const answer of application.answers) {
    lines.push(
      '',
      `## ${answer.question.replace(/\s+/g, ' ')}`,
      '',
      answer.needsInput ? `_${NEEDS_YOUR_INPUT}_` : answer.answer.trim(),
      '',
      `Question source: ${answer.sourceUrl}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function markdownFile(application: Application): ExportedFile {
  return {
    fileName: `${baseName(application)}.md`,
    contentType: 'text/markdown; charset=utf-8',
    bytes: new TextEncoder().encode(applicationMarkdown(application)),
  };
}

/**
 * Text a standard PDF font can draw: Helvetica encodes WinAnsi only, so any other character (Cyrillic, CJK, emoji)
 * becomes "?" instead of failing the whole export; tabs become spaces and other control characters go.
 */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  // eslint-disable-next-line no-control-regex -- control characters cannot be drawn
  for (const char of text.replace(/\t/g, '    ').replace(/[\u0000-\u001f\u007f]/g, '')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Words laid into lines at most `width` points wide; a word longer than a line is cut. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        if (line) lines.push(line);
        lines.push(rest.slice(0, cut));
        line = '';
        rest = rest.slice(cut);
      }
      const candidate = line ? `${line} ${rest}` : rest;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

export async function applicationPdf(application: Application): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Application to ${application.programme.name}`);
  pdf.setProducer('Pear');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont, size: number, color = INK, spaceAfter = 4) => {
    const leading = size * 1.35;
    for (const line of wrap(font, size, encodable(font, text), width)) {
      if (y - leading < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      page.drawText(line, { x: PAGE.margin, y, size, font, color });
    }
    y -= spaceAfter;
  };

  write(`Application to ${application.programme.name}`, bold, 18, INK, 10);
  for (const [label, value] of summaryLines(application)) write(`${label}: ${value}`, regular, 10, MUTED, 2);
  y -= 12;
  for (const answer of application.answers) {
    write(answer.question, bold, 12, INK, 4);
    if (answer.needsInput) write(NEEDS_YOUR_INPUT, italic, 11, MUTED, 4);
    else write(answer.answer.trim(), regular, 11, INK, 4);
    write(`Question source: ${answer.sourceUrl}`, regular, 8, MUTED, 14);
  }
  return pdf.save();
}

export async function pdfFile(application: Application): Promise<ExportedFile> {
  return {
    fileName: `${baseName(application)}.pdf`,
    contentType: 'application/pdf',
    bytes: await applicationPdf(application),
  };
}
