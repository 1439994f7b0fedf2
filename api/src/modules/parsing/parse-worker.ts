// Worker-thread entry: parses one PDF per message so pdf.js never blocks the API's event loop.
import { parentPort } from 'node:worker_threads';
import { parseDeckPdf, parseResumePdf, parseThesisPdf } from './index.js';
import { PdfRejectedError } from './types.js';
import type { ParseJob, ParseReply } from './parser-pool.js';

const PARSERS = { resume: parseResumePdf, deck: parseDeckPdf, thesis: parseThesisPdf };

parentPort?.on('message', async ({ id, kind, bytes }: ParseJob) => {
  let reply: ParseReply;
  try {
    reply = { id, ok: true, result: await PARSERS[kind](bytes) };
  } catch (error) {
    reply =
      error instanceof PdfRejectedError
        ? { id, ok: false, rejected: { statusCode: error.statusCode, message: error.message } }
        : { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
