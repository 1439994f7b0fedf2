// The deal-flow CRM: a user's deals, each with exactly one counterpart and a typed timeline (contract/src/crm.ts).
// Every function takes the owner's id and finds nothing outside the owner's deals, so a route answers 404 for
// another user's deal without a separate check.
import {
  CRM_STAGES,
  type CreateDealBody,
  type CrmStage,
  type Deal,
  type DealActivity,
  type DealActivityKind,
  type DealActivityPayload,
  type DealDetail,
  type FreeFormContact,
  type UpdateDealBody,
} from '@pear/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { dealActivities, deals, introRequests, investors, matches, users, type DealRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';

export const DEAL_NOT_FOUND = 'No such deal.';
const ALREADY_TRACKED = 'This counterpart is already tracked for this round: open that deal or give another round.';

export const stageIndex = (stage: CrmStage): number => CRM_STAGES.indexOf(stage);

/** Moves forward only: the stage to be at after an event that implies `target`, or undefined to stay. */
export function advancedStage(current: CrmStage, target: CrmStage): CrmStage | undefined {
  return stageIndex(current) < stageIndex(target) ? target : undefined;
}

const counterpartUsers = alias(users, 'counterpart_users');

const lastContact =
  sql`(select max(${dealActivities.occurredAt}) from ${dealActivities} where ${dealActivities.dealId} = ${deals.id})`.mapWith(
    dealActivities.occurredAt,
  );

/** A platform user's e-mail, once an intro between them and the deal's owner was accepted (their consent); else null. */
const introducedEmail = sql<string | null>`(case when exists (select 1 from ${introRequests}
    where ${introRequests.status} = 'accepted'
      and ((${introRequests.fromUserId} = ${deals.ownerId} and ${introRequests.toUserId} = ${deals.counterpartUserId})
        or (${introRequests.toUserId} = ${deals.ownerId} and ${introRequests.fromUserId} = ${deals.counterpartUserId})))
  then ${counterpartUsers.email} end)`;

function dealQuery(db: Database) {
  return db
    .select({
      deal: deals,
      investorName: investors.name,
      userName: counterpartUsers.name,
      userAvatar: counterpartUsers.avatar,
      userEmail: introducedEmail,
      lastContact,
    })
    .from(deals)
    .leftJoin(investors, eq(investors.id, deals.investorId))
    .leftJoin(counterpartUsers, eq(counterpartUsers.id, deals.counterpartUserId));
}

type DealQueryRow = Awaited<ReturnType<ReturnType<typeof dealQuery>['where']>>[number];

/** The API's deal: counterpart display fields resolved (a corpus investor has no firm, e-mail or photo on file). */
function toDeal({ deal, investorName, userName, userAvatar, userEmail, lastContact: last }: DealQueryRow): Deal {
  const counterpart: Deal['counterpart'] = deal.investorId
    ? {
        kind: 'investor',
        investorId: deal.investorId,
        userId: null,
        name: investorName ?? deal.investorId,
        firm: null,
        email: null,
        linkedinUrl: null,
        photoUrl: null,
      }
    : deal.counterpartUserId
      ? // Another user's e-mail is theirs to share: shown only once they accepted an intro (or had theirs accepted).
        {
          kind: 'user',
          investorId: null,
          userId: deal.counterpartUserId,
          name: userName ?? '',
          firm: null,
          email: userEmail ?? null,
          linkedinUrl: null,
          photoUrl: userAvatar ?? null,
        }
      : {
          kind: 'contact',
          investorId: null,
          userId: null,
          name: deal.contactName ?? '',
          firm: deal.contactFirm,
          email: deal.contactEmail,
          linkedinUrl: deal.contactLinkedinUrl,
          photoUrl: deal.contactPhotoUrl,
        };
  return {
    id: deal.id,
    counterpart,
    stage: deal.stage,
    round: deal.round,
    amountUsd: deal.amountUsd,
    nextFollowUp: deal.nextFollowUp,
    introSource: deal.introSource,
    outcome: deal.outcome,
    passReason: deal.passReason,
    notes: deal.notes,
    lastContact: last instanceof Date ? last.toISOString() : null,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
  };
}

