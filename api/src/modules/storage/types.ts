import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where kept files live (data-room documents, pitch deck versions; video pitches later). Two implementations: local
 * disk (default) and S3-compatible object storage (when S3_BUCKET is set). Files are addressed by opaque keys the API
 * makes (`newStorageKey`), never by a name a user typed.
 */
export type FileStorage = {
  /** "disk" or "s3": for logs and the health of the set-up, never for behaviour. */
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at `filePath` (`size` bytes) under `key`, streamed, never whole in memory (video pitches up to
   * 200 MB). The file is copied: the caller still owns it and removes it.
   */
  putFile(key: string, filePath: string, size: number, contentType: string): Promise<void>;
  /** The bytes under `key`; StoredFileMissingError when there are none. */
  get(key: string): Promise<Buffer>;
  /** How many bytes are stored under `key`; StoredFileMissingError when there are none. */
  size(key: string): Promise<number>;
  /**
   * Bytes `start` to `end` (inclusive, as in an HTTP Range) under `key`, as a stream; StoredFileMissingError when
   * there are none. The caller checks the range against `size`.
   */
  getRange(key: string, start: number, end: number): Promise<Readable>;
  /** Removes the bytes under `key`; nothing to remove is not an error. */
  delete(key: string): Promise<void>;
  /** Whether bytes are stored under `key`. */
  has(key: string): Promise<boolean>;
};

export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

/** A fresh opaque key under `prefix` ("data-room/3f0c…"). Keys are lowercase letters, digits, "-" and "/". */
export const newStorageKey = (prefix: string): string => `${prefix}/${randomUUID()}`;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    /** Kept files (see FileStorage). */
    storage: FileStorage;
  }
}
