// Double opt-in intros (issue 14): an investor asks a founder, or a founder an investor on Pear; the other side
// accepts or declines. Accepting shares both e-mails and puts each side in the other's CRM at Introduced. A decline is
// private: the requester sees the request as pending until it expires (14 days after it was sent).
import { INVESTOR_LIMITS, type IntroRequest, type IntroStatus, type Role } from '@pear/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { introRequests, users, type IntroRequestRow } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { recordIntroOnDeal } from '../crm/deals.js';
import { pairFit, type Reader } from '../investor-matches/fit.js';
import {
  investorCompany,
  loadFounderSide,
  loadInvestorSide,
  type FounderSide,
  type InvestorSide,
} from '../investor-matches/sides.js';
import { deliver, type MailServices } from '../mail/deliver.js';
import type { MatchingIndex } from '../matching/types.js';
import { utcDay } from '../plans/quota.js';
import { introAcceptedMail, introRequestedMail, type IntroParty } from './mails.js';

export const NO_SUCH_INTRO = 'No such intro request.';

/** What intro writes need: the database, the mailer, the matching index (reasons) and the app's address (links). */
export type IntroServices = MailServices & { db: Database; index: MatchingIndex; appUrl: string };

export type Me = { id: string; role: Role };

/** Where a user answers intros: their dashboard. */
export const dashboardUrl = (appUrl: string, role: Role): string =>
  `${appUrl}/${role === 'investor' ? 'investors' : 'founders'}`;

