import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client.js';

// Next to this file in src/ and, after `npm run build` copies them, in dist/.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

// Arbitrary constant: serialises migrations when several API instances start against one PostgreSQL.
const MIGRATION_LOCK_ID = 7_310_420;

/**
 * Applies every `migrations/*.sql` file not yet recorded in `schema_migrations`, in file-name order,
 * each in its own transaction. Returns the names applied.
 */
export async function migrate(handle: DbHandle): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();

  return handle.withSession(async (session) => {
    await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = await session.query<{ name: string }>('SELECT name FROM schema_migrations');
      const done = new Set(rows.map((row) => row.name));
      const applied: string[] = [];

      for (const file of files.filter((name) => !done.has(name))) {
        const sql = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
        await session.exec('BEGIN');
        try {
          await session.exec(sql);
          await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await session.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  });
}
