// CSV in and out of the CRM. Export: one row per deal, fields quoted per RFC 4180, cells a spreadsheet would run as
// a formula neutralised with a leading apostrophe. Import: a plan (what each row would add, update or skip, and the
// bad rows with their reason) that the preview answers and the import applies in one transaction.
import {
  CRM_LIMITS,
  CRM_STAGES,
  DEAL_CSV_COLUMNS,
  DEAL_OUTCOMES,
  freeFormContactSchema,
  isoDateSchema,
  type CrmStage,
  type Deal,
  type DealImportReport,
  type DealOutcome,
} from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../../db/client.js';
import { deals } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { parseCsv } from '../investors/csv.js';
import { changeStage, insertDeal, listDeals, lockDeal, recordActivity } from './deals.js';

type CsvColumn = (typeof DEAL_CSV_COLUMNS)[number];

// ---- export ----------------------------------------------------------------------------------------------------

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts neutralised, quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function exportRow(deal: Deal): Record<CsvColumn, string | number | null> {
  return {
    name: deal.counterpart.name,
    firm: deal.counterpart.firm,
    email: deal.counterpart.email,
    linkedin_url: deal.counterpart.linkedinUrl,
    stage: deal.stage,
    round: deal.round,
    amount: deal.amountUsd,
    next_follow_up: deal.nextFollowUp,
    last_contact: deal.lastContact,
    intro_source: deal.introSource,
    outcome: deal.outcome,
    pass_reason: deal.passReason,
    notes: deal.notes,
  };
}

