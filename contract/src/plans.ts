/** Founder membership plans (spec §9 "Plans"): what the payment page sells and the API enforces. */

export const PLAN_IDS = ['basic', 'pro', 'team'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** US dollars per period. */
  price: number;
  period: 'month';
  description: string;
  features: readonly string[];
  popular: boolean;
  /** Investor matches per UTC day; null = unlimited. */
  dailyMatchQuota: number | null;
};

export const DEFAULT_PLAN_ID: PlanId = 'pro';

/** Founders without a paid plan get this plan for TRIAL_DAYS after signing up, then AFTER_TRIAL_PLAN_ID. */
export const TRIAL_PLAN_ID: PlanId = 'pro';
export const AFTER_TRIAL_PLAN_ID: PlanId = 'basic';
export const TRIAL_DAYS = 14;

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 29,
    period: 'month',
    description: 'Get started with investor matching.',
    features: [
      '2 investor matches/day',
      'Basic email templates',
      'Profile creation',
      'Community access',
      'Standard support',
    ],
    popular: false,
    dailyMatchQuota: 2,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 99,
    period: 'month',
    description: 'Everything an active fundraise needs.',
    features: [
      '5 investor matches/day',
      'AI-personalized outreach',
      'PearScore and VibeScore',
      'Analytics dashboard',
      'Priority support',
      'Mentor office hours',
      'Meeting scheduler',
      'Advanced templates',
    ],
    popular: true,
    dailyMatchQuota: 5,
  },
  {
    id: 'team',
    name: 'Team',
    price: 199,
    period: 'month',
    description: 'For founding teams raising together.',
    features: [
      'Unlimited investor matches',
      'Team collaboration tools',
      'Custom integrations',
      'Advanced analytics',
      'Dedicated support',
      'White-label options',
      'API access',
      'Custom training',
    ],
    popular: false,
    dailyMatchQuota: null,
  },
];

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

/** The plan with this id (every PlanId has one). */
export const getPlan = (id: PlanId): Plan => {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
};
