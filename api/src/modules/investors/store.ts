// The investor corpus in the database: rounds and investments are inserted once (ON CONFLICT DO NOTHING), and
// the profiles of every investor they touch are rebuilt from everything stored, so sources merge and a
// re-run changes nothing.
import path from 'node:path';
import { and, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { investmentRounds, investments, investors, type JsonObject } from '../../db/schema.js';
import { readCsvText } from './csv.js';
import { type ProfileTable, ProfileTableBuilder } from './profile-table.js';
import { buildInvestorProfiles, investorId, type InvestorProfile } from './profiles.js';
import {
  companyKey,
  groupIntoRounds,
  parseEventsCsv,
  readCrunchbaseRounds,
  type FundingRound,
  type InvestmentRow,
  type SkippedRow,
} from './rounds.js';

/** A CrunchBase 2013 export directory, or an events CSV file (format in rounds.ts); `.csv.gz` files are read too. */
export type InvestorSource = { dir: string } | { csv: string };

export type ImportOptions = {
  /** Called once the source is read, before anything is written: how many rounds and distinct investors it has. */
  onRead?: (read: { rounds: number; investors: number }) => void;
};

export type ImportResult = {
  /** Rounds read from the source. */
  rounds: number;
  /** Rounds and investments the database did not have yet. */
  newRounds: number;
  newInvestments: number;
  /** Investor profiles created or changed. */
  investorsWritten: number;
  /** Investors in the database after the import. */
  investorsTotal: number;
  /** CSV rows that were not valid (always empty for CrunchBase). */
  skipped: SkippedRow[];
};

// PGlite pays per statement and per bind parameter: each batch is one INSERT … SELECT over one JSON
// parameter (jsonRows). Profiles are large (up to ~100 KB for the most active firms), hence smaller batches.
const ROUND_BATCH = 2000;
const INVESTMENT_BATCH = 5000;
const INVESTOR_BATCH = 500;

function batches<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

async function readSource(source: InvestorSource): Promise<{ rounds: FundingRound[]; skipped: SkippedRow[] }> {
  if ('dir' in source) return { rounds: await readCrunchbaseRounds(source.dir), skipped: [] };
  const csv = await readCsvText(source.csv);
  return parseEventsCsv(csv, `csv:${path.basename(source.csv)}`);
}

/** `rows` as a SELECT of `table`'s columns in table order, which is what INSERT … SELECT expects. */
function jsonRows<Table extends PgTable>(table: Table, rows: Table['$inferInsert'][]): SQL {
  const columns = Object.entries(getTableColumns(table));
  const records = rows.map((row: Record<string, unknown>) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])),
  );
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const shape = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', ');
  return sql`SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS batch(${sql.raw(shape)})`;
}

const roundIdentity = (key: string, fundedAt: string) => `${key}|${fundedAt}`;

/** Every stored round with its investors, as the profile builder reads them. */
async function loadStoredRounds(db: Database): Promise<FundingRound[]> {
  const rows = await db
    .select({
      investorName: investments.investorName,
      companyName: investmentRounds.companyName,
      categoryCode: investmentRounds.categoryCode,
      countryCode: investmentRounds.countryCode,
      region: investmentRounds.region,
      roundType: investmentRounds.roundType,
      fundedAt: investmentRounds.fundedAt,
      raisedAmountUsd: investmentRounds.raisedAmountUsd,
      source: investmentRounds.source,
    })
    .from(investments)
    .innerJoin(
      investmentRounds,
      and(eq(investments.companyKey, investmentRounds.companyKey), eq(investments.fundedAt, investmentRounds.fundedAt)),
    )
    .orderBy(investments.companyKey, investments.fundedAt, investments.investorName);

  // Rounds keep the source that first recorded them; grouping per source preserves that.
  const rowsBySource = new Map<string, InvestmentRow[]>();
  for (const { source, ...row } of rows) {
    const group = rowsBySource.get(source) ?? [];
    group.push(row);
    rowsBySource.set(source, group);
  }
  return [...rowsBySource].flatMap(([source, group]) => groupIntoRounds(group, source));
}

/**
 * Adds a source's rounds to the corpus and rebuilds the profiles they change. Idempotent: importing the same
 * source again inserts nothing and rewrites no profile. Runs in one transaction, so a failed import leaves
 * nothing half done.
 */