export async function exportDealsCsv(db: Database, ownerId: string): Promise<string> {
  const rows = (await listDeals(db, ownerId)).map(exportRow);
  const lines = [
    DEAL_CSV_COLUMNS.join(','),
    ...rows.map((row) => DEAL_CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// ---- import ----------------------------------------------------------------------------------------------------

/** Undoes the export's neutralisation, so a round trip gives back the text it started from. */
const readCell = (value: string | undefined): string => {
  const trimmed = (value ?? '').trim();
  return trimmed.startsWith("'") && FORMULA_START.test(trimmed.slice(1)) ? trimmed.slice(1) : trimmed;
};

const optionalCell = <S extends z.ZodMiniType>(schema: S) => z.optional(schema);
const limited = (max: number) => z.string().check(z.maxLength(max, `is at most ${max} characters`));

/** A row's fields once read; absent (empty) cells leave the deal's field as it is. */
const importFieldsSchema = z.object({
  contact: freeFormContactSchema,
  stage: optionalCell(z.enum(CRM_STAGES, `must be one of: ${CRM_STAGES.join(', ')}`)),
  round: z.string().check(z.maxLength(CRM_LIMITS.round, `is at most ${CRM_LIMITS.round} characters`)),
  amountUsd: optionalCell(
    z
      .int('must be a whole number of US dollars')
      .check(z.minimum(0), z.maximum(CRM_LIMITS.maxAmountUsd, 'is too large')),
  ),
  nextFollowUp: optionalCell(isoDateSchema),
  introSource: optionalCell(limited(CRM_LIMITS.introSource)),
  notes: optionalCell(limited(CRM_LIMITS.notes)),
  outcome: optionalCell(z.enum(DEAL_OUTCOMES, `must be one of: ${DEAL_OUTCOMES.join(', ')}`)),
  passReason: optionalCell(limited(CRM_LIMITS.reason)),
});
type ImportFields = z.infer<typeof importFieldsSchema>;

const CELL_FIELDS: Partial<Record<CsvColumn, string>> = {
  stage: 'stage',
  amount: 'amountUsd',
  next_follow_up: 'nextFollowUp',
  intro_source: 'introSource',
  notes: 'notes',
  outcome: 'outcome',
  pass_reason: 'passReason',
};

/** The CSV column a field was read from, to name it in a bad row's reason. */
const columnOf = (field: string): string =>
  field === 'linkedinUrl'
    ? 'linkedin_url'
    : (Object.entries(CELL_FIELDS).find(([, cell]) => cell === field)?.[0] ?? field);

/** "$1,500,000" → 1500000; anything else is left for the schema to refuse. */
const amountCell = (cell: string): number | string => {
  const digits = cell.replace(/[$,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : cell;
};

/** Stage names as the export writes them, in any case. */
const stageCell = (cell: string): string =>
  CRM_STAGES.find((stage) => stage.toLowerCase() === cell.toLowerCase()) ?? cell;

function readRow(cells: Partial<Record<CsvColumn, string>>): { fields: ImportFields } | { reason: string } {
  const value = (column: CsvColumn) => readCell(cells[column]) || undefined;
  const input: Record<string, unknown> = {
    contact: {
      name: value('name') ?? '',
      firm: value('firm') ?? null,
      email: value('email') ?? null,
      linkedinUrl: value('linkedin_url') ?? null,
    },
    round: value('round') ?? '',
  };
  for (const [column, field] of Object.entries(CELL_FIELDS) as Array<[CsvColumn, string]>) input[field] = value(column);
  if (typeof input.amountUsd === 'string') input.amountUsd = amountCell(input.amountUsd);
  if (typeof input.stage === 'string') input.stage = stageCell(input.stage);
  if (typeof input.outcome === 'string') input.outcome = input.outcome.toLowerCase();
  const parsed = z.safeParse(importFieldsSchema, input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { reason: `${columnOf(String(issue.path.at(-1) ?? 'row'))}: ${issue.message}` };
  }
  const fields = parsed.data;
  if (fields.outcome === 'passed' && !fields.passReason)
    return { reason: 'pass_reason: a passed deal needs its reason' };
  return { fields };
}

const lower = (text: string | null | undefined) => (text ?? '').toLowerCase();

/** The same deal: the same round, and the same e-mail or the same name and firm (case ignored). */
type DealIdentity = { name: string; firm?: string | null; email?: string | null; round: string };

function sameDeal(a: DealIdentity, b: DealIdentity): boolean {
  if (lower(a.round) !== lower(b.round)) return false;
  if (a.email && b.email && lower(a.email) === lower(b.email)) return true;
  return lower(a.name) === lower(b.name) && lower(a.firm) === lower(b.firm);
}

const identity = (fields: ImportFields) => ({ ...fields.contact, round: fields.round });
const dealIdentity = (deal: Deal) => ({ ...deal.counterpart, round: deal.round });

/** What importing `fields` would change on `deal`, by CSV column name. */
function changesTo(deal: Deal, fields: ImportFields): string[] {
  const changed: string[] = [];
  const differs = (column: string, next: unknown, current: unknown) => {
    if (next !== undefined && next !== current) changed.push(column);
  };
  differs('stage', fields.stage, deal.stage);
  differs('amount', fields.amountUsd, deal.amountUsd);
  differs('next_follow_up', fields.nextFollowUp, deal.nextFollowUp);
  differs('intro_source', fields.introSource, deal.introSource);
  differs('notes', fields.notes, deal.notes);
  differs('outcome', fields.outcome, deal.outcome);
  if (fields.outcome === 'passed' || (fields.outcome === undefined && deal.outcome === 'passed')) {
    differs('pass_reason', fields.passReason, deal.passReason);
  }
  if (deal.counterpart.kind === 'contact') {
    // An e-mail in another case is the same address.
    const email = fields.contact.email ?? undefined;
    differs(
      'email',
      email && lower(email) === lower(deal.counterpart.email) ? deal.counterpart.email : email,
      deal.counterpart.email,
    );
    differs('linkedin_url', fields.contact.linkedinUrl ?? undefined, deal.counterpart.linkedinUrl);
  }
  return changed;
}

type Plan = {
  report: DealImportReport;
  adds: Array<{ row: number; fields: ImportFields }>;
  updates: Array<{ row: number; fields: ImportFields; deal: Deal }>;
};

function readRecords(csv: string): Array<{ row: number; cells: Partial<Record<CsvColumn, string>> }> {
  if (Buffer.byteLength(csv, 'utf8') > CRM_LIMITS.csvBytes) {
    throw new HttpError(413, `body.csv: the file is over ${CRM_LIMITS.csvBytes / 1024 / 1024} MB`);
  }
  const [header, ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
  const columns = (header ?? []).map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
  if (!columns.includes('name'))
    throw new HttpError(
      400,
      `body.csv: the header row must name the columns (${DEAL_CSV_COLUMNS.join(', ')}); "name" is required`,
    );
  if (records.length > CRM_LIMITS.csvRows) {
    throw new HttpError(
      400,
      `body.csv: at most ${CRM_LIMITS.csvRows} rows can be imported at once (this file has ${records.length})`,
    );
  }
  return records.map((record, index) => ({
    row: index + 2,
    cells: Object.fromEntries(columns.map((column, at) => [column, record[at]])) as Partial<Record<CsvColumn, string>>,
  }));
}

async function planImport(db: Database, ownerId: string, csv: string): Promise<Plan> {
  const records = readRecords(csv);
  const existing = await listDeals(db, ownerId);
  const plan: Plan = {
    report: { added: [], updated: [], skipped: [], errors: [], applied: false },
    adds: [],
    updates: [],
  };
  const seen: Array<{ row: number; fields: ImportFields }> = [];
  for (const { row, cells } of records) {
    const read = readRow(cells);
    if ('reason' in read) {
      plan.report.errors.push({ row, reason: read.reason });
      continue;
    }
    const { fields } = read;
    const summary = { row, name: fields.contact.name, firm: fields.contact.firm ?? null };
    const earlier = seen.find((other) => sameDeal(identity(other.fields), identity(fields)));
    if (earlier) {
      plan.report.skipped.push({ ...summary, dealId: null, reason: `the same deal as row ${earlier.row}` });
      continue;
    }
    seen.push({ row, fields });
    const deal = existing.find((candidate) => sameDeal(dealIdentity(candidate), identity(fields)));
    if (!deal) {
      plan.report.added.push({ ...summary, dealId: null });
      plan.adds.push({ row, fields });
      continue;
    }
    const changes = changesTo(deal, fields);
    if (changes.length === 0) {
      plan.report.skipped.push({ ...summary, dealId: deal.id, reason: 'no changes' });
    } else {
      plan.report.updated.push({ ...summary, dealId: deal.id, changes });
      plan.updates.push({ row, fields, deal });
    }
  }
  return plan;
}

export async function previewImport(db: Database, ownerId: string, csv: string): Promise<DealImportReport> {
  return (await planImport(db, ownerId, csv)).report;
}

/** Passes, reopens or closes to match an imported outcome, with the timeline entry a pass or reopen writes. */
async function applyOutcome(tx: Database, dealId: string, outcome: DealOutcome, passReason: string | undefined) {
  await tx
    .update(deals)
    .set({ outcome, passReason: outcome === 'passed' ? (passReason ?? '') : null })
    .where(eq(deals.id, dealId));
  if (outcome === 'passed') await recordActivity(tx, dealId, 'passed', { reason: passReason ?? '' }, 2);
  if (outcome === 'open') await recordActivity(tx, dealId, 'reopened', {}, 2);
}

/** The preview's plan, written in one transaction (computed again inside it, so it is the state being written to). */
export async function applyImport(db: Database, ownerId: string, csv: string): Promise<DealImportReport> {
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, ownerId, csv);
    for (const { fields } of plan.adds) {
      const { outcome, passReason, ...rest } = fields;
      const dealId = await insertDeal(tx, ownerId, rest, 'imported');
      if (outcome && outcome !== 'open') await applyOutcome(tx, dealId, outcome, passReason);
    }
    for (const { fields, deal } of plan.updates) {
      const row = await lockDeal(tx, ownerId, deal.id);
      await tx
        .update(deals)
        .set({
          ...(fields.amountUsd !== undefined ? { amountUsd: fields.amountUsd } : {}),
          ...(fields.nextFollowUp !== undefined ? { nextFollowUp: fields.nextFollowUp } : {}),
          ...(fields.introSource !== undefined ? { introSource: fields.introSource } : {}),
          ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
          ...(deal.counterpart.kind === 'contact' && fields.contact.email
            ? { contactEmail: fields.contact.email }
            : {}),
          ...(deal.counterpart.kind === 'contact' && fields.contact.linkedinUrl
            ? { contactLinkedinUrl: fields.contact.linkedinUrl }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(deals.id, row.id));
      if (fields.stage) await changeStage(tx, row, fields.stage as CrmStage, 1);
      const outcomeChanged = fields.outcome !== undefined && fields.outcome !== deal.outcome;
      const reasonChanged = fields.outcome === 'passed' && fields.passReason !== deal.passReason;
      if (outcomeChanged || reasonChanged) await applyOutcome(tx, row.id, fields.outcome!, fields.passReason);
    }
    return { ...plan.report, applied: true };
  });
}
