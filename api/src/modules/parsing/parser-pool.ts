// A small pool of worker threads for PDF parsing. pdf.js in Node parses on the calling thread, and a
// large deck takes seconds: in the main thread that would stall every other request. Workers also
// give a hard time limit: a worker stuck on a pathological PDF is terminated and replaced, and a memory limit: a worker
// over its resourceLimits dies alone, not the API. The queue is bounded, so a burst of uploads gets a quick 503.
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { PdfRejectedError, type ParsedDeck, type ParsedResume, type ParsedThesis } from './types.js';

type Parsed = { resume: ParsedResume; deck: ParsedDeck; thesis: ParsedThesis };
export type ParseKind = keyof Parsed;

export type ParseJob = { id: number; kind: ParseKind; bytes: Uint8Array };
export type ParseReply = (
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; rejected: { statusCode: 413 | 415 | 422; message: string } }
  | { id: number; ok: false; message: string }
) & {
  /** The worker's V8 heap after the job, in bytes: a big one is recycled. */
  heapBytes: number;
};

export type ParserPool = {
  parse<K extends ParseKind>(kind: K, bytes: Uint8Array): Promise<Parsed[K]>;
  close(): Promise<void>;
};

export type ParserPoolOptions = {
  /** Workers running at once (default: one fewer than the cores, 1–4). */
  size?: number;
  /** A job still running after this long is stopped with a 422. */
  hardTimeoutMs?: number;
  /** Jobs that may wait for a worker; past that, parse() fails at once with ParserBusyError (default 8). */
  maxQueued?: number;
  /** V8 limits of each worker; a job that exceeds them ends with a 422, not a crash of the API. */
  resourceLimits?: ResourceLimits;
  /** A worker is replaced after a job with more input than this, so its memory goes back to the system. */
  recycleAfterInputBytes?: number;
  /** …or after a job that left its heap larger than this. */
  recycleAboveHeapBytes?: number;
  /**
   * A backstop for what stream-budget.ts cannot measure (picture codecs misused as page content, say): while jobs
   * run, the process RSS (workers included) may grow this much over its size when they started; past it, the
   * running jobs end with a 422 and their workers are stopped.
   */
  memoryCeilingBytes?: number;
  /** Tests: called when a job is handed to a worker (a fault test terminates that worker mid-job). */
  onJobStart?: (worker: Worker, kind: ParseKind) => void;
};

/** parse() when every worker is busy and the queue is full: the route answers 503. */
export class ParserBusyError extends Error {
  constructor() {
    super('Pear is busy parsing other documents, try again in a minute.');
    this.name = 'ParserBusyError';
  }
}

const MiB = 1024 * 1024;
/**
 * pdf.js on a 60-slide deck peaks near 100 MB of heap; 10 MB of input adds its copies. Decoded stream data lives
 * outside the heap (ArrayBuffers), which is why stream-budget.ts bounds it before pdf.js runs.
 */
export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

const MEMORY_SAMPLE_MS = 50;

const MESSAGES = {
  tooSlow: 'This PDF took too long to read. Please upload a simpler or smaller file.',
  outOfMemory:
    'This PDF needs more memory to read than Pear allows. Please export it again with fewer or smaller images and re-upload.',
  workerDied: 'Reading this PDF stopped unexpectedly. Please try again; if it keeps failing, export the PDF again.',
  closed: 'The parser pool is closed',
} as const;

// The worker runs the same build as this file: parse-worker.js from dist, or parse-worker.ts from src under tsx.
const SOURCE_EXTENSION = extname(fileURLToPath(import.meta.url));
const WORKER_URL = new URL(`./parse-worker${SOURCE_EXTENSION}`, import.meta.url);

