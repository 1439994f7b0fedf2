// The Drizzle schema (src/db/schema.ts) must mirror what the SQL migrations (src/db/migrations) build: the
// migrations are applied to a fresh database, which is then read back from the catalog and compared with the schema
// as getTableConfig reports it. Compared: tables, columns (SQL type, NOT NULL, default), primary keys, unique
// constraints, indexes (columns or expressions, order, uniqueness, method, predicate), foreign keys (columns,
// target, ON DELETE / ON UPDATE) and, for text columns declared with an `enum`, the CHECK (… IN (…)) that holds
// the same values. Other CHECK constraints (ranges, lower-case e-mails, JSON shapes) have no Drizzle counterpart.
// Constraints the schema leaves unnamed are expected under PostgreSQL's default names.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Column, is, Param, SQL, StringChunk } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type DbHandle, type SqlSession } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import * as schema from '../src/db/schema.js';

type ColumnShape = { type: string; notNull: boolean; default: string | null };
type TableShape = {
  columns: Record<string, ColumnShape>;
  primaryKey: string | null;
  uniques: string[];
  indexes: string[];
  foreignKeys: string[];
  enums: Record<string, string[]>;
};
type SchemaShape = Record<string, TableShape>;

// ---- the Drizzle side ------------------------------------------------------------------------------------------

