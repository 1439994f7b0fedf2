// A migrated, empty PGlite data directory as a tarball, made once and then loaded by every new in-memory database
// (Config.pgliteTemplateFile): a fresh PGlite runs initdb, seconds of CPU each time, and the API test suite opens
// dozens of databases. The file is named by a digest of PGlite's version and the migrations, so a changed
// migration or an upgraded PGlite makes a new one instead of loading a stale schema.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from './client.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';

async function templateDigest(): Promise<string> {
  const hash = createHash('sha256');
  // The package's own package.json is not exported; it sits above the resolved dist/ entry point.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(path.dirname(entry), '..', 'package.json')));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template's path in `dir`, made first when it does not exist yet. */
export async function migratedPgliteTemplate(dir: string): Promise<string> {
  const file = path.join(dir, `pear-pglite-template-${await templateDigest()}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  try {
    await migrate(pgliteHandle(client));
    const tarball = await client.dumpDataDir('none');
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: another process never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
  }
  return file;
}