export async function listDeals(db: Database, ownerId: string): Promise<Deal[]> {
  const rows = await dealQuery(db).where(eq(deals.ownerId, ownerId)).orderBy(desc(deals.updatedAt), deals.id);
  return rows.map(toDeal);
}

async function findDeal(db: Database, ownerId: string, dealId: string): Promise<Deal | undefined> {
  const [row] = await dealQuery(db).where(and(eq(deals.ownerId, ownerId), eq(deals.id, dealId)));
  return row && toDeal(row);
}

export async function getDealDetail(db: Database, ownerId: string, dealId: string): Promise<DealDetail> {
  const deal = await findDeal(db, ownerId, dealId);
  if (!deal) throw new HttpError(404, DEAL_NOT_FOUND);
  const rows = await db
    .select()
    .from(dealActivities)
    .where(eq(dealActivities.dealId, dealId))
    // Entries written in one transaction share its now(): the id keeps their order stable.
    .orderBy(desc(dealActivities.occurredAt), desc(dealActivities.id));
  const timeline = rows.map(
    (row) =>
      ({ id: row.id, kind: row.kind, payload: row.payload, occurredAt: row.occurredAt.toISOString() }) as DealActivity,
  );
  return { deal, timeline };
}

/** The owner's deal row, locked for the rest of the transaction; 404 when it is not theirs. */
export async function lockDeal(tx: Database, ownerId: string, dealId: string): Promise<DealRow> {
  const [row] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.ownerId, ownerId), eq(deals.id, dealId)))
    .for('update');
  if (!row) throw new HttpError(404, DEAL_NOT_FOUND);
  return row;
}

export async function recordActivity<K extends DealActivityKind>(
  db: Database,
  dealId: string,
  kind: K,
  payload: DealActivityPayload<K>,
  // Later entries of one transaction are a millisecond apart, so the timeline shows them in the order they happened.
  offsetMs = 0,
): Promise<string> {
  const [row] = await db
    .insert(dealActivities)
    .values({ dealId, kind, payload, occurredAt: sql`now() + ${`${offsetMs} milliseconds`}::interval` })
    .returning({ id: dealActivities.id });
  return row!.id;
}

/** Sets the stage and records the change (nothing when it is the same stage). */
export async function changeStage(tx: Database, row: DealRow, to: CrmStage, offsetMs = 0): Promise<void> {
  if (row.stage === to) return;
  await tx
    .update(deals)
    .set({ stage: to, updatedAt: sql`now()` })
    .where(eq(deals.id, row.id));
  await recordActivity(tx, row.id, 'stage_changed', { from: row.stage, to }, offsetMs);
}

/** Runs `work` on the owner's deal in one transaction, then answers the deal with its timeline. */
export async function withDeal(
  db: Database,
  ownerId: string,
  dealId: string,
  work: (tx: Database, row: DealRow) => Promise<void>,
): Promise<DealDetail> {
  await translateConflicts(() =>
    db.transaction(async (tx) => {
      await work(tx, await lockDeal(tx, ownerId, dealId));
    }),
  );
  return getDealDetail(db, ownerId, dealId);
}

async function translateConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_TRACKED);
    throw error;
  }
}

const contactColumns = (contact: Partial<FreeFormContact>) => ({
  ...(contact.name !== undefined ? { contactName: contact.name } : {}),
  ...(contact.firm !== undefined ? { contactFirm: contact.firm || null } : {}),
  ...(contact.email !== undefined ? { contactEmail: contact.email } : {}),
  ...(contact.linkedinUrl !== undefined ? { contactLinkedinUrl: contact.linkedinUrl } : {}),
  ...(contact.photoUrl !== undefined ? { contactPhotoUrl: contact.photoUrl } : {}),
});

type EditableFields = Pick<UpdateDealBody, 'stage' | 'round' | 'amountUsd' | 'nextFollowUp' | 'introSource' | 'notes'>;

