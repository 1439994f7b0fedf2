import type { Database } from './client.js';

/**
 * A query built once per database instead of on every request. Drizzle assembles a query's SQL from its parts on
 * each call — a third of the memory a hot request allocated (issue 16, README Performance) — while a prepared
 * query keeps the SQL and fills in `sql.placeholder(...)` values. The name also lets PostgreSQL parse and plan it
 * once per connection (PGlite ignores it). Names must be unique; transactions keep building their queries, as a
 * `tx` lives for one request.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
