// In-memory PGlite databases for the test suite's apps, kept ready between apps. A new PGlite costs seconds of CPU
// (initdb, or loading a data directory and starting Postgres in WebAssembly) and the suite builds well over a hundred
// apps; so the database an app closes is emptied and handed to the process's next app instead. Each live app still
// has a database of its own, empty when the app starts, as with a new PGlite.
//
// New databases load a migrated, empty data directory (a tarball in the temporary folder, made by the first run that
// needs it) instead of running initdb. The tarball is named by a digest of PGlite's version and the migrations, so a changed
// migration or an upgraded PGlite makes a new one instead of loading a stale schema.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type DbHandle, pgliteHandle } from '../src/db/client.js';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate.js';

// Part of the digest: a change to how the template is made makes a new one.
const TEMPLATE_RECIPE = 'migrated, checkpointed';

async function templateDigest(): Promise<string> {
  const hash = createHash('sha256').update(TEMPLATE_RECIPE);
  // The package's own package.json is not exported; it sits above the resolved dist/ entry point.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(path.dirname(entry), '..', 'package.json')));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template's path in `dir`, made first when it does not exist yet. */
export async function migratedPgliteTemplate(dir: string): Promise<string> {
  const file = path.join(dir, `pear-pglite-template-${await templateDigest()}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create();
  try {
    await migrate(pgliteHandle(client));
    // Little WAL left to replay: a database loaded from the template starts in about half the time.
    await client.exec('CHECKPOINT');
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

let template: Promise<Blob> | undefined;

// How long an emptied database waits for the next app. Short: tests build their next app at once or not at all, and
// an idle PGlite keeps the process alive (Postgres arms timers, such as its 10-second statistics flush, that only
// closing the database stops), so the process would otherwise linger after its last test.
const IDLE_MS = 500;
const idle = new Map<PGlite, NodeJS.Timeout>();

/** Empties every table the migrations made, and forgets session state (settings, advisory locks, listeners). */
async function empty(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
  );
  if (rows.length > 0) await client.exec(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`);
  // Not inside the TRUNCATE's implicit transaction: DISCARD ALL refuses to run in one.
  await client.exec('DISCARD ALL');
}

function takeIdle(): PGlite | undefined {
  const [entry] = idle;
  if (!entry) return undefined;
  const [client, closeTimer] = entry;
  clearTimeout(closeTimer);
  idle.delete(client);
  return client;
}

function keepIdle(client: PGlite): void {
  const closeTimer = setTimeout(() => {
    idle.delete(client);
    void client.close().catch(() => undefined);
  }, IDLE_MS);
  // The timer itself must not be what keeps the process alive.
  closeTimer.unref();
  idle.set(client, closeTimer);
}

/** A migrated, empty in-memory database; closing it empties it and keeps it for the next caller a moment. */
export async function pooledPgliteDatabase(): Promise<DbHandle> {
  const client =
    takeIdle() ??
    (await PGlite.create({
      loadDataDir: await (template ??= migratedPgliteTemplate(tmpdir()).then(
        async (file) => new Blob([await readFile(file)]),
      )),
    }));
  return {
    ...pgliteHandle(client),
    close: async () => {
      try {
        await empty(client);
        keepIdle(client);
      } catch {
        // A database a test left unusable (closed, or mid-transaction) is not handed on.
        await client.close().catch(() => undefined);
      }
    },
  };
}
