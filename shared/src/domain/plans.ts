import type { Plan } from '@pear/contract';

/*
 * Founder membership plans (spec §9 "Plans"): the ids, prices, features and quotas are @pear/contract's (the API
 * enforces the same plans); the client adds how they read on the payment page.
 */
export {
  AFTER_TRIAL_PLAN_ID,
  DEFAULT_PLAN_ID,
  getPlan,
  isPlanId,
  PLAN_IDS,
  PLANS,
  type Plan,
  type PlanId,
  TRIAL_DAYS,
  TRIAL_PLAN_ID,
} from '@pear/contract/domain';

export const POPULAR_PLAN_LABEL = 'Most Popular';

/** "$99/month" */
export const formatPlanPrice = (plan: Pick<Plan, 'price' | 'period'>): string => `$${plan.price}/${plan.period}`;

/** "Selected: Pro - $99/month" */
export const formatPlanLine = (plan: Pick<Plan, 'name' | 'price' | 'period'>): string =>
  `Selected: ${plan.name} - ${formatPlanPrice(plan)}`;
