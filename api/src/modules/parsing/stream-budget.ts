// Bounds what a PDF expands to before pdf.js opens it. pdf.js decodes every stream it reads (page contents, fonts,
// object streams) into one growing buffer, so a 1 MB file of compressed spaces becomes gigabytes of memory. This scan
// finds the streams in the raw bytes (not through the xref, which may be broken or lie: pdf.js then rebuilds it by
// scanning too), decodes their filters with a running count and stops as soon as the total passes the budget.
// Flate output is only counted, never kept, so the scan itself holds no more than one zlib chunk of it.
import { constants, createInflate } from 'node:zlib';
import { PdfRejectedError } from './types.js';

/** What all of a PDF's streams may expand to, together. Real resumes and decks need a few megabytes. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export const tooExpansiveMessage = (budget: number) =>
  `This PDF expands to more than ${Math.round(budget / (1024 * 1024))} MB when opened, far more than a resume, ` +
  'deck or thesis needs. Please export it again (with compressed images, without embedded attachments) and re-upload.';

/** Also pdf.js's answer to a password it does not have: encryption of any kind is refused before pdf.js runs. */
export const PROTECTED_MESSAGE =
  'This PDF is password-protected or encrypted. Please remove the protection (save an unprotected copy) and upload it again.';

/**
 * Picture codecs: pdf.js skips images when reading text (pdf-text.ts, maxImageSize), so what they decode to is not
 * counted. A picture codec misused for page content is bounded by the parser pool's memory ceiling instead.
 */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);

type Filter = 'flate' | 'hex' | 'a85' | 'lzw' | 'rle';
const FILTERS: Record<string, Filter> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  ASCIIHexDecode: 'hex',
  AHx: 'hex',
  ASCII85Decode: 'a85',
  A85: 'a85',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  RunLengthDecode: 'rle',
  RL: 'rle',
};

/**
 * The decoded size of every stream in the PDF, added up; stops counting once past `budget` (the result is then
 * just over it). Damaged data counts for what decodes before the damage, as pdf.js reads it.
 */
export async function inflatedSize(bytes: Uint8Array, budget = MAX_INFLATED_BYTES): Promise<number> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const objects = new PdfObjects(text);
  let total = 0;
  const scanned: [start: number, end: number][] = [];
  const objectStart = /(\d+)\s+(\d+)\s+obj\b/g;
  for (let match = objectStart.exec(text); match; match = objectStart.exec(text)) {
    const stream = readStream(text, objectStart.lastIndex, objects);
    if (!stream) continue;
    const data = bytes.subarray(stream.dataStart, stream.dataEnd);
    total += await decodedSize(data, filtersOf(stream.entries, objects), budget - total);
    if (total > budget) return total;
    scanned.push([stream.dataStart, stream.dataEnd]);
    objectStart.lastIndex = stream.dataEnd;
  }
  // A `stream` keyword the object scan did not reach (odd syntax pdf.js may still accept): its dictionary is unknown,
  // so its data is tried as Flate, the filter that expands most.
  const looseStream = /(?<![A-Za-z])stream\b/g;
  let covered = 0;
  for (let match = looseStream.exec(text); match; match = looseStream.exec(text)) {
    const start = afterLineEnd(text, looseStream.lastIndex);
    // Ranges and matches both ascend: skip the ranges that end before this match.
    while (covered < scanned.length && scanned[covered]![1] + 16 < start) covered++;
    const range = scanned[covered];
    if (range && start >= range[0]) continue;
    const end = text.indexOf('endstream', start);
    const data = bytes.subarray(start, end < 0 ? bytes.byteLength : end);
    total += (await decode('flate', data, budget - total, false)).size;
    if (total > budget) return total;
    looseStream.lastIndex = start + data.byteLength;
  }
  return total;
}

/** Refuses (422) a PDF whose streams expand past `budget`, and an encrypted one, whose streams cannot be measured. */
export async function assertInflatedSizeWithin(bytes: Uint8Array, budget = MAX_INFLATED_BYTES): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // Encrypted stream data only inflates after decryption, which only pdf.js would do.
  if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(text)) throw new PdfRejectedError(422, PROTECTED_MESSAGE);
  if ((await inflatedSize(bytes, budget)) > budget) throw new PdfRejectedError(422, tooExpansiveMessage(budget));
}