/** SQL written in the schema (defaults, index expressions) as text, columns by their bare name. */
function sqlText(value: unknown): string {
  if (is(value, SQL)) return value.queryChunks.map(sqlText).join('');
  if (is(value, StringChunk)) return value.value.join('');
  if (is(value, Column)) return value.name;
  if (is(value, Param)) return sqlText(value.value);
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/** Spelling differences that mean nothing: quotes, casts, spaces, upper case, outer parentheses. */
function normalizeSql(text: string): string {
  let result = text
    .replace(/::[a-z ]+(\[\])?/gi, '')
    .replace(/["\s]/g, '')
    .toLowerCase();
  while (/^\(.*\)$/.test(result)) result = result.slice(1, -1);
  return result;
}

/** How a default reads once stored: literals lose their quotes and cast, SQL stays SQL. */
function drizzleDefault(column: Column): string | null {
  if (!column.hasDefault || column.default === undefined) return null; // $defaultFn runs in JS, not in the database
  const value = column.default;
  if (is(value, SQL)) return normalizeSql(sqlText(value));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Drizzle's spelling of a type → format_type()'s. */
function canonicalType(type: string): string {
  return type
    .replace(/\s+\(/g, '(')
    .replace(/^varchar/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone')
    .replace(/^time(\(\d+\))?$/, 'time$1 without time zone')
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^smallserial$/, 'smallint')
    .replace(/^double precision$/, 'double precision');
}

const indexKey = (name: string, unique: boolean, method: string, keys: string[], where: string | null) =>
  `${unique ? 'unique ' : ''}${name} using ${method} (${keys.join(', ')})${where ? ` where ${where}` : ''}`;
const foreignKeyText = (
  name: string,
  columns: string[],
  table: string,
  foreignColumns: string[],
  onDelete: string,
  onUpdate: string,
) =>
  `${name}: (${columns.join(', ')}) → ${table} (${foreignColumns.join(', ')}) on delete ${onDelete} on update ${onUpdate}`;

function schemaShape(): SchemaShape {
  const shape: SchemaShape = {};
  const exported: unknown[] = Object.values(schema);
  for (const table of exported.filter((value): value is PgTable => is(value, PgTable))) {
    const config = getTableConfig(table);
    const name = config.name;
    const columns: Record<string, ColumnShape> = {};
    const enums: Record<string, string[]> = {};
    const uniques: string[] = [];
    let primaryKey: string | null = null;
    for (const column of config.columns) {
      columns[column.name] = {
        type: canonicalType(column.getSQLType()),
        notNull: column.notNull,
        default: drizzleDefault(column),
      };
      if (column.primary) primaryKey = `${name}_pkey (${column.name})`;
      if (column.isUnique) {
        const drizzleDefaultName = `${name}_${column.name}_unique`;
        const uniqueName = column.uniqueName === drizzleDefaultName ? `${name}_${column.name}_key` : column.uniqueName;
        uniques.push(`${uniqueName} (${column.name})`);
      }
      if (column.enumValues?.length) enums[column.name] = [...column.enumValues].sort();
    }
    for (const key of config.primaryKeys) {
      primaryKey = `${key.name ?? `${name}_pkey`} (${key.columns.map((column) => column.name).join(', ')})`;
    }
    for (const unique of config.uniqueConstraints) {
      const names = unique.columns.map((column) => column.name);
      const uniqueName =
        unique.name === `${name}_${names.join('_')}_unique` ? `${name}_${names.join('_')}_key` : unique.name;
      uniques.push(`${uniqueName} (${names.join(', ')})`);
    }
    const indexes = config.indexes.map(({ config: index }) => {
      const keys = index.columns.map((key) => {
        if (!is(key, IndexedColumn)) return normalizeSql(sqlText(key));
        const { order = 'asc', nulls = 'last' } = key.indexConfig ?? {};
        return `${key.name} ${order} nulls ${nulls}`;
      });
      const where = index.where ? normalizeSql(sqlText(index.where)) : null;
      return indexKey(index.name ?? '(unnamed)', index.unique, index.method ?? 'btree', keys, where);
    });
    const foreignKeys = config.foreignKeys.map((foreignKey) => {
      const reference = foreignKey.reference();
      const columnNames = reference.columns.map((column) => column.name);
      return foreignKeyText(
        reference.name ?? `${name}_${columnNames.join('_')}_fkey`,
        columnNames,
        getTableConfig(reference.foreignTable).name,
        reference.foreignColumns.map((column) => column.name),
        foreignKey.onDelete ?? 'no action',
        foreignKey.onUpdate ?? 'no action',
      );
    });
    shape[name] = {
      columns,
      primaryKey,
      uniques: uniques.sort(),
      indexes: indexes.sort(),
      foreignKeys: foreignKeys.sort(),
      enums,
    };
  }
  return shape;
}

// ---- the database side -----------------------------------------------------------------------------------------

const ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** Reads the current schema (the fresh one the migrations ran in) from pg_catalog; PostgreSQL 15 and PGlite alike. */
async function databaseShape(session: SqlSession): Promise<SchemaShape> {
  const shape: SchemaShape = {};
  const table = (name: string): TableShape =>
    (shape[name] ??= { columns: {}, primaryKey: null, uniques: [], indexes: [], foreignKeys: [], enums: {} });

  const columns = await session.query<{
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
    default_value: string | null;
  }>(
    `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_value
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
      ORDER BY c.relname, a.attnum`,
  );
  for (const column of columns) {
    table(column.table_name).columns[column.column_name] = {
      type: column.type,
      notNull: column.not_null,
      default: column.default_value === null ? null : normalizeDefault(column.default_value),
    };
  }

  const constraints = await session.query<{
    name: string;
    type: string;
    table_name: string;
    columns: string[];
    foreign_table: string | null;
    foreign_columns: string[] | null;
    on_delete: string;
    on_update: string;
    definition: string;
  }>(
    `SELECT con.conname AS name, con.contype AS type, cl.relname AS table_name,
            (SELECT json_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) AS columns,
            fcl.relname AS foreign_table,
            (SELECT json_agg(a.attname::text ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) AS foreign_columns,
            con.confdeltype AS on_delete, con.confupdtype AS on_update, pg_get_constraintdef(con.oid) AS definition
       FROM pg_constraint con
       JOIN pg_class cl ON cl.oid = con.conrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
       LEFT JOIN pg_class fcl ON fcl.oid = con.confrelid
      WHERE n.nspname = current_schema() AND cl.relname <> 'schema_migrations'`,
  );
  for (const constraint of constraints) {
    const shapeOf = table(constraint.table_name);
    if (constraint.type === 'p') shapeOf.primaryKey = `${constraint.name} (${constraint.columns.join(', ')})`;
    if (constraint.type === 'u') shapeOf.uniques.push(`${constraint.name} (${constraint.columns.join(', ')})`);
    if (constraint.type === 'f') {
      shapeOf.foreignKeys.push(
        foreignKeyText(
          constraint.name,
          constraint.columns,
          constraint.foreign_table ?? '?',
          constraint.foreign_columns ?? [],
          ACTIONS[constraint.on_delete] ?? constraint.on_delete,
          ACTIONS[constraint.on_update] ?? constraint.on_update,
        ),
      );
    }
    // CHECK ((role = ANY (ARRAY['founder'::text, 'investor'::text]))): an enum, as Drizzle's text({ enum }) says.
    const [column] = constraint.columns;
    if (
      constraint.type === 'c' &&
      constraint.columns.length === 1 &&
      column &&
      /= ANY \(ARRAY\[/.test(constraint.definition)
    ) {
      shapeOf.enums[column] = [...constraint.definition.matchAll(/'((?:[^']|'')*)'::/g)]
        .map((m) => m[1] as string)
        .sort();
    }
  }

  const indexes = await session.query<{
    table_name: string;
    name: string;
    unique: boolean;
    method: string;
    keys: string[];
    options: number[];
    predicate: string | null;
  }>(
    `SELECT t.relname AS table_name, i.relname AS name, ix.indisunique AS unique, am.amname AS method,
            (SELECT json_agg(pg_get_indexdef(ix.indexrelid, k, true) ORDER BY k)
               FROM generate_series(1, ix.indnkeyatts) k) AS keys,
            (SELECT json_agg(ix.indoption[k - 1] ORDER BY k) FROM generate_series(1, ix.indnkeyatts) k) AS options,
            pg_get_expr(ix.indpred, ix.indrelid) AS predicate
       FROM pg_index ix
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_am am ON am.oid = i.relam
      WHERE n.nspname = current_schema() AND t.relname <> 'schema_migrations'
        -- The indexes behind primary keys and unique constraints are compared as those constraints.
        AND NOT EXISTS (SELECT 1 FROM pg_constraint con
                         WHERE con.conindid = ix.indexrelid AND con.conrelid = ix.indrelid AND con.contype IN ('p', 'u', 'x'))`,
  );
  for (const index of indexes) {
    const keys = index.keys.map((key, position) => {
      const option = index.options[position] ?? 0;
      // A plain column comes back as its (maybe quoted) name, anything else as an expression.
      const column = /^"?[a-z_][a-z0-9_]*"?$/i.test(key) ? key.replace(/"/g, '') : null;
      if (!column) return normalizeSql(key);
      // indoption bits: 1 = DESC, 2 = NULLS FIRST.
      return `${column} ${option & 1 ? 'desc' : 'asc'} nulls ${option & 2 ? 'first' : 'last'}`;
    });
    table(index.table_name).indexes.push(
      indexKey(index.name, index.unique, index.method, keys, index.predicate ? normalizeSql(index.predicate) : null),
    );
  }

  for (const shapeOf of Object.values(shape)) {
    shapeOf.uniques.sort();
    shapeOf.indexes.sort();
    shapeOf.foreignKeys.sort();
  }
  return shape;
}

/** '{}'::jsonb → {}, 'open'::text → open, now() → now(). */
function normalizeDefault(expression: string): string {
  const literal = /^'((?:[^']|'')*)'(::[a-z ]+(\[\])?)?$/i.exec(expression);
  return literal ? (literal[1] as string).replace(/''/g, "'") : normalizeSql(expression);
}

// ---- a fresh database ------------------------------------------------------------------------------------------

/**
 * PGlite: a new in-memory database. PostgreSQL (the test:pg run, DATABASE_URL): a new, empty schema in that
 * database, first on the search path of every connection, dropped afterwards.
 */
async function freshDatabase(): Promise<{ handle: DbHandle; dispose: () => Promise<void> }> {
  const onPoolError = (error: Error) => {
    throw error;
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' }, onPoolError);
    return { handle, dispose: () => handle.close() };
  }
  const schemaName = `schema_check_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schemaName}`);
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' }, onPoolError);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin.query(`DROP SCHEMA ${schemaName} CASCADE`);
      await admin.end();
    },
  };
}

type Part = 'tables' | 'columns' | 'constraints' | 'enums';

/** A shape as one line per fact, so that the drift between two shapes is the lines only one of them has. */
function facts(shape: SchemaShape, part: Part): string[] {
  return Object.entries(shape).flatMap(([name, table]) => {
    switch (part) {
      case 'tables':
        return [`table ${name}`];
      case 'columns':
        return Object.entries(table.columns).map(
          ([column, { type, notNull, default: value }]) =>
            `${name}.${column} ${type}${notNull ? ' not null' : ''}${value === null ? '' : ` default ${value}`}`,
        );
      case 'constraints':
        return [
          `${name} primary key ${table.primaryKey ?? '(none)'}`,
          ...table.uniques.map((unique) => `${name} unique ${unique}`),
          ...table.indexes.map((index) => `${name} index ${index}`),
          ...table.foreignKeys.map((foreignKey) => `${name} foreign key ${foreignKey}`),
        ];
      case 'enums':
        return Object.entries(table.enums).map(([column, values]) => `${name}.${column} in (${values.join(', ')})`);
    }
  });
}

describe('schema.ts mirrors the SQL migrations', () => {
  let migrated: SchemaShape;
  let declared: SchemaShape;
  let database: Awaited<ReturnType<typeof freshDatabase>>;

  before(async () => {
    database = await freshDatabase();
    const applied = await migrate(database.handle);
    assert.ok(applied.length > 0, 'the database was not fresh: no migration applied');
    migrated = await database.handle.withSession(databaseShape);
    declared = schemaShape();
  });
  after(() => database?.dispose());

  /** Empty when both agree; otherwise every fact that only one side has, marked with the side. */
  const drift = (part: Part): string[] => {
    const fromMigrations = new Set(facts(migrated, part));
    const fromSchema = new Set(facts(declared, part));
    return [
      ...[...fromMigrations].filter((fact) => !fromSchema.has(fact)).map((fact) => `migrations only: ${fact}`),
      ...[...fromSchema].filter((fact) => !fromMigrations.has(fact)).map((fact) => `schema.ts only:  ${fact}`),
    ];
  };

  it('declares exactly the tables the migrations create', () => {
    assert.deepEqual(drift('tables'), []);
  });

  it('declares every column with the type, nullability and default the migrations give it', () => {
    assert.deepEqual(drift('columns'), []);
  });

  it('declares the same primary keys, unique constraints, indexes and foreign keys', () => {
    assert.deepEqual(drift('constraints'), []);
  });

  it("declares an enum exactly where a CHECK (… IN (…)) limits a column, with the CHECK's values", () => {
    assert.deepEqual(drift('enums'), []);
  });
});
