// Worker-thread entry: parses one PDF per message so pdf.js never blocks the API's event loop.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { toWellFormed } from '../../lib/text.js';
import { parseDeckPdf, parseResumePdf, parseThesisPdf } from './index.js';
import { PdfRejectedError } from './types.js';
import type { ParseJob, ParseReply } from './parser-pool.js';

const PARSERS = { resume: parseResumePdf, deck: parseDeckPdf, thesis: parseThesisPdf };

/**
 * Every string in the parser's output, made storable: a font may map glyphs to U+0000 or to half a surrogate pair,
 * and PostgreSQL refuses both.
 */
function wellFormedStrings(value: unknown): unknown {
  if (typeof value === 'string') return toWellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormedStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [toWellFormed(key), wellFormedStrings(entry)]),
    );
  }
  return value;
}

parentPort?.on('message', async ({ id, kind, bytes }: ParseJob) => {
  let reply: ParseReply;
  const heapBytes = () => getHeapStatistics().total_heap_size;
  try {
    reply = { id, ok: true, result: wellFormedStrings(await PARSERS[kind](bytes)), heapBytes: heapBytes() };
  } catch (error) {
    reply =
      error instanceof PdfRejectedError
        ? { id, ok: false, rejected: { statusCode: error.statusCode, message: error.message }, heapBytes: heapBytes() }
        : { id, ok: false, message: error instanceof Error ? error.message : String(error), heapBytes: heapBytes() };
  }
  parentPort?.postMessage(reply);
});