// ---- Finding streams -----------------------------------------------------------------------------------------

type RawStream = { entries: Map<string, string>; dataStart: number; dataEnd: number };

/** The stream whose object body starts at `position`, or null when that object is not a stream. */
function readStream(text: string, position: number, objects: PdfObjects): RawStream | null {
  const dictStart = skipBlanks(text, position);
  if (!text.startsWith('<<', dictStart)) return null;
  const dictEnd = endOfObject(text, dictStart);
  if (dictEnd < 0) return null;
  const keyword = skipBlanks(text, dictEnd);
  if (!text.startsWith('stream', keyword)) return null;
  const dataStart = afterLineEnd(text, keyword + 'stream'.length);
  const entries = dictionaryEntries(text.slice(dictStart, dictEnd));
  // Like pdf.js: trust /Length when `endstream` follows it, otherwise the data runs to the next `endstream`.
  const length = Number(objects.resolve(entries.get('Length')));
  if (
    Number.isSafeInteger(length) &&
    length >= 0 &&
    /^\s*endstream/.test(text.slice(dataStart + length, dataStart + length + 16))
  ) {
    return { entries, dataStart, dataEnd: dataStart + length };
  }
  const end = text.indexOf('endstream', dataStart);
  return { entries, dataStart, dataEnd: end < 0 ? text.length : end };
}

