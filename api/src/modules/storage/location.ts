import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEMORY_DIR, type Config } from '../../config.js';

/** Where disk storage keeps files, and what to do with that folder when the app closes. */
export type StorageLocation = { dir: string; removeOnClose: boolean };

/**
 * STORAGE_DIR when set; otherwise next to the PGlite data (`.data/pglite` → `.data/files`), one data folder for
 * everything the API keeps. An in-memory database (tests) gets a fresh temporary folder, gone when the app closes,
 * so its files are as short-lived as its rows.
 */
export async function resolveStorageLocation(
  config: Pick<Config, 'storageDir' | 'pgliteDir'>,
): Promise<StorageLocation> {
  if (config.storageDir) return { dir: path.resolve(config.storageDir), removeOnClose: false };
  if (config.pgliteDir === MEMORY_DIR) {
    return { dir: await mkdtemp(path.join(tmpdir(), 'pear-files-')), removeOnClose: true };
  }
  return { dir: path.resolve(path.dirname(config.pgliteDir), 'files'), removeOnClose: false };
}