/** The request's status as `viewerId` sees it: the requester never sees a decline, only the expiry. */
export function seenStatus(row: IntroRequestRow, viewerId: string, now = new Date()): IntroStatus {
  if (row.status === 'accepted') return 'accepted';
  if (row.toUserId === viewerId && row.status === 'declined') return 'declined';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

/** The intro between `userId` and each of `otherIds` (either direction): the accepted one, else the newest. */
export async function introsWith(
  db: Database,
  userId: string,
  otherIds: string[],
): Promise<Map<string, IntroRequestRow>> {
  if (otherIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(introRequests)
    .where(
      or(
        and(eq(introRequests.founderId, userId), inArray(introRequests.investorUserId, otherIds)),
        and(eq(introRequests.investorUserId, userId), inArray(introRequests.founderId, otherIds)),
      ),
    )
    .orderBy(sql`(${introRequests.status} = 'accepted') desc`, desc(introRequests.createdAt), desc(introRequests.id));
  const byOther = new Map<string, IntroRequestRow>();
  for (const row of rows) {
    const other = row.fromUserId === userId ? row.toUserId : row.fromUserId;
    if (!byOther.has(other)) byOther.set(other, row);
  }
  return byOther;
}

/** The intro as a card's compact field: its id, which way it went and its status, as `viewerId` sees them. */
export const introSummary = (row: IntroRequestRow | undefined, viewerId: string, now = new Date()) =>
  row
    ? {
        id: row.id,
        direction: row.fromUserId === viewerId ? ('sent' as const) : ('received' as const),
        status: seenStatus(row, viewerId, now),
      }
    : null;

/** Accepted intros per founder. */
export async function acceptedIntroCounts(db: Database, founderIds: string[]): Promise<Map<string, number>> {
  if (founderIds.length === 0) return new Map();
  const rows = await db
    .select({ founderId: introRequests.founderId, count: sql<number>`count(*)::int` })
    .from(introRequests)
    .where(and(eq(introRequests.status, 'accepted'), inArray(introRequests.founderId, founderIds)))
    .groupBy(introRequests.founderId);
  return new Map(rows.map((row) => [row.founderId, row.count]));
}

type Pair = { founder: FounderSide; investor: InvestorSide };

async function loadPair(services: IntroServices, row: IntroRequestRow): Promise<Pair> {
  const founder = await loadFounderSide(services.db, row.founderId);
  const investor = await loadInvestorSide(services.db, services.index, row.investorUserId);
  // Both are users (foreign keys, cascade on delete): a missing one is a request of a deleted user.
  if (!founder || !investor) throw new HttpError(404, NO_SUCH_INTRO);
  return { founder, investor };
}

/** "CEO at Ledgerly", else the first sentence of the pitch. */
export function founderHeadline(founder: FounderSide): string | null {
  const { title, startupName, pitch } = founder.facts;
  if (title) return startupName ? `${title} at ${startupName}` : title;
  return pitch;
}

function investorHeadline(investor: InvestorSide): string | null {
  if (investor.profile.bio) return investor.profile.bio;
  const { claimed } = investor;
  if (!claimed) return null;
  return `${claimed.kind === 'firm' ? 'Venture firm' : 'Angel investor'}, ${claimed.dealCount} deals on record`;
}

/** The request as `viewer` sees it, with the other side as a card (contacts only once accepted). */
function toIntro(services: IntroServices, row: IntroRequestRow, { founder, investor }: Pair, viewerId: string) {
  const reader: Reader = viewerId === row.founderId ? 'founder' : 'investor';
  const fit = pairFit(services.index, founder, investor, reader);
  const accepted = row.status === 'accepted';
  const counterpart: IntroRequest['counterpart'] =
    reader === 'investor'
      ? {
          userId: founder.userId,
          role: 'founder',
          name: founder.facts.name,
          company: founder.facts.startupName,
          headline: founderHeadline(founder),
          pearScore: fit.score,
          reasons: fit.reasons,
          email: accepted ? founder.facts.email : null,
          linkedin: accepted ? founder.linkedin : null,
          meetingLink: null,
        }
      : {
          userId: investor.userId,
          role: 'investor',
          name: investor.name,
          company: investorCompany(investor),
          headline: investorHeadline(investor),
          pearScore: fit.score,
          reasons: fit.reasons,
          email: accepted ? investor.email : null,
          linkedin: accepted ? investor.linkedin : null,
          meetingLink: accepted ? investor.profile.meetingLink : null,
        };
  return {
    id: row.id,
    direction: row.fromUserId === viewerId ? ('sent' as const) : ('received' as const),
    status: seenStatus(row, viewerId),
    message: row.message,
    counterpart,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.status === 'declined' && row.fromUserId === viewerId ? null : (row.decidedAt?.toISOString() ?? null),
    expiresAt: row.expiresAt.toISOString(),
  } satisfies IntroRequest;
}

const introView = async (services: IntroServices, row: IntroRequestRow, viewerId: string) =>
  toIntro(services, row, await loadPair(services, row), viewerId);

export async function listIntros(services: IntroServices, userId: string) {
  const rows = await services.db
    .select()
    .from(introRequests)
    .where(or(eq(introRequests.fromUserId, userId), eq(introRequests.toUserId, userId)))
    .orderBy(desc(introRequests.createdAt), desc(introRequests.id));
  const views = await Promise.all(rows.map((row) => introView(services, row, userId)));
  return {
    received: views.filter((view) => view.direction === 'received'),
    sent: views.filter((view) => view.direction === 'sent'),
  };
}

/** Why a new request is refused: the pair is already introduced, or a request between them still waits. */
function conflictOf(rows: IntroRequestRow[], requesterId: string, now: Date): string | null {
  for (const row of rows) {
    if (row.status === 'accepted') return 'You are already introduced: their contact details are in your intros.';
    const open = row.expiresAt > now;
    // A decline the requester cannot see still looks pending to them, so it blocks them like one.
    if (open && row.status === 'pending' && row.fromUserId !== requesterId) {
      return 'They already asked you for an intro: accept it in your intro requests.';
    }
    if (open && row.fromUserId === requesterId) return 'You already asked for this intro: it is waiting for an answer.';
  }
  return null;
}

const partyOf = (pair: Pair, side: Reader): IntroParty =>
  side === 'founder'
    ? { name: pair.founder.facts.name, email: pair.founder.facts.email, company: pair.founder.facts.startupName }
    : { name: pair.investor.name, email: pair.investor.email, company: investorCompany(pair.investor) };

/**
 * Sends a request from `me` to `toUserId` (a user of the other role): one open request per pair, at most
 * INVESTOR_LIMITS.introsPerDay per UTC day. The receiver is e-mailed inside the transaction (no request they were
 * not told about). Both users' rows are locked, in id order, so two requests of a pair or a day cannot interleave.
 */
export async function requestIntro(
  services: IntroServices,
  me: Me,
  toUserId: string,
  message: string | null,
): Promise<IntroRequest> {
  if (toUserId === me.id) throw new HttpError(400, 'You cannot request an intro to yourself.');
  const [target] = await services.db.select({ role: users.role }).from(users).where(eq(users.id, toUserId));
  if (!target) throw new HttpError(404, 'No such user on Pear.');
  if (target.role === me.role) {
    const other = me.role === 'founder' ? 'another founder' : 'another investor';
    throw new HttpError(400, `Intros on Pear are between a founder and an investor: you cannot ask ${other}.`);
  }
  const founderId = me.role === 'founder' ? me.id : toUserId;
  const investorUserId = me.role === 'investor' ? me.id : toUserId;
  const now = new Date();
  return services.db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [me.id, toUserId]))
      .orderBy(users.id)
      .for('update');
    const between = await tx
      .select()
      .from(introRequests)
      .where(and(eq(introRequests.founderId, founderId), eq(introRequests.investorUserId, investorUserId)));
    const conflict = conflictOf(between, me.id, now);
    if (conflict) throw new HttpError(409, conflict);
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(introRequests)
      .where(
        and(
          eq(introRequests.fromUserId, me.id),
          sql`${introRequests.createdAt} >= (${utcDay(now)}::date)::timestamp AT TIME ZONE 'UTC'`,
        ),
      );
    if ((sent?.count ?? 0) >= INVESTOR_LIMITS.introsPerDay) {
      throw new HttpError(
        429,
        `You have sent today's ${INVESTOR_LIMITS.introsPerDay} intro requests. You can send more tomorrow (UTC).`,
      );
    }
    const [created] = await tx
      .insert(introRequests)
      .values({
        fromUserId: me.id,
        toUserId,
        founderId,
        investorUserId,
        message,
        expiresAt: sql`now() + ${`${INVESTOR_LIMITS.introExpiryDays} days`}::interval`,
      })
      .returning();
    const pair = await loadPair({ ...services, db: tx }, created!);
    const receiver: Reader = me.role === 'founder' ? 'investor' : 'founder';
    const fit = pairFit(services.index, pair.founder, pair.investor, receiver);
    await deliver(
      services,
      introRequestedMail(
        partyOf(pair, me.role),
        partyOf(pair, receiver),
        fit.reasons,
        message,
        dashboardUrl(services.appUrl, receiver),
      ),
    );
    return toIntro(services, created!, pair, me.id);
  });
}

