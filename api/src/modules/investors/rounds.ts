// Funding rounds with their investors: the one shape every investor source is read into, and from which
// investor profiles are built (profiles.ts). Two readers: the CrunchBase 2013 export and the events CSV below.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseCsvObjects, readCsvText } from './csv.js';

/** One investor taking part in one round, with the round's attributes (a row of the events CSV). */
export type InvestmentRow = {
  investorName: string;
  companyName: string;
  /** CrunchBase category_code ("mobile", "biotech", …). */
  categoryCode: string | null;
  /** ISO 3166 alpha-3, as CrunchBase writes it ("USA"). */
  countryCode: string | null;
  /** CrunchBase region: a metro area ("SF Bay", "New York"). */
  region: string | null;
  /** CrunchBase funding_round_type ("angel", "seed", "series-a", …). */
  roundType: string | null;
  /** YYYY-MM-DD */
  fundedAt: string;
  raisedAmountUsd: number | null;
};

/** One round: a company raising on one day, and everyone who invested in it. */
export type FundingRound = Omit<InvestmentRow, 'investorName'> & {
  /** Distinct names, in the order the source lists them. */
  investors: string[];
  /** Where the round comes from ("crunchbase-2013", "csv:angels.csv"). */
  source: string;
};

export const CRUNCHBASE_SOURCE = 'crunchbase-2013';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Rounds are identified by company (case-insensitive) and day, the join key of the CrunchBase files. */
export function companyKey(companyName: string): string {
  return companyName.trim().toLowerCase();
}

export function roundKey(companyName: string, fundedAt: string): string {
  return `${companyKey(companyName)}|${fundedAt}`;
}

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const amount = (value: string | undefined): number | null => {
  const parsed = Number(value?.trim() || Number.NaN);
  return Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed) : null;
};

/**
 * Groups rows into rounds by (company, day). The first row of a round gives its attributes; an investor
 * listed twice in a round counts once.
 */
export function groupIntoRounds(rows: InvestmentRow[], source: string): FundingRound[] {
  const rounds = new Map<string, FundingRound>();
  for (const { investorName, ...attributes } of rows) {
    const key = roundKey(attributes.companyName, attributes.fundedAt);
    let round = rounds.get(key);
    if (!round) {
      round = { ...attributes, investors: [], source };
      rounds.set(key, round);
    }
    if (!round.investors.includes(investorName)) round.investors.push(investorName);
  }
  return [...rounds.values()];
}

async function readCsvFile(file: string): Promise<Record<string, string>[]> {
  return parseCsvObjects(await readCsvText(file)).rows;
}

/**
 * `<name>.csv` in an export folder, or `<name>.csv.gz` when there is no plain file: the copy in the repository
 * (api/data/crunchbase-2013) is gzip-compressed, another export may be either.
 */
export function crunchbaseFile(dir: string, name: 'rounds' | 'investments' | 'companies'): string {
  const plainFile = path.join(dir, `${name}.csv`);
  if (existsSync(plainFile)) return plainFile;
  if (existsSync(`${plainFile}.gz`)) return `${plainFile}.gz`;
  throw new Error(`The CrunchBase export folder ${dir} has neither ${name}.csv nor ${name}.csv.gz`);
}

// CrunchBase writes these where it does not know the metro area.
const UNKNOWN_REGIONS = new Set(['unknown', 'TBD']);

/**
 * The CrunchBase 2013 export as rounds: investments.csv joined to rounds.csv on (lower-cased company name,
 * funded_when = funded_at). When two rounds share that key, the first in rounds.csv is the one kept.
 * Investments that match no round are dropped (about a third: they carry no sector, stage or size).
 */
