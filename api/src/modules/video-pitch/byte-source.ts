import type { FileHandle } from 'node:fs/promises';

/*
 * Positional reads over a file the parsers walk without loading it: a 200 MB video is read a few KB at a time, and
 * a run of small reads that fall close together (WebM block headers) is served from one window.
 */

export type ByteSource = {
  readonly size: number;
  /** `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
};

const WINDOW_BYTES = 64 * 1024;

/** Reads through `handle`; small reads come from a 64 KB window around them. */
export function fileByteSource(handle: FileHandle, size: number): ByteSource {
  let windowStart = 0;
  let window = Buffer.alloc(0);
  const direct = async (offset: number, length: number) => {
    const wanted = Math.max(0, Math.min(length, size - offset));
    const buffer = Buffer.alloc(wanted);
    let filled = 0;
    while (filled < wanted) {
      const { bytesRead } = await handle.read(buffer, filled, wanted - filled, offset + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  };
  return {
    size,
    async read(offset, length) {
      if (length > WINDOW_BYTES) return direct(offset, length);
      const inWindow = offset >= windowStart && offset + length <= windowStart + window.length;
      if (!inWindow) {
        windowStart = offset;
        window = await direct(offset, WINDOW_BYTES);
      }
      return window.subarray(offset - windowStart, offset - windowStart + length);
    },
  };
}

/** The same over bytes in memory (tests' synthetic files). */
export function bufferByteSource(bytes: Uint8Array): ByteSource {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    read: async (offset, length) => buffer.subarray(offset, Math.min(buffer.length, offset + length)),
  };
}
