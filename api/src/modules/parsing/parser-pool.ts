// A small pool of worker threads for PDF parsing. pdf.js in Node parses on the calling thread, and a
// large deck takes seconds: in the main thread that would stall every other request. Workers also
// give a hard time limit: a worker stuck on a pathological PDF is terminated and replaced.
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PdfRejectedError, type ParsedDeck, type ParsedResume, type ParsedThesis } from './types.js';

type Parsed = { resume: ParsedResume; deck: ParsedDeck; thesis: ParsedThesis };
export type ParseKind = keyof Parsed;

export type ParseJob = { id: number; kind: ParseKind; bytes: Uint8Array };
export type ParseReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; rejected: { statusCode: 413 | 415 | 422; message: string } }
  | { id: number; ok: false; message: string };

export type ParserPool = {
  parse<K extends ParseKind>(kind: K, bytes: Uint8Array): Promise<Parsed[K]>;
  close(): Promise<void>;
};

export type ParserPoolOptions = {
  /** Workers running at once (default: one fewer than the cores, 1–4). */
  size?: number;
  /** A job still running after this long is stopped with a 422. */
  hardTimeoutMs?: number;
};

const TOO_SLOW = 'This PDF took too long to read. Please upload a simpler or smaller file.';
// The worker runs the same build as this file: parse-worker.js from dist, or parse-worker.ts from src under tsx.
const SOURCE_EXTENSION = extname(fileURLToPath(import.meta.url));
const WORKER_URL = new URL(`./parse-worker${SOURCE_EXTENSION}`, import.meta.url);

/** Node 20 does not hand tsx's loader to worker threads, so a TypeScript worker registers it itself. */
function startWorker(): Worker {
  if (SOURCE_EXTENSION !== '.ts') return new Worker(WORKER_URL);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

type Pending = { job: ParseJob; resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Pending | null; timer: NodeJS.Timeout | null };

export function createParserPool({
  size = Math.min(4, Math.max(1, availableParallelism() - 1)),
  hardTimeoutMs = 45_000,
}: ParserPoolOptions = {}): ParserPool {
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function settle(slot: Slot, settleJob: (pending: Pending) => void) {
    const pending = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (pending) settleJob(pending);
    dispatch();
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(), job: null, timer: null };
    slot.worker.on('message', (reply: ParseReply) => {
      settle(slot, (pending) => {
        if (reply.ok) pending.resolve(reply.result);
        else if ('rejected' in reply)
          pending.reject(new PdfRejectedError(reply.rejected.statusCode, reply.rejected.message));
        else pending.reject(new Error(`PDF parsing failed: ${reply.message}`));
      });
    });
    // A crashed worker fails its job and leaves the pool; the next dispatch starts a fresh one.
    slot.worker.on('error', (error) => {
      slots.splice(slots.indexOf(slot), 1);
      settle(slot, (pending) => pending.reject(error));
    });
    slot.worker.unref();
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((candidate) => candidate.job === null) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const pending = queue.shift()!;
      slot.job = pending;
      slot.timer = setTimeout(() => {
        slots.splice(slots.indexOf(slot), 1);
        void slot.worker.terminate();
        settle(slot, (stuck) => stuck.reject(new PdfRejectedError(422, TOO_SLOW)));
      }, hardTimeoutMs);
      // The bytes are copied into the worker; the caller keeps its buffer.
      slot.worker.postMessage(pending.job);
    }
  }

  return {
    parse(kind, bytes) {
      if (closed) return Promise.reject(new Error('The parser pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ job: { id: nextId++, kind, bytes }, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('The parser pool is closed'));
      await Promise.all(slots.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}
