// Kudos (issue 14): short endorsements of a founder written by people who know them, through a one-time e-mailed link
// (only its hash is stored). The founder approves a kudo before investors see it, and may hide it again. Investors
// ask a founder for references with "Request Kudo" on the founder's card.
import { INVESTOR_LIMITS, type FounderKudo, type FounderKudos, type Kudo } from '@pear/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kudos, referenceRequests, users, type KudoRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { newUrlToken, sha256Hex } from '../../lib/url-tokens.js';
import { roomOwner } from '../data-room/room.js';
import { investorCompany, loadInvestorSide } from '../investor-matches/sides.js';
import { deliver, type MailServices } from '../mail/deliver.js';
import type { MatchingIndex } from '../matching/types.js';
import { utcDay } from '../plans/quota.js';
import { kudoInvitationMail, kudoWrittenMail, referencesRequestedMail, type KudoFounder } from './mails.js';

export const KUDO_NOT_FOUND = 'No such kudo.';
export const KUDO_LINK_NOT_FOUND = 'This kudo link does not exist.';
export const KUDO_LINK_USED = 'This kudo link was already used: thank you for writing.';
export const KUDO_LINK_EXPIRED = 'This kudo link has expired: ask the founder for a new one.';

export type KudoServices = MailServices & { db: Database; appUrl: string };

export const kudoUrl = (appUrl: string, token: string): string => `${appUrl}/kudos/${token}`;
const profileUrl = (appUrl: string) => `${appUrl}/founders`;

async function kudoFounder(db: Database, founderId: string): Promise<KudoFounder> {
  const owner = await roomOwner(db, founderId);
  return { name: owner.founderName, email: owner.email, companyName: owner.companyName };
}

const toKudo = (row: KudoRow): Kudo => ({
  id: row.id,
  inviteeEmail: row.inviteeEmail,
  status: row.status,
  authorName: row.authorName,
  relation: row.relation,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  writtenAt: row.writtenAt?.toISOString() ?? null,
});

/**
 * E-mails a one-time link to write a kudo (at most INVESTOR_LIMITS.kudoRequestsPerDay per UTC day). The founder's
 * row is locked so that parallel requests cannot together pass the day's limit; the mail is sent inside the
 * transaction.
 */
export async function requestKudo(services: KudoServices, founderId: string, email: string): Promise<Kudo> {
  const invitee = email.trim().toLowerCase();
  const founder = await kudoFounder(services.db, founderId);
  if (invitee === founder.email) throw new HttpError(400, 'body.email: ask someone else: a kudo is written about you.');
  const token = newUrlToken();
  const row = await services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, founderId)).for('update');
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(kudos)
      .where(
        and(
          eq(kudos.founderId, founderId),
          sql`${kudos.createdAt} >= (${utcDay(new Date())}::date)::timestamp AT TIME ZONE 'UTC'`,
        ),
      );
    if ((sent?.count ?? 0) >= INVESTOR_LIMITS.kudoRequestsPerDay) {
      throw new HttpError(
        429,
        `You have sent today's ${INVESTOR_LIMITS.kudoRequestsPerDay} kudo requests. You can send more tomorrow (UTC).`,
      );
    }
    const [created] = await tx
      .insert(kudos)
      .values({
        founderId,
        inviteeEmail: invitee,
        tokenHash: sha256Hex(token),
        expiresAt: sql`now() + ${`${INVESTOR_LIMITS.kudoLinkDays} days`}::interval`,
      })
      .returning();
    await deliver(services, kudoInvitationMail(founder, invitee, kudoUrl(services.appUrl, token)));
    return created!;
  });
  return toKudo(row);
}

/** The invitation behind a link, locked when `lock`; 404 unknown, 410 once used or expired. */
async function openInvitation(db: Database, token: string, lock: boolean): Promise<KudoRow> {
  const query = db
    .select()
    .from(kudos)
    .where(eq(kudos.tokenHash, sha256Hex(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, KUDO_LINK_NOT_FOUND);
  if (row.status !== 'invited') throw new HttpError(410, KUDO_LINK_USED);
  if (row.expiresAt <= new Date()) throw new HttpError(410, KUDO_LINK_EXPIRED);
  return row;
}

export async function getKudoInvitation(db: Database, token: string) {
  const row = await openInvitation(db, token, false);
  const founder = await kudoFounder(db, row.founderId);
  return { founderName: founder.name, companyName: founder.companyName, inviteeEmail: row.inviteeEmail };
}

/** Writes the kudo (the link then stops working) and tells the founder, who approves it before investors see it. */
export async function writeKudo(
  services: KudoServices,
  token: string,
  body: { authorName: string; relation: string; text: string },
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const row = await openInvitation(tx, token, true);
    await tx
      .update(kudos)
      .set({ status: 'written', ...body, writtenAt: sql`now()` })
      .where(eq(kudos.id, row.id));
    const founder = await kudoFounder(tx, row.founderId);
    await deliver(services, kudoWrittenMail(founder, body.authorName, profileUrl(services.appUrl)));
  });
}

