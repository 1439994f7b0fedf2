// The founder's plan and daily match quota: the one home for these rules (matching and billing both read them).
// The plans themselves (names, prices, daily quotas, the trial) are the contract's PLANS.
import { AFTER_TRIAL_PLAN_ID, getPlan, TRIAL_DAYS, TRIAL_PLAN_ID, type PlanId } from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';

/** No call reveals more than this many matches (Team is unlimited per day, not per call). */
export const MATCHES_PER_CALL_CAP = 50;
/** How many matches one reveal shows on an unlimited plan. */
export const UNLIMITED_BATCH = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanStatus = {
  plan: PlanId;
  planName: string;
  /** True while the founder is on the free trial (no paid plan). */
  trial: boolean;
  trialEndsAt: Date | null;
  dailyQuota: number | null;
};

/** What the founder pays for: the plan of a subscription in force, or whether one existed and lapsed. */
export type PaidPlan = { active: PlanId | null; lapsed: boolean };

export const NO_PAID_PLAN: PaidPlan = { active: null, lapsed: false };

/**
 * The plan that applies now: a subscription in force, else the trial while it lasts, else Basic. A subscription
 * that lapsed (canceled, unpaid, past its period) means Basic at once: the trial is for founders who never paid.
 */
export function effectivePlan(paid: PaidPlan, signedUpAt: Date, now: Date): PlanStatus {
  if (paid.active) {
    const { name, dailyMatchQuota } = getPlan(paid.active);
    return { plan: paid.active, planName: name, trial: false, trialEndsAt: null, dailyQuota: dailyMatchQuota };
  }
  const trialEndsAt = new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS);
  const trial = !paid.lapsed && now < trialEndsAt;
  const plan = trial ? TRIAL_PLAN_ID : AFTER_TRIAL_PLAN_ID;
  const { name, dailyMatchQuota } = getPlan(plan);
  return { plan, planName: name, trial, trialEndsAt: trial ? trialEndsAt : null, dailyQuota: dailyMatchQuota };
}

/** Matches left today; null = unlimited. */
export function remainingToday(status: PlanStatus, usedToday: number): number | null {
  return status.dailyQuota === null ? null : Math.max(0, status.dailyQuota - usedToday);
}

/** How many matches the next reveal may show: what is left today, in batches, never over the per-call cap. */
export function revealSize(status: PlanStatus, usedToday: number): number {
  const left = remainingToday(status, usedToday);
  return Math.min(left ?? UNLIMITED_BATCH, MATCHES_PER_CALL_CAP);
}

/** The user's paid plan (see `paidPlanOf`). */
export async function loadPaidPlan(db: Database, userId: string, now: Date): Promise<PaidPlan> {
  const [row] = await db.select(SUBSCRIPTION_COLUMNS).from(subscriptions).where(eq(subscriptions.userId, userId));
  return paidPlanOf(row, now);
}

/** The subscription columns `paidPlanOf` reads, for queries that join the subscription in. */
export const SUBSCRIPTION_COLUMNS = {
  plan: subscriptions.plan,
  status: subscriptions.status,
  periodEnd: subscriptions.currentPeriodEnd,
};

/** The user's paid plan, from their subscription row (none: never paid): in force while active and not past its period, else lapsed. */
export function paidPlanOf(
  row: { plan: PlanId | null; status: string | null; periodEnd: Date | null } | undefined,
  now: Date,
): PaidPlan {
  if (!row?.plan) return NO_PAID_PLAN;
  const inForce = row.status === 'active' && (row.periodEnd === null || row.periodEnd > now);
  return inForce ? { active: row.plan, lapsed: false } : { active: null, lapsed: true };
}

/** The UTC day of a moment, as the matches table stores it ("2026-11-22"). */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);