const editableColumns = (fields: EditableFields) => ({
  ...(fields.round !== undefined ? { round: fields.round } : {}),
  ...(fields.amountUsd !== undefined ? { amountUsd: fields.amountUsd } : {}),
  ...(fields.nextFollowUp !== undefined ? { nextFollowUp: fields.nextFollowUp } : {}),
  ...(fields.introSource !== undefined ? { introSource: fields.introSource || null } : {}),
  ...(fields.notes !== undefined ? { notes: fields.notes || null } : {}),
});

async function assertCounterpartExists(db: Database, body: CreateDealBody): Promise<void> {
  if (body.investorId !== undefined) {
    const [found] = await db.select({ id: investors.id }).from(investors).where(eq(investors.id, body.investorId));
    if (!found) throw new HttpError(404, 'No investor with this id in the corpus.');
  }
  if (body.userId !== undefined) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
    if (!found) throw new HttpError(404, 'No user with this id.');
  }
}

/**
 * A new deal, with `created` (or `imported`) first on its timeline and then `extra` entries. Inside the caller's
 * transaction when given one.
 */
export async function insertDeal(
  tx: Database,
  ownerId: string,
  body: CreateDealBody,
  first: 'created' | 'imported' = 'created',
): Promise<string> {
  const [row] = await tx
    .insert(deals)
    .values({
      ownerId,
      investorId: body.investorId ?? null,
      counterpartUserId: body.userId ?? null,
      ...(body.contact ? contactColumns(body.contact) : {}),
      stage: body.stage ?? 'Lead',
      ...editableColumns(body),
    })
    .returning({ id: deals.id });
  await recordActivity(tx, row!.id, first, {});
  return row!.id;
}

export async function createDeal(db: Database, ownerId: string, body: CreateDealBody): Promise<DealDetail> {
  await assertCounterpartExists(db, body);
  const id = await translateConflicts(() => db.transaction((tx) => insertDeal(tx, ownerId, body)));
  return getDealDetail(db, ownerId, id);
}

export function updateDeal(db: Database, ownerId: string, dealId: string, body: UpdateDealBody): Promise<DealDetail> {
  return withDeal(db, ownerId, dealId, async (tx, row) => {
    if (body.contact && row.contactName === null) {
      throw new HttpError(400, 'body.contact: only a free-form contact has contact fields to edit');
    }
    const columns = {
      ...editableColumns(body),
      ...(body.contact ? contactColumns(body.contact) : {}),
      // Closing or reopening from the edit form: a pass reason belongs to a pass only.
      ...(body.outcome !== undefined ? { outcome: body.outcome, passReason: null } : {}),
    };
    if (Object.keys(columns).length > 0) {
      await tx
        .update(deals)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(deals.id, row.id));
    }
    if (body.stage !== undefined) await changeStage(tx, row, body.stage);
  });
}

export async function deleteDeal(db: Database, ownerId: string, dealId: string): Promise<void> {
  const removed = await db
    .delete(deals)
    .where(and(eq(deals.ownerId, ownerId), eq(deals.id, dealId)))
    .returning({ id: deals.id });
  if (removed.length === 0) throw new HttpError(404, DEAL_NOT_FOUND);
}

export const addNote = (db: Database, ownerId: string, dealId: string, text: string) =>
  withDeal(db, ownerId, dealId, async (tx, row) => {
    await recordActivity(tx, row.id, 'note', { text });
    await tx
      .update(deals)
      .set({ updatedAt: sql`now()` })
      .where(eq(deals.id, row.id));
  });

export const passDeal = (db: Database, ownerId: string, dealId: string, reason: string) =>
  withDeal(db, ownerId, dealId, async (tx, row) => {
    await tx
      .update(deals)
      .set({ outcome: 'passed', passReason: reason, updatedAt: sql`now()` })
      .where(eq(deals.id, row.id));
    await recordActivity(tx, row.id, 'passed', { reason });
  });

export const reopenDeal = (db: Database, ownerId: string, dealId: string) =>
  withDeal(db, ownerId, dealId, async (tx, row) => {
    if (row.outcome === 'open') return;
    await tx
      .update(deals)
      .set({ outcome: 'open', passReason: null, updatedAt: sql`now()` })
      .where(eq(deals.id, row.id));
    await recordActivity(tx, row.id, 'reopened', {});
  });

