// The founder's applications: one per catalogue programme, with the drafted answers and the dated status history.
// Every function takes the founder's id and finds nothing outside their applications, so a route answers 404 for
// another founder's id without a separate check.
import {
  APPLICATION_LIMITS,
  type Application,
  type ApplicationsOverview,
  type UpdateApplicationBody,
} from '@pear/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { applications, deals, type ApplicationRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import type { LlmSettings } from '../assistant/llm.js';
import { utcDay } from '../plans/quota.js';
import { loadFounderFacts } from '../profiles/founder-facts.js';
import { CATALOGUE, findProgramme, nextDeadline, publicProgramme, type CatalogueProgramme } from './catalogue.js';
import { draftApplication, type DraftFacts } from './draft.js';
import { rankProgrammes } from './rank.js';

export const APPLICATION_NOT_FOUND = 'No such application.';
export const PROGRAMME_NOT_FOUND = 'No such programme in the catalogue.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The deadline is today or at most APPLICATION_LIMITS.deadlineSoonDays days ahead (UTC days). */
export function isDeadlineSoon(deadline: string | null, today: string): boolean {
  if (!deadline) return false;
  const days = (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return days >= 0 && days <= APPLICATION_LIMITS.deadlineSoonDays;
}

/** The deadline that counts: the founder's own when set, else the programme's next one. */
const effectiveDeadline = (
  row: Pick<ApplicationRow, 'deadline'> | null,
  programme: CatalogueProgramme,
  today: string,
) => row?.deadline ?? nextDeadline(programme, today);

function toApplication(row: ApplicationRow, programme: CatalogueProgramme, now: Date): Application {
  const today = utcDay(now);
  return {
    id: row.id,
    programme: publicProgramme(programme, today),
    status: row.status,
    history: row.history,
    deadline: row.deadline,
    deadlineSoon: isDeadlineSoon(effectiveDeadline(row, programme, today), today),
    drafter: row.drafter,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The database or a transaction on it. */
type Executor = Pick<Database, 'select'>;

/** The founder's application and its programme; 404 for anyone else's id or a programme no longer catalogued. */
async function ownRow(db: Executor, founderId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.founderId, founderId)));
  const [row] = lock ? await query.for('update') : await query;
  const programme = row && findProgramme(row.programmeId);
  if (!row || !programme) throw new HttpError(404, APPLICATION_NOT_FOUND);
  return { row, programme };
}

/** Every programme ranked for the founder, with their application's status where one exists. */
export async function getOverview(db: Database, founderId: string, now = new Date()): Promise<ApplicationsOverview> {
  const today = utcDay(now);
  const [facts, rows] = await Promise.all([
    loadFounderFacts(db, founderId),
    db.select().from(applications).where(eq(applications.founderId, founderId)),
  ]);
  const byProgramme = new Map(rows.map((row) => [row.programmeId, row]));
  return {
    programmes: rankProgrammes(CATALOGUE, facts).map(({ programme, fit }) => {
      const row = byProgramme.get(programme.id) ?? null;
      return {
        programme: publicProgramme(programme, today),
        fit: fit.fit,
        reason: fit.reason,
        deadlineSoon: isDeadlineSoon(effectiveDeadline(row, programme, today), today),
        applicationId: row?.id ?? null,
        applicationStatus: row?.status ?? null,
      };
    }),
  };
}

export async function getApplication(db: Database, founderId: string, id: string, now = new Date()) {
  const { row, programme } = await ownRow(db, founderId, id);
  return toApplication(row, programme, now);
}

/** Investors the founder is talking to: open deals past "Lead" (a lead has not been contacted yet). */
async function investorsInConversation(db: Database, founderId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(and(eq(deals.ownerId, founderId), eq(deals.outcome, 'open'), ne(deals.stage, 'Lead')));
  return row?.count ?? 0;
}

export type AutoApplyServices = {
  db: Database;
  llm: LlmSettings | undefined;
  log: { warn: (details: object, message: string) => void };
};

/**
 * Auto Apply: the application to this programme, drafted now (created: true), or the one the founder already
 * started (created: false) — a second click never overwrites their edits.
 */
export async function autoApply(
  { db, llm, log }: AutoApplyServices,
  founderId: string,
  programmeId: string,
  now = new Date(),
): Promise<{ created: boolean; application: Application }> {
  const programme = findProgramme(programmeId);
  if (!programme) throw new HttpError(404, PROGRAMME_NOT_FOUND);
  const existing = async () => {
    const [row] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.founderId, founderId), eq(applications.programmeId, programmeId)));
    return row ? { created: false, application: toApplication(row, programme, now) } : null;
  };
  const found = await existing();
  if (found) return found;

  const founder = await loadFounderFacts(db, founderId);
  if (!founder) throw new HttpError(404, 'No such founder.');
  const facts: DraftFacts = { founder, investorsInConversation: await investorsInConversation(db, founderId) };
  const { drafter, answers } = await draftApplication(programme, facts, llm, log);
  try {
    const [row] = await db
      .insert(applications)
      .values({
        founderId,
        programmeId,
        status: 'drafting',
        history: [{ status: 'drafting', at: now.toISOString() }],
        drafter,
        answers,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { created: true, application: toApplication(row!, programme, now) };
  } catch (error) {
    // A double click drafted twice at once: the first insert wins, the second returns it.
    if (!isUniqueViolation(error)) throw error;
    const raced = await existing();
    if (!raced) throw error;
    return raced;
  }
}

/** Saves edited answers (the founder's own from now on), a status change (dated) and the founder's deadline. */
export async function updateApplication(
  db: Database,
  founderId: string,
  id: string,
  body: UpdateApplicationBody,
  now = new Date(),
): Promise<Application> {
  // Locked while answers are merged, so two saves in quick succession both land.
  return db.transaction(async (tx) => {
    const { row, programme } = await ownRow(tx, founderId, id, true);
    const edits = new Map((body.answers ?? []).map((edit) => [edit.questionId, edit.answer]));
    const unknown = [...edits.keys()].filter((questionId) => !row.answers.some((a) => a.questionId === questionId));
    if (unknown.length > 0) {
      throw new HttpError(400, `answers: no question ${unknown.map((q) => `"${q}"`).join(', ')} in this application`);
    }
    const answers = row.answers.map((answer) => {
      const edited = edits.get(answer.questionId);
      if (edited === undefined) return answer;
      return { ...answer, answer: edited, needsInput: edited.trim() === '', sources: ['founder' as const] };
    });
    const status = body.status ?? row.status;
    // The same status again is no change: the history keeps when it was first set.
    const history = status !== row.status ? [...row.history, { status, at: now.toISOString() }] : row.history;
    const [updated] = await tx
      .update(applications)
      .set({
        answers,
        history,
        status,
        ...(body.deadline !== undefined && { deadline: body.deadline }),
        updatedAt: now,
      })
      .where(eq(applications.id, row.id))
      .returning();
    return toApplication(updated!, programme, now);
  });
}

export async function deleteApplication(db: Database, founderId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.founderId, founderId)))
    .returning({ id: applications.id });
  if (deleted.length === 0) throw new HttpError(404, APPLICATION_NOT_FOUND);
}
