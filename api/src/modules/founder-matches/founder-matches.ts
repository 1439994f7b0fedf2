// A founder's daily matches: ranked from their stored profile, revealed within the plan's daily quota, and
// remembered (matches table) so a day's list is stable and no investor is shown twice.
import type { FindMatchResult, InvestorMatch } from '@pear/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { matches, subscriptions, users } from '../../db/schema.js';
import { compareStrings, investorId, type InvestorProfile } from '../investors/profiles.js';
import { founderQueryFrom } from '../matching/founder-query.js';
import type { FounderQuery, MatchingIndex } from '../matching/types.js';
import { sectorLabel, stageLabel } from '../matching/vocabulary.js';
import {
  effectivePlan,
  paidPlanOf,
  remainingToday,
  revealSize,
  SUBSCRIPTION_COLUMNS,
  utcDay,
  type PlanStatus,
} from '../plans/quota.js';
import { loadFounderFacts, type FounderFacts } from '../profiles/founder-facts.js';

export type ShownMatch = { investor: InvestorProfile; score: number; reasons: string[] };

export type MatchStatus = PlanStatus & { usedToday: number; remainingToday: number | null };

export class QuotaExhaustedError extends Error {}

/**
 * The one order a founder's matches are listed in, on every call: PearScore descending, then investor id.
 * The ranking orders by the unrounded score, the stored rows keep only the PearScore, so equal PearScores must
 * be ordered here, and not by the database (its collation may differ between PGlite and PostgreSQL).
 */
function inShownOrder(shown: ShownMatch[]): ShownMatch[] {
  return shown.sort((a, b) => b.score - a.score || compareStrings(a.investor.id, b.investor.id));
}

const matchStatusQuery = preparedQuery((db) =>
  db
    .select({
      createdAt: users.createdAt,
      ...SUBSCRIPTION_COLUMNS,
      usedToday: sql<number>`(select count(*)::int from ${matches} where ${matches.founderId} = ${users.id} and ${matches.day} = ${sql.placeholder('day')})`,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, sql.placeholder('founderId')))
    .prepare('match_status'),
);

/** The plan, the trial and today's usage in one round trip: the dashboard asks on every visit. */
export async function matchStatus(db: Database, founderId: string, now: Date): Promise<MatchStatus> {
  const [row] = await matchStatusQuery(db).execute({ founderId, day: utcDay(now) });
  const status = effectivePlan(paidPlanOf(row, now), row?.createdAt ?? now, now);
  const usedToday = row?.usedToday ?? 0;
  return { ...status, usedToday, remainingToday: remainingToday(status, usedToday) };
}

/**
 * Runs a reveal as one transaction holding the founder's row lock (SELECT … FOR UPDATE), so that reading today's
 * usage and recording the new matches cannot interleave with another request of the same founder: without it,
 * parallel "Find new matches" calls on a PostgreSQL pool all read the same usage and together reveal more than the
 * day's quota (test/quota-race.test.ts).
 */
function withFounderLock<T>(db: Database, founderId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, founderId)).for('update');
    return work(tx);
  });
}

/** The matching query for what Pear knows about a founder (the same one whichever side ranks). */
export function founderQueryOf(facts: FounderFacts | null, asOf?: Date): FounderQuery {
  return founderQueryFrom(
    {
      industry: facts?.industry ?? null,
      companyStage: facts?.stage ?? null,
      raisingAmountUsd: facts?.raisingAmountUsd ?? null,
      location: facts?.location ?? null,
      investors: facts?.currentInvestors ?? [],
      deckText: facts?.deckText ?? '',
    },
    asOf,
  );
}

/** Ranks investors not shown to this founder before and records the best `size` as today's. */
async function reveal(db: Database, index: MatchingIndex, founderId: string, now: Date, size: number) {
  if (size <= 0) return [];
  const facts = await loadFounderFacts(db, founderId);
  const shown = await db.select({ id: matches.investorId }).from(matches).where(eq(matches.founderId, founderId));
  const query = founderQueryOf(facts, now);
  // A founder's current investors are already on board: they are not new matches (they still lift co-investors).
  const exclude = new Set([...shown.map((row) => row.id), ...query.priorInvestors.map(investorId)]);
  const ranked = index.rank(query, { limit: size, exclude });
  if (ranked.length === 0) return [];
  const day = utcDay(now);
  // Two tabs revealing at once: the primary key keeps each investor once.
  await db
    .insert(matches)
    .values(ranked.map(({ investor, score, reasons }) => ({ founderId, investorId: investor.id, day, score, reasons })))
    .onConflictDoNothing();
  return ranked.map(({ investor, score, reasons }) => ({ investor, score, reasons }));
}

const todaysRowsQuery = preparedQuery((db) =>
  db
    .select()
    .from(matches)
    .where(and(eq(matches.founderId, sql.placeholder('founderId')), eq(matches.day, sql.placeholder('day'))))
    .prepare('todays_matches'),
);