export async function importInvestors(
  db: Database,
  source: InvestorSource,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { rounds, skipped } = await readSource(source);
  options.onRead?.({
    rounds: rounds.length,
    investors: new Set(rounds.flatMap((round) => round.investors.map(investorId))).size,
  });

  return db.transaction(async (tx) => {
    // Into an empty corpus (the first start), the source is all there is: no need to read it back.
    const [anyInvestment] = await tx.select({ key: investments.companyKey }).from(investments).limit(1);
    let newRounds = 0;
    for (const batch of batches(rounds, ROUND_BATCH)) {
      const inserted = await tx
        .insert(investmentRounds)
        .select(
          jsonRows(
            investmentRounds,
            batch.map((round) => ({
              companyKey: companyKey(round.companyName),
              fundedAt: round.fundedAt,
              companyName: round.companyName,
              categoryCode: round.categoryCode,
              countryCode: round.countryCode,
              region: round.region,
              roundType: round.roundType,
              raisedAmountUsd: round.raisedAmountUsd,
              source: round.source,
            })),
          ),
        )
        .onConflictDoNothing()
        .returning({ companyKey: investmentRounds.companyKey });
      newRounds += inserted.length;
    }

    // A round that gained an investor changes the profile of everyone in it (their co-investors changed).
    const changedRounds = new Set<string>();
    let newInvestments = 0;
    const investmentRows = rounds.flatMap((round) =>
      round.investors.map((investorName) => ({
        companyKey: companyKey(round.companyName),
        fundedAt: round.fundedAt,
        investorName,
        investorId: investorId(investorName),
      })),
    );
    for (const batch of batches(investmentRows, INVESTMENT_BATCH)) {
      const inserted = await tx
        .insert(investments)
        .select(jsonRows(investments, batch))
        .onConflictDoNothing()
        .returning({ companyKey: investments.companyKey, fundedAt: investments.fundedAt });
      newInvestments += inserted.length;
      for (const row of inserted) changedRounds.add(roundIdentity(row.companyKey, row.fundedAt));
    }

    let investorsWritten = 0;
    if (changedRounds.size > 0) {
      const stored = anyInvestment ? await loadStoredRounds(tx) : rounds;
      const touched = new Set(
        stored
          .filter((round) => changedRounds.has(roundIdentity(companyKey(round.companyName), round.fundedAt)))
          .flatMap((round) => round.investors.map(investorId)),
      );
      const profiles = buildInvestorProfiles(stored).filter((profile) => touched.has(profile.id));
      for (const batch of batches(profiles, INVESTOR_BATCH)) {
        const written = await tx
          .insert(investors)
          .select(jsonRows(investors, batch.map(investorRow)))
          .onConflictDoUpdate({
            target: investors.id,
            set: {
              name: sql`excluded.name`,
              kind: sql`excluded.kind`,
              dealCount: sql`excluded.deal_count`,
              lastInvestmentAt: sql`excluded.last_investment_at`,
              profile: sql`excluded.profile`,
              source: sql`excluded.source`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`${investors.profile} IS DISTINCT FROM excluded.profile`,
          })
          .returning({ id: investors.id });
        investorsWritten += written.length;
      }
    }

    const [total] = await tx.select({ count: sql<number>`count(*)::int` }).from(investors);
    return {
      rounds: rounds.length,
      newRounds,
      newInvestments,
      investorsWritten,
      investorsTotal: total?.count ?? 0,
      skipped,
    };
  });
}

function investorRow(profile: InvestorProfile): typeof investors.$inferInsert {
  return {
    id: profile.id,
    name: profile.name,
    kind: profile.kind,
    dealCount: profile.dealCount,
    lastInvestmentAt: profile.lastInvestmentAt || null,
    profile: profile as unknown as JsonObject,
    source: profile.sources.join(','),
    updatedAt: new Date(),
  };
}

/** Imports the CrunchBase corpus when the database has no investor yet (the API's first start); else null. */
export async function ensureInvestorCorpus(
  db: Database,
  crunchbaseDir: string,
  options: ImportOptions = {},
): Promise<ImportResult | null> {
  const [any] = await db.select({ id: investors.id }).from(investors).limit(1);
  return any ? null : importInvestors(db, { dir: crunchbaseDir }, options);
}

/** Profiles read per query while loading the table: a few MB of JSON at a time, whatever the corpus' size. */
const LOAD_BATCH = 2000;

/**
 * Every stored profile, in a compact table: what the matching index is built from. Read in pages by id (keyset),
 * so that a million investors never exist as objects all at once.
 */
export async function loadInvestorTable(db: Database, { batch = LOAD_BATCH } = {}): Promise<ProfileTable> {
  const table = new ProfileTableBuilder();
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({ id: investors.id, profile: investors.profile })
      .from(investors)
      .where(after === null ? undefined : gt(investors.id, after))
      .orderBy(investors.id)
      .limit(batch);
    for (const row of rows) table.add(row.profile as unknown as InvestorProfile);
    if (rows.length < batch) return table.finish();
    after = rows.at(-1)?.id ?? null;
  }
}