/** The stream's filters in decoding order; a filter we cannot resolve is tried as Flate, the one that expands most. */
function filtersOf(entries: Map<string, string>, objects: PdfObjects): (Filter | 'image')[] {
  // pdf.js reads /F (the inline-image abbreviation) before /Filter, in streams too.
  const key = entries.has('F') ? 'F' : 'Filter';
  const value = objects.resolve(entries.get(key));
  if (value === undefined) return entries.has(key) ? ['flate'] : [];
  const items = value.startsWith('[') ? arrayItems(value.slice(1, -1)) : [value];
  const filters: (Filter | 'image')[] = [];
  for (const item of items) {
    const name = objects.resolve(item)?.replace(/^\//, '');
    if (name === undefined) filters.push('flate');
    else if (IMAGE_FILTERS.has(name)) filters.push('image');
    else {
      const filter = FILTERS[name];
      // pdf.js passes an unknown filter's data through undecoded.
      if (filter) filters.push(filter);
    }
  }
  return filters;
}

/** Resolves `N G R` references to the text of the object, as long as it is a plain (not compressed) object. */
class PdfObjects {
  /** Where each object's body starts; the last definition wins, as in an incrementally updated file. */
  private readonly bodies = new Map<string, number>();
  constructor(private readonly text: string) {
    const objectStart = /(\d+)\s+(\d+)\s+obj\b/g;
    for (const match of text.matchAll(objectStart))
      this.bodies.set(`${match[1]} ${match[2]}`, match.index + match[0].length);
  }

  resolve(value: string | undefined, depth = 0): string | undefined {
    const reference = value?.match(/^(\d+)\s+(\d+)\s+R$/);
    if (!reference || depth > 8) return value;
    const start = this.bodies.get(`${reference[1]} ${reference[2]}`);
    // An object inside an object stream cannot be read here: unknown.
    if (start === undefined) return undefined;
    const body = this.text
      .slice(start, start + 512)
      .split('endobj', 1)[0]!
      .trim();
    return this.resolve(body, depth + 1);
  }
}

// ---- A small PDF tokenizer: just enough to find the end of a dictionary and its top-level entries ---------------

const BLANK = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;

/** Where stream data starts: past anything up to the end of the line the `stream` keyword is on (as in pdf.js). */
function afterLineEnd(text: string, position: number): number {
  const end = text.slice(position, position + 1024).search(/\r\n?|\n/);
  if (end < 0) return position;
  return position + end + (text.startsWith('\r\n', position + end) ? 2 : 1);
}

function skipBlanks(text: string, position: number): number {
  let at = position;
  while (at < text.length) {
    if (BLANK.test(text[at]!)) at++;
    else if (text[at] === '%') {
      while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at++;
    } else break;
  }
  return at;
}

/** The index just past the object starting at `start` (a dictionary, array, string, name or plain token); -1 if cut off. */
function endOfObject(text: string, start: number): number {
  const first = text[start];
  if (text.startsWith('<<', start) || first === '[') {
    const closer = first === '[' ? ']' : '>>';
    let at = skipBlanks(text, start + (first === '[' ? 1 : 2));
    while (at < text.length && !text.startsWith(closer, at)) {
      const next = endOfObject(text, at);
      if (next < 0) return -1;
      at = skipBlanks(text, next);
    }
    return at < text.length ? at + closer.length : -1;
  }
  if (first === '(') {
    let depth = 0;
    for (let at = start; at < text.length; at++) {
      if (text[at] === '\\') at++;
      else if (text[at] === '(') depth++;
      else if (text[at] === ')' && --depth === 0) return at + 1;
    }
    return -1;
  }
  if (first === '<') {
    const end = text.indexOf('>', start);
    return end < 0 ? -1 : end + 1;
  }
  let at = start + 1;
  while (at < text.length && !DELIMITER.test(text[at]!)) at++;
  return at;
}

/** A dictionary's top-level entries, key → value text (references as `N G R`); a repeated key keeps its last value. */
function dictionaryEntries(dictionary: string): Map<string, string> {
  const entries = new Map<string, string>();
  let at = skipBlanks(dictionary, 2);
  while (at < dictionary.length && dictionary[at] === '/') {
    const keyEnd = endOfObject(dictionary, at);
    const key = dictionary.slice(at + 1, keyEnd);
    const valueStart = skipBlanks(dictionary, keyEnd);
    const reference = /^\d+\s+\d+\s+R(?![^\0\t\n\f\r ()<>[\]{}/%])/.exec(dictionary.slice(valueStart, valueStart + 40));
    const valueEnd = reference ? valueStart + reference[0].length : endOfObject(dictionary, valueStart);
    if (valueEnd < 0 || valueEnd <= valueStart) break;
    entries.set(key, dictionary.slice(valueStart, valueEnd).trim());
    at = skipBlanks(dictionary, valueEnd);
  }
  return entries;
}

/** The items of an array's inner text: names and references. */
function arrayItems(inner: string): string[] {
  return [...inner.matchAll(/\d+\s+\d+\s+R|\/[^\0\t\n\f\r ()<>[\]{}/%]*/g)].map((match) => match[0]);
}

// ---- Decoding with a budget ------------------------------------------------------------------------------------

/** Decodes `data` through `filters`, returning its decoded size (just over `budget` once past it). */
async function decodedSize(data: Uint8Array, filters: (Filter | 'image')[], budget: number): Promise<number> {
  let current = data;
  for (const [index, filter] of filters.entries()) {
    // A picture codec ends what pdf.js decodes for text; its input is what it holds.
    if (filter === 'image') return current.byteLength;
    const last = index === filters.length - 1;
    const { size, output } = await decode(filter, current, budget, !last);
    if (size > budget || !output) return size;
    current = output;
  }
  return current.byteLength;
}

type Decoded = { size: number; output: Uint8Array | null };

/** One filter's output size, capped just past `budget`; its bytes too when `keep` (a later filter needs them). */
function decode(filter: Filter, data: Uint8Array, budget: number, keep: boolean): Promise<Decoded> {
  if (filter === 'flate') return inflateCounting(data, budget, keep);
  const output = SYNC_DECODERS[filter](data, budget + 1);
  return Promise.resolve({ size: output.byteLength, output });
}

function inflateCounting(data: Uint8Array, budget: number, keep: boolean): Promise<Decoded> {
  return new Promise((resolve) => {
    // Z_SYNC_FLUSH: a truncated stream yields what it has, as in pdf.js, instead of an error.
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    const kept: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve({ size, output: keep ? Buffer.concat(kept) : null });
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (keep) kept.push(chunk);
      // Past the budget: stop zlib right here instead of inflating the rest.
      if (size > budget) finish();
    });
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.end(data);
  });
}