export async function getFounderKudos(db: Database, index: MatchingIndex, founderId: string): Promise<FounderKudos> {
  const rows = await db
    .select()
    .from(kudos)
    .where(eq(kudos.founderId, founderId))
    .orderBy(desc(kudos.createdAt), desc(kudos.id));
  const requests = await db
    .select({ name: users.name, userId: users.id, requestedAt: referenceRequests.createdAt })
    .from(referenceRequests)
    .innerJoin(users, eq(users.id, referenceRequests.investorUserId))
    .where(eq(referenceRequests.founderId, founderId))
    .orderBy(desc(referenceRequests.createdAt), desc(referenceRequests.investorUserId));
  const referenceRequestList = await Promise.all(
    requests.map(async (request) => {
      const investor = await loadInvestorSide(db, index, request.userId);
      return {
        investorName: request.name,
        firm: investor ? investorCompany(investor) : null,
        requestedAt: request.requestedAt.toISOString(),
      };
    }),
  );
  return { kudos: rows.map(toKudo), referenceRequests: referenceRequestList };
}

/** Moves one of the founder's kudos from one of `from` to `to`; 404 when not theirs, 409 from any other status. */
async function moveKudo(
  db: Database,
  founderId: string,
  id: string,
  from: KudoRow['status'][],
  to: 'approved' | 'hidden',
): Promise<Kudo> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kudos)
      .where(and(eq(kudos.id, id), eq(kudos.founderId, founderId)))
      .for('update');
    if (!row) throw new HttpError(404, KUDO_NOT_FOUND);
    if (!from.includes(row.status)) {
      throw new HttpError(
        409,
        row.status === 'invited' ? 'This kudo has not been written yet.' : `This kudo is already ${row.status}.`,
      );
    }
    const [moved] = await tx
      .update(kudos)
      .set({ status: to, ...(to === 'approved' ? { approvedAt: sql`now()` } : {}) })
      .where(eq(kudos.id, id))
      .returning();
    return toKudo(moved!);
  });
}

export const approveKudo = (db: Database, founderId: string, id: string) =>
  moveKudo(db, founderId, id, ['written', 'hidden'], 'approved');
export const hideKudo = (db: Database, founderId: string, id: string) =>
  moveKudo(db, founderId, id, ['written', 'approved'], 'hidden');

/** Approved kudos per founder, as investors see them on the cards, newest approval first. */
export async function approvedKudos(db: Database, founderIds: string[]): Promise<Map<string, FounderKudo[]>> {
  const byFounder = new Map<string, FounderKudo[]>();
  if (founderIds.length === 0) return byFounder;
  const rows = await db
    .select()
    .from(kudos)
    .where(and(eq(kudos.status, 'approved'), inArray(kudos.founderId, founderIds)))
    .orderBy(desc(kudos.approvedAt), desc(kudos.id));
  for (const row of rows) {
    const list = byFounder.get(row.founderId) ?? [];
    list.push({
      authorName: row.authorName ?? '',
      relation: row.relation ?? '',
      text: row.text ?? '',
      approvedAt: row.approvedAt?.toISOString() ?? '',
    });
    byFounder.set(row.founderId, list);
  }
  return byFounder;
}

/** The founders of `founderIds` this investor already asked for references. */
export async function referencesAsked(
  db: Database,
  investorUserId: string,
  founderIds: string[],
): Promise<Set<string>> {
  if (founderIds.length === 0) return new Set();
  const rows = await db
    .select({ founderId: referenceRequests.founderId })
    .from(referenceRequests)
    .where(and(eq(referenceRequests.investorUserId, investorUserId), inArray(referenceRequests.founderId, founderIds)));
  return new Set(rows.map((row) => row.founderId));
}

/** "Request Kudo" on a founder's card: once per investor and founder (409 again); the founder is e-mailed. */
export async function requestFounderReferences(
  services: KudoServices,
  investor: { id: string; name: string; firm: string | null },
  founderId: string,
): Promise<void> {
  const [founderRow] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, founderId), eq(users.role, 'founder')));
  if (!founderRow) throw new HttpError(404, 'No such founder on Pear.');
  const founder = await kudoFounder(services.db, founderId);
  await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(referenceRequests)
      .values({ founderId, investorUserId: investor.id })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new HttpError(409, 'You already asked this founder for references.');
    await deliver(
      services,
      referencesRequestedMail(founder, investor.name, investor.firm, profileUrl(services.appUrl)),
    );
  });
}
