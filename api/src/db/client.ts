import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { isInMemory } from '../config.js';
import { markDatabaseError } from './errors.js';
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

const CONNECT_TIMEOUT_MS = 5_000;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose connection failures say they are the database's (db/errors.ts answers them 503). Drizzle wraps the
 * failures of queries, but not those of `pool.connect()` at the start of a transaction.
 */
class DatabasePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        throw markDatabaseError(error);
      });
    }
    super.connect((error, client, done) => callback(error && markDatabaseError(error), client, done));
  }
}

function openPostgres(connectionString: string, onPoolError: (error: Error) => void): DbHandle {
  // Without a connect timeout a request waits forever for a database host that does not answer; with one it gets
  // a connection error, which the error handler answers with 503.
  const pool = new DatabasePool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
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
  if (!isInMemory(config)) await mkdir(config.pgliteDir, { recursive: true });
  return pgliteHandle(await PGlite.create(config.pgliteDir));
}

/** The DbHandle of a PGlite client; PGlite is a single connection, so every session is that connection. */
export function pgliteHandle(client: PGlite): DbHandle {
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
