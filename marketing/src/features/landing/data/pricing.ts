/** Landing-page pricing, exactly as spec §9 "Landing-page pricing" (the purchase plans in @pear/shared/domain differ). */
import { ADD_ONS as CONTRACT_ADD_ONS, getPlan, TRIAL_DAYS } from '@pear/contract/domain';

// Starter and the Pear Pass are the Basic and Pro plans in price and daily matches; the add-ons' prices are the
// contract's, which the chat assistant quotes too.
const basic = getPlan('basic');
const pro = getPlan('pro');

export type LandingTier = {
  id: 'starter' | 'pass' | 'enterprise';
  name: string;
  price: string;
  period: string | null;
  summary: string;
  features: readonly string[];
  cta: string;
  popular: boolean;
};

/** `onSale` false: listed with its price (spec §9) but not sold yet, and the page says so. */
export type AddOn = { name: string; price: string; description: string; onSale: boolean };

export const PRICING_TITLE = 'Simple pricing';
export const TRIAL_NOTE = `${TRIAL_DAYS}-day free trial, no credit card required.`;
export const MOST_POPULAR = 'Most Popular';

export const LANDING_TIERS: readonly LandingTier[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: `$${basic.price}`,
    period: '/month',
    summary: 'For founders testing the waters.',
    features: [
      `${basic.dailyMatchQuota} matches/day`,
      'PearScore for every match',
      'Outreach templates',
      'Resources directory',
    ],
    cta: 'Start Free Trial',
    popular: false,
  },
  {
    id: 'pass',
    name: 'Pear Pass',
    price: `$${pro.price}`,
    period: '/month',
    summary: 'For founders in an active raise.',
    features: [
      `${pro.dailyMatchQuota} matches/day`,
      'PearScore and VibeScore',
      'AI-personalised outreach',
      'Investor-question prep',
      'Meeting invites and data-room analytics',
    ],
    cta: 'Start Free Trial',
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    period: null,
    summary: 'For accelerators, studios and funds.',
    features: ['Unlimited matches', 'Team seats and shared CRM', 'Custom integrations', 'Dedicated support'],
    cta: 'Book a Demo',
    popular: false,
  },
];

export const ADD_ONS_TITLE = 'Add-ons';

export const ADD_ONS: readonly AddOn[] = CONTRACT_ADD_ONS.map(({ name, price, description, purchasable }) => ({
  name,
  price,
  description,
  onSale: purchasable,
}));

export const NOT_ON_SALE = 'Not on sale yet';
