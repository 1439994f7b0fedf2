import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
