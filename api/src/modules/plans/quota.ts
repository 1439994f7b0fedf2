// The founder's plan and daily match quota: the one home for these rules (matching and billing both read them).
// The plans themselves (names, prices, daily quotas, the trial) are the contract's PLANS.
import { AFTER_TRIAL_PLAN_ID, getPlan, TRIAL_DAYS, TRIAL_PLAN_ID, type PlanId } from '@pear/contract';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
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

/** The plan that applies now: an active subscription, else the trial while it lasts, else Basic. */
export function effectivePlan(activePlan: PlanId | null, signedUpAt: Date, now: Date): PlanStatus {
  if (activePlan) {
    const { name, dailyMatchQuota } = getPlan(activePlan);
    return { plan: activePlan, planName: name, trial: false, trialEndsAt: null, dailyQuota: dailyMatchQuota };
  }
  const trialEndsAt = new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS);
  const trial = now < trialEndsAt;
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

/** The user's paid plan, if a subscription is active and not past its period. */
export async function loadActivePlan(db: Database, userId: string, now: Date): Promise<PlanId | null> {
  const [row] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    );
  return row?.plan ?? null;
}

/** The UTC day of a moment, as the matches table stores it ("2026-11-22"). */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);