export async function readCrunchbaseRounds(dir: string): Promise<FundingRound[]> {
  const [roundRecords, investmentRecords] = await Promise.all([
    readCsvFile(crunchbaseFile(dir, 'rounds')),
    readCsvFile(crunchbaseFile(dir, 'investments')),
  ]);

  const roundsByKey = new Map<string, Omit<InvestmentRow, 'investorName'>>();
  for (const record of roundRecords) {
    const companyName = text(record.company_name);
    const fundedAt = text(record.funded_at);
    if (!companyName || !fundedAt || !ISO_DATE.test(fundedAt)) continue;
    const key = roundKey(companyName, fundedAt);
    if (roundsByKey.has(key)) continue;
    const region = text(record.company_region);
    roundsByKey.set(key, {
      companyName,
      categoryCode: text(record.company_category_code),
      countryCode: text(record.company_country_code),
      region: region && !UNKNOWN_REGIONS.has(region) ? region : null,
      roundType: text(record.funding_round_type),
      fundedAt,
      raisedAmountUsd: amount(record.raised_amount_usd),
    });
  }

  const rows: InvestmentRow[] = [];
  for (const record of investmentRecords) {
    const investorName = text(record.investor_name);
    const round = roundsByKey.get(roundKey(record.company_name ?? '', record.funded_when?.trim() ?? ''));
    if (investorName && round) rows.push({ investorName, ...round });
  }
  return groupIntoRounds(rows, CRUNCHBASE_SOURCE);
}

/**
 * The investor events CSV, for sources other than CrunchBase. UTF-8, a header row, one row per investor per
 * round (RFC 4180 quoting):
 *
 *   investor_name,company_name,category_code,country_code,region,round_type,funded_at,raised_amount_usd
 *   Accel Partners,Acme Robotics,hardware,USA,SF Bay,series-a,2013-05-02,6000000
 *
 * Required: investor_name, company_name, funded_at (YYYY-MM-DD). The others may be empty; they use the
 * CrunchBase vocabulary: category_code (e.g. software, mobile, biotech, ecommerce), ISO 3166 alpha-3
 * country_code, region as a metro area ("SF Bay"), round_type one of angel, seed, series-a, series-b,
 * series-c+, venture, private-equity, debt_financing, crowdfunding, post-ipo, other; raised_amount_usd is
 * the whole round's size in US dollars. Rows of one round (same company and funded_at) repeat its attributes;
 * the first row's are kept. Rows that break these rules are skipped and reported.
 */
export const EVENTS_CSV_COLUMNS = [
  'investor_name',
  'company_name',
  'category_code',
  'country_code',
  'region',
  'round_type',
  'funded_at',
  'raised_amount_usd',
] as const;

const REQUIRED_COLUMNS = ['investor_name', 'company_name', 'funded_at'] as const;

export type SkippedRow = {
  /** 1-based data row (the header is row 0). */
  row: number;
  reason: string;
};

export class InvalidEventsCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventsCsvError';
  }
}

/** Reads the events CSV (format above). Throws InvalidEventsCsvError when a required column is missing. */
export function parseEventsCsv(csv: string, source: string): { rounds: FundingRound[]; skipped: SkippedRow[] } {
  const { header, rows: records } = parseCsvObjects(csv);
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new InvalidEventsCsvError(
      `The events CSV lacks the column(s) ${missing.join(', ')}; expected ${EVENTS_CSV_COLUMNS.join(',')}`,
    );
  }

  const rows: InvestmentRow[] = [];
  const skipped: SkippedRow[] = [];
  records.forEach((record, index) => {
    const row = readEventRow(record);
    if (typeof row === 'string') skipped.push({ row: index + 1, reason: row });
    else rows.push(row);
  });
  return { rounds: groupIntoRounds(rows, source), skipped };
}

/** The row as an investment, or why it cannot be one. */
function readEventRow(record: Record<string, string>): InvestmentRow | string {
  const investorName = text(record.investor_name);
  if (!investorName) return 'investor_name is empty';
  const companyName = text(record.company_name);
  if (!companyName) return 'company_name is empty';
  const fundedAt = text(record.funded_at);
  if (!fundedAt || !ISO_DATE.test(fundedAt) || Number.isNaN(Date.parse(fundedAt))) {
    return 'funded_at is not a YYYY-MM-DD date';
  }
  const rawAmount = text(record.raised_amount_usd);
  const raisedAmountUsd = amount(rawAmount ?? undefined);
  if (rawAmount !== null && raisedAmountUsd === null) return 'raised_amount_usd is not a positive number';
  return {
    investorName,
    companyName,
    categoryCode: text(record.category_code)?.toLowerCase() ?? null,
    countryCode: text(record.country_code)?.toUpperCase() ?? null,
    region: text(record.region),
    roundType: text(record.round_type)?.toLowerCase() ?? null,
    fundedAt,
    raisedAmountUsd,
  };
}
