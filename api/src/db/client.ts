import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { isInMemory } from '../config.js';
import * as schema from './schema.js';

export type DbKind = 'pglite' | 'postgres';

/** The Drizzle API common to both drivers; code above src/db only sees this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One dedicated connection, for work that must not hop between pool clients (migrations). */
export type SqlSession = {
  /** Runs a script that may hold several statements. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
};

export type DbHandle = {
  kind: DbKind;
  db: Database;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  onPoolError: (error: Error) => void,
): Promise<DbHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, onPoolError) : openPglite(config);
}

function openPostgres(connectionString: string, onPoolError: (error: Error) => void): DbHandle {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection emits here; without a listener it would crash the process.
  pool.on('error', onPoolError);
  return {
    kind: 'postgres',
    db: drizzleNodePg({ client: pool, schema }),
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<DbHandle> {
  const inMemory = isInMemory(config);
  if (!inMemory) await mkdir(config.pgliteDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : config.pgliteDir);
  // PGlite is a single connection, so every session is that connection.
  const session: SqlSession = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    withSession: (work) => work(session),
    close: () => client.close(),
  };
}
