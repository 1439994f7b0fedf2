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

/**
 * The add-ons the landing page's pricing lists (spec §9 "Landing-page pricing"), with their prices in one place for
 * the pricing page and the chat assistant. None of them can be bought or is charged today: there is no add-on
 * checkout, Pear takes no fee on meetings or rounds, and what the FormFill Bot describes is Auto Apply, in every
 * founder's Applications tab on every plan.
 */
export const FORMFILL_BOT_USD_PER_MONTH = 19;
export const MEETING_FEE_USD = { min: 50, max: 500 } as const;
export const MEETING_FEE_PLATFORM_PERCENT = 10;
export const SUCCESS_FEE_PERCENT = 1.5;

export type AddOn = {
  id: 'formfill-bot' | 'meeting-fees' | 'success-fee';
  name: string;
  /** As the pricing page shows it ("$19/month"). */
  price: string;
  description: string;
  /** False for every add-on today (see above): the assistant says so. */
  purchasable: boolean;
};

export const ADD_ONS: readonly AddOn[] = [
  {
    id: 'formfill-bot',
    name: 'FormFill Bot',
    price: `$${FORMFILL_BOT_USD_PER_MONTH}/month`,
    description: 'Fills accelerator and fund application forms from your profile.',
    purchasable: false,
  },
  {
    id: 'meeting-fees',
    name: 'Meeting Fees',
    price: `$${MEETING_FEE_USD.min}-${MEETING_FEE_USD.max}`,
    description: `Set by investors for a paid meeting; Pear keeps a ${MEETING_FEE_PLATFORM_PERCENT}% platform cut.`,
    purchasable: false,
  },
  {
    id: 'success-fee',
    name: 'Success Fee',
    price: `${SUCCESS_FEE_PERCENT}%`,
    description: 'Charged only on closing a round raised through Pear.',
    purchasable: false,
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