/** Node 20 does not hand tsx's loader to worker threads, so a TypeScript worker registers it itself. */
function startWorker(resourceLimits: ResourceLimits): Worker {
  if (SOURCE_EXTENSION !== '.ts') return new Worker(WORKER_URL, { resourceLimits });
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

type Pending = { job: ParseJob; resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Pending | null; timer: NodeJS.Timeout | null };

export function createParserPool({
  size = Math.min(4, Math.max(1, availableParallelism() - 1)),
  hardTimeoutMs = 45_000,
  maxQueued = 8,
  resourceLimits = DEFAULT_RESOURCE_LIMITS,
  recycleAfterInputBytes = 2 * MiB,
  recycleAboveHeapBytes = 192 * MiB,
  memoryCeilingBytes = 768 * MiB,
  onJobStart,
}: ParserPoolOptions = {}): ParserPool {
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  let memoryWatch: NodeJS.Timeout | null = null;

  /** Samples the RSS while any job runs; stops sampling when the pool is idle. */
  function watchMemory() {
    const busy = slots.some((slot) => slot.job !== null);
    if (!busy || closed) {
      if (memoryWatch) clearInterval(memoryWatch);
      memoryWatch = null;
      return;
    }
    if (memoryWatch) return;
    const baseline = process.memoryUsage.rss();
    memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline <= memoryCeilingBytes) return;
      clearInterval(memoryWatch!);
      memoryWatch = null;
      for (const slot of slots.filter((candidate) => candidate.job !== null)) {
        settle(slot, (pending) => pending.reject(new PdfRejectedError(422, MESSAGES.outOfMemory)), true);
      }
    }, MEMORY_SAMPLE_MS);
    memoryWatch.unref();
  }

  /** Ends the slot's job (if any) and, when `retire` is set, takes the worker out of the pool for good. */
  function settle(slot: Slot, settleJob: (pending: Pending) => void, retire = false) {
    const pending = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (retire && slots.includes(slot)) {
      slots.splice(slots.indexOf(slot), 1);
      void slot.worker.terminate();
    }
    if (pending) settleJob(pending);
    dispatch();
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(resourceLimits), job: null, timer: null };
    slot.worker.on('message', (reply: ParseReply) => {
      const heavy =
        (slot.job?.job.bytes.byteLength ?? 0) > recycleAfterInputBytes || reply.heapBytes > recycleAboveHeapBytes;
      settle(
        slot,
        (pending) => {
          if (reply.ok) pending.resolve(reply.result);
          else if ('rejected' in reply)
            pending.reject(new PdfRejectedError(reply.rejected.statusCode, reply.rejected.message));
          else pending.reject(new Error(`PDF parsing failed: ${reply.message}`));
        },
        // A fresh worker for the next job: terminating the old one returns its memory to the system.
        heavy,
      );
    });
    // A worker over its resourceLimits, or one that crashed, fails its job with a 422 and leaves the pool.
    slot.worker.on('error', (error: Error & { code?: string }) => {
      const message = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? MESSAGES.outOfMemory : MESSAGES.workerDied;
      settle(slot, (pending) => pending.reject(new PdfRejectedError(422, message)), true);
    });
    // Terminated from outside (or exited without an error event): the job it held must not wait for the timeout.
    slot.worker.on('exit', () => {
      settle(slot, (pending) => pending.reject(new PdfRejectedError(422, MESSAGES.workerDied)), true);
    });
    slot.worker.unref();
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((candidate) => candidate.job === null) ?? (slots.length < size ? spawn() : null);
      if (!slot) break;
      const pending = queue.shift()!;
      slot.job = pending;
      slot.timer = setTimeout(() => {
        settle(slot, (stuck) => stuck.reject(new PdfRejectedError(422, MESSAGES.tooSlow)), true);
      }, hardTimeoutMs);
      // The bytes are copied into the worker; the caller keeps its buffer.
      slot.worker.postMessage(pending.job);
      onJobStart?.(slot.worker, pending.job.kind);
    }
    watchMemory();
  }

  return {
    parse(kind, bytes) {
      if (closed) return Promise.reject(new Error(MESSAGES.closed));
      const canStartNow = slots.length < size || slots.some((slot) => slot.job === null);
      if (!canStartNow && queue.length >= maxQueued) return Promise.reject(new ParserBusyError());
      return new Promise((resolve, reject) => {
        queue.push({ job: { id: nextId++, kind, bytes }, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      watchMemory();
      for (const pending of queue.splice(0)) pending.reject(new Error(MESSAGES.closed));
      await Promise.all(slots.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}
