import { randomUUID } from 'node:crypto';
import { chmod, copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey } from './keys.js';
import { StoredFileMissingError, type FileStorage } from './types.js';

/**
 * Each key's bytes live in `<key>.bin`, so a key can also be the folder of longer keys ("a" and "a/b"), as on S3.
 * Keys have no dots, so no key's file can collide with another's, nor with a write in progress (`.tmp`).
 */
const FILE_SUFFIX = '.bin';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** Writes `file` through a temporary file beside it, renamed into place: readers never see half a file. */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Files under `dir` (created as needed), written atomically: a reader sees the old bytes or the new, never half. */
export function createDiskStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileFor = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/')) + FILE_SUFFIX;
  };

  return {
    kind: 'disk',

    async put(key, bytes) {
      await writeAtomically(fileFor(key), (temporary) => writeFile(temporary, bytes, { mode: 0o600 }));
    },

    async putFile(key, filePath) {
      // A copy, not a rename: the caller's file may be on another file system (the OS's temporary folder).
      await writeAtomically(fileFor(key), async (temporary) => {
        await copyFile(filePath, temporary);
        await chmod(temporary, 0o600);
      });
    },

    async get(key) {
      const file = fileFor(key);
      try {
        return await readFile(file);
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async size(key) {
      try {
        return (await stat(fileFor(key))).size;
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async getRange(key, start, end) {
      // Opened here, so a missing file is StoredFileMissingError now rather than an error event on the stream.
      const handle = await open(fileFor(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? new StoredFileMissingError(key) : error;
      });
      return handle.createReadStream({ start, end, autoClose: true });
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    async has(key) {
      try {
        return (await stat(fileFor(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
