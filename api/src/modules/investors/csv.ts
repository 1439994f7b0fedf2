// A small RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks.
// The corpus files are a few MB, so parsing them whole is simpler than parsing a stream and fast enough;
// gzip-compressed files (the in-repo corpus) are decompressed and decoded as a stream on the way in.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

/** Decodes bytes as UTF-8, replacing invalid sequences with U+FFFD (the corpus has a few), without a BOM. */
export function decodeUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
}

/** A CSV file's text: `.gz` files are gunzipped while they are read; anything else is read as it is. */
export async function readCsvText(file: string): Promise<string> {
  if (!file.endsWith('.gz')) return decodeUtf8(await readFile(file));
  const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });
  const parts: string[] = [];
  await pipeline(createReadStream(file), createGunzip(), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) parts.push(decoder.decode(chunk, { stream: true }));
  });
  parts.push(decoder.decode());
  return parts.join('');
}

/** Every record of `text` as an array of fields; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  // Fields are sliced rather than built a character at a time: the corpus files are megabytes.
  while (index <= text.length) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) {
          field += text.slice(index);
          index = text.length;
          break;
        }
        field += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        field += '"';
        index += 1;
      }
    }
    // Up to the next separator; anything after a closing quote is kept, as lenient readers do.
    const end = nextSeparator(text, index);
    field += text.slice(index, end).replace(/\r$/, '');
    record.push(field);
    index = end + 1;
    if (end >= text.length || text[end] === '\n') {
      if (record.length > 1 || record[0] !== '') records.push(record);
      record = [];
    }
  }
  return records;
}

function nextSeparator(text: string, from: number): number {
  const comma = text.indexOf(',', from);
  const newline = text.indexOf('\n', from);
  const end = text.length;
  return Math.min(comma === -1 ? end : comma, newline === -1 ? end : newline);
}

/** Records keyed by the header row's (trimmed) names; a short record leaves its missing fields empty. */
export function parseCsvObjects(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...records] = parseCsv(text);
  const names = header.map((name) => name.trim());
  const rows = records.map((record) => Object.fromEntries(names.map((name, column) => [name, record[column] ?? ''])));
  return { header: names, rows };
}