/** The founder's stored match with this investor: its reasons, or 404 when the investor is not one of their matches. */
async function matchReasons(db: Database, ownerId: string, investorId: string): Promise<string[]> {
  const [match] = await db
    .select({ reasons: matches.reasons })
    .from(matches)
    .where(and(eq(matches.founderId, ownerId), eq(matches.investorId, investorId)));
  if (!match) throw new HttpError(404, 'This investor is not one of your matches.');
  return match.reasons;
}

/** The owner's most recently touched deal with this corpus investor, whatever its round. */
async function dealWithInvestor(db: Database, ownerId: string, investorId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.ownerId, ownerId), eq(deals.investorId, investorId)))
    .orderBy(desc(deals.updatedAt))
    .limit(1);
  return row?.id;
}

/**
 * "Add to Deal Flow" on a match: the deal at Lead with the match's reasons on its timeline. Idempotent: when the
 * investor is already tracked, that deal (created false). Two clicks at once: the unique index keeps one deal.
 */
export async function addFromMatch(
  db: Database,
  ownerId: string,
  investorId: string,
): Promise<{ detail: DealDetail; created: boolean }> {
  const reasons = await matchReasons(db, ownerId, investorId);
  const existing = await dealWithInvestor(db, ownerId, investorId);
  if (existing) return { detail: await getDealDetail(db, ownerId, existing), created: false };
  try {
    const id = await db.transaction(async (tx) => {
      const dealId = await insertDeal(tx, ownerId, { investorId, stage: 'Lead' });
      await recordActivity(tx, dealId, 'match_reasons', { reasons }, 1);
      return dealId;
    });
    return { detail: await getDealDetail(db, ownerId, id), created: true };
  } catch (error) {
    const raced = isUniqueViolation(error) && (await dealWithInvestor(db, ownerId, investorId));
    if (!raced) throw error;
    return { detail: await getDealDetail(db, ownerId, raced), created: false };
  }
}

/** "Mark as sent" on an intro draft: the e-mail on the timeline, the deal added if needed and moved to Contacted. */
export async function markIntroSent(
  db: Database,
  ownerId: string,
  email: { investorId: string; subject: string; body: string },
): Promise<DealDetail> {
  let dealId = await dealWithInvestor(db, ownerId, email.investorId);
  if (!dealId) dealId = (await addFromMatch(db, ownerId, email.investorId)).detail.deal.id;
  return withDeal(db, ownerId, dealId, async (tx, row) => {
    await recordActivity(tx, row.id, 'email_sent', { subject: email.subject, body: email.body });
    const next = advancedStage(row.stage, 'Contacted');
    if (next) await changeStage(tx, row, next, 1);
    await tx
      .update(deals)
      .set({ updatedAt: sql`now()` })
      .where(eq(deals.id, row.id));
  });
}

/** Open deals whose next follow-up is on or before `today` (a YYYY-MM-DD day). */
export async function followUpsDue(db: Database, ownerId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(and(eq(deals.ownerId, ownerId), eq(deals.outcome, 'open'), sql`${deals.nextFollowUp} <= ${today}::date`));
  return row?.count ?? 0;
}

/**
 * An accepted intro on Pear (issue 14) in the owner's CRM: their deal with that user (round ''), created at
 * Introduced when there is none, with the intro on its timeline. Introduced is the first stage, so an existing deal
 * keeps its stage. Inside the caller's transaction; answers the deal's id.
 */
export async function recordIntroOnDeal(
  tx: Database,
  ownerId: string,
  userId: string,
  intro: DealActivityPayload<'intro_accepted'>,
): Promise<string> {
  const [existing] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.ownerId, ownerId), eq(deals.counterpartUserId, userId), sql`lower(${deals.round}) = ''`));
  const dealId = existing?.id ?? (await insertDeal(tx, ownerId, { userId, stage: 'Introduced' }));
  await recordActivity(tx, dealId, 'intro_accepted', intro, 1);
  await tx
    .update(deals)
    .set({ updatedAt: sql`now()` })
    .where(eq(deals.id, dealId));
  return dealId;
}