/** Today's matches; the first call of a day reveals the day's batch. */
export async function todaysMatches(
  db: Database,
  index: MatchingIndex,
  founderId: string,
  now: Date,
): Promise<ShownMatch[]> {
  const day = utcDay(now);
  const rows = await todaysRowsQuery(db).execute({ founderId, day });
  if (rows.length === 0) {
    const revealed = await withFounderLock(db, founderId, async (tx) => {
      // Another request may have revealed today's batch while this one waited for the lock.
      const status = await matchStatus(tx, founderId, now);
      return status.usedToday === 0 ? reveal(tx, index, founderId, now, revealSize(status, 0)) : null;
    });
    if (revealed) return inShownOrder(revealed);
    return todaysMatches(db, index, founderId, now);
  }
  const shown = rows.flatMap((row) => {
    const investor = index.get(row.investorId);
    return investor ? [{ investor, score: row.score, reasons: row.reasons }] : [];
  });
  return inShownOrder(shown);
}

/** "Find new matches": more investors, within what is left of today's quota. */
export async function findNewMatches(
  db: Database,
  index: MatchingIndex,
  founderId: string,
  now: Date,
): Promise<ShownMatch[]> {
  const revealed = await withFounderLock(db, founderId, async (tx) => {
    const status = await matchStatus(tx, founderId, now);
    const size = revealSize(status, status.usedToday);
    if (size === 0) {
      throw new QuotaExhaustedError(
        `You've used today's ${status.dailyQuota} matches on the ${status.planName} plan${status.trial ? ' trial' : ''}. New matches arrive tomorrow, or upgrade your plan for more.`,
      );
    }
    return reveal(tx, index, founderId, now, size);
  });
  return inShownOrder(revealed);
}

const topKeys = (counts: Record<string, number>, limit: number): string[] =>
  Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, limit)
    .map(([key]) => key);

const titleOf = (investor: InvestorProfile) => (investor.kind === 'firm' ? 'Venture firm' : 'Angel investor');

type InvestorLabels = { interests: string[]; stages: string[] };
/**
 * An investor's top sectors and stages as labels, worked out once per profile object: the index hands out the same
 * object while it keeps the profile, and sorting every investor's counts on every matches request was a seventh of
 * that route's allocations.
 */
const labelsByProfile = new WeakMap<InvestorProfile, InvestorLabels>();

function labelsOf(investor: InvestorProfile): InvestorLabels {
  let labels = labelsByProfile.get(investor);
  if (!labels) {
    labels = {
      interests: topKeys(investor.sectors, 6)
        .map((sector) => sectorLabel(sector))
        .filter((label): label is string => Boolean(label))
        .slice(0, 3),
      stages: topKeys(investor.stages, 3)
        .map((stage) => stageLabel(stage))
        .filter((label): label is string => Boolean(label)),
    };
    labelsByProfile.set(investor, labels);
  }
  return labels;
}

/** Contact details a match shows once the founder's intro with the investor's Pear member is accepted. */
export type MatchContact = { email: string | null; linkedin: string | null; meetingLink: string | null };

/**
 * Spec §3 "Investor match (matches endpoint)", with its "On Pear" state. The corpus has no e-mail or LinkedIn: they
 * are null, never made up, unless the investor's member on Pear accepted an intro with this founder (`contact`).
 */
export function toMatchRecord(
  { investor, score, reasons }: ShownMatch,
  onPear: InvestorMatch['on_pear'] = null,
  contact: MatchContact | null = null,
): InvestorMatch {
  const labels = labelsOf(investor);
  return {
    user_id: investor.id,
    name: investor.name,
    full_name: investor.name,
    company: investor.kind === 'firm' ? investor.name : null,
    job_title: titleOf(investor),
    pear_score: score,
    industries: labels.interests,
    stages: labels.stages,
    analysis: reasons.join(' '),
    reasons,
    previousInvestments: investor.portfolio.slice(0, 5).map((deal) => deal.company),
    dealCount: investor.dealCount,
    lastInvestmentAt: investor.lastInvestmentAt || null,
    email: contact?.email ?? null,
    Contact: contact?.email ?? null,
    linkedin: contact?.linkedin ?? null,
    meeting_link: contact?.meetingLink ?? null,
    profile_image: null,
    receivedKudos: [],
    commonConnections: [],
    on_pear: onPear,
  };
}

/** Spec §3 "Match from find-matches", plus the investor's id for the outreach draft. */
export function toFindMatchResult({ investor, score, reasons }: ShownMatch): FindMatchResult {
  return {
    InvestorId: investor.id,
    InvestorName: investor.name,
    InvestorCompany: investor.kind === 'firm' ? investor.name : '',
    InvestorTitle: titleOf(investor),
    InvestorInterests: labelsOf(investor).interests.join(', '),
    Reason: reasons.join(' '),
    MatchScore: score,
    InvestorEmail: null,
    InvestorLinkedin: null,
  };
}

/** The stored reasons for a match this founder was shown; null if the investor was never shown to them. */
export async function shownMatch(
  db: Database,
  index: MatchingIndex,
  founderId: string,
  investorId: string,
): Promise<ShownMatch | null> {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.founderId, founderId), eq(matches.investorId, investorId)));
  const investor = row ? index.get(row.investorId) : undefined;
  return row && investor ? { investor, score: row.score, reasons: row.reasons } : null;
}