/** Decoders for the filters that are simple byte loops; each stops once its output reaches `limit`. */
const SYNC_DECODERS: Record<Exclude<Filter, 'flate'>, (data: Uint8Array, limit: number) => Uint8Array> = {
  hex(data, limit) {
    const digits = Buffer.from(data)
      .toString('latin1')
      .split('>', 1)[0]!
      .replace(/[^0-9a-fA-F]/g, '');
    return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex').subarray(0, limit);
  },

  a85(data, limit) {
    const out = new Output(limit);
    let group = 0;
    let count = 0;
    for (let index = 0; index < data.byteLength && !out.full; index++) {
      const byte = data[index]!;
      if (byte === 0x7e) break; // ~> ends the data
      if (byte === 0x7a && count === 0) {
        out.push(0, 0, 0, 0);
        continue;
      }
      if (byte < 0x21 || byte > 0x75) continue;
      group = group * 85 + (byte - 0x21);
      if (++count === 5) {
        out.push((group >>> 24) & 255, (group >>> 16) & 255, (group >>> 8) & 255, group & 255);
        group = 0;
        count = 0;
      }
    }
    if (count > 1) {
      for (let pad = count; pad < 5; pad++) group = group * 85 + 84;
      const tail = [(group >>> 24) & 255, (group >>> 16) & 255, (group >>> 8) & 255, group & 255];
      out.push(...tail.slice(0, count - 1));
    }
    return out.bytes();
  },

  rle(data, limit) {
    const out = new Output(limit);
    for (let index = 0; index < data.byteLength && !out.full;) {
      const length = data[index++]!;
      if (length === 128) break;
      if (length < 128) {
        out.append(data.subarray(index, index + length + 1));
        index += length + 1;
      } else {
        out.fill(data[index++] ?? 0, 257 - length);
      }
    }
    return out.bytes();
  },

  lzw(data, limit) {
    // Codes of 9–12 bits, 256 = clear, 257 = end, with the early change PDF uses by default.
    const out = new Output(limit);
    let table: Uint8Array[] = [];
    const reset = () => {
      table = Array.from({ length: 258 }, (_, code) => Uint8Array.of(code));
    };
    reset();
    let width = 9;
    let previous: Uint8Array | null = null;
    let bits = 0;
    let bitCount = 0;
    for (let index = 0; index < data.byteLength && !out.full; index++) {
      bits = ((bits << 8) | data[index]!) & 0xffffff;
      bitCount += 8;
      while (bitCount >= width && !out.full) {
        const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
        bitCount -= width;
        if (code === 256) {
          reset();
          width = 9;
          previous = null;
          continue;
        }
        if (code === 257) return out.bytes();
        let entry = table[code];
        if (!entry) {
          if (!previous || code !== table.length) return out.bytes();
          entry = Uint8Array.of(...previous, previous[0]!);
        }
        out.append(entry);
        if (previous && table.length < 4096) table.push(Uint8Array.of(...previous, entry[0]!));
        previous = entry;
        if (table.length + 1 >= 1 << width && width < 12) width++;
      }
    }
    return out.bytes();
  },
};

/** A byte buffer that stops growing at `limit`. */
class Output {
  private buffer = new Uint8Array(4096);
  private length = 0;
  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.length >= this.limit;
  }

  push(...values: number[]): void {
    this.append(Uint8Array.from(values));
  }

  append(chunk: Uint8Array): void {
    const taken = chunk.subarray(0, this.limit - this.length);
    this.reserve(taken.byteLength);
    this.buffer.set(taken, this.length);
    this.length += taken.byteLength;
  }

  fill(value: number, count: number): void {
    const taken = Math.min(count, this.limit - this.length);
    this.reserve(taken);
    this.buffer.fill(value, this.length, this.length + taken);
    this.length += taken;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.byteLength) return;
    const grown = new Uint8Array(Math.max(this.buffer.byteLength * 2, this.length + extra));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}