/** The receiver's pending request, locked; 404 for anyone else, 409 once decided or expired. */
async function lockPending(tx: Database, userId: string, id: string): Promise<IntroRequestRow> {
  const [row] = await tx
    .select()
    .from(introRequests)
    .where(and(eq(introRequests.id, id), eq(introRequests.toUserId, userId)))
    .for('update');
  if (!row) throw new HttpError(404, NO_SUCH_INTRO);
  if (row.status !== 'pending') throw new HttpError(409, `You already ${row.status} this intro request.`);
  if (row.expiresAt <= new Date()) throw new HttpError(409, 'This intro request has expired.');
  return row;
}

/**
 * Accepts a request `me` received: both sides get a deal at Introduced with the intro on its timeline, and the
 * requester is e-mailed the receiver's contact details (inside the transaction).
 */
export async function acceptIntro(services: IntroServices, me: Me, id: string) {
  return services.db.transaction(async (tx) => {
    const pending = await lockPending(tx, me.id, id);
    const [accepted] = await tx
      .update(introRequests)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(eq(introRequests.id, id))
      .returning();
    const pair = await loadPair({ ...services, db: tx }, accepted!);
    const requesterSide: Reader = pending.fromUserId === pending.founderId ? 'founder' : 'investor';
    const receiverSide: Reader = requesterSide === 'founder' ? 'investor' : 'founder';
    const payload = { requestedBy: partyOf(pair, requesterSide).name, message: pending.message };
    const receiverDeal = await recordIntroOnDeal(tx, me.id, pending.fromUserId, payload);
    await recordIntroOnDeal(tx, pending.fromUserId, me.id, payload);
    const receiver = partyOf(pair, receiverSide);
    const contacts =
      receiverSide === 'investor'
        ? { linkedin: pair.investor.linkedin, meetingLink: pair.investor.profile.meetingLink }
        : { linkedin: pair.founder.linkedin, meetingLink: null };
    await deliver(
      services,
      introAcceptedMail(
        partyOf(pair, requesterSide),
        { ...receiver, ...contacts },
        dashboardUrl(services.appUrl, requesterSide),
      ),
    );
    return { intro: toIntro(services, accepted!, pair, me.id), dealId: receiverDeal };
  });
}

/** Declines a request `me` received. Nobody is told: the requester sees it pending until it expires. */
export async function declineIntro(services: IntroServices, me: Me, id: string) {
  const row = await services.db.transaction(async (tx) => {
    await lockPending(tx, me.id, id);
    const [declined] = await tx
      .update(introRequests)
      .set({ status: 'declined', decidedAt: sql`now()` })
      .where(eq(introRequests.id, id))
      .returning();
    return declined!;
  });
  return { intro: await introView(services, row, me.id), dealId: null };
}
