/** Landing-page pricing, exactly as spec §9 "Landing-page pricing" (the purchase plans in @pear/shared/domain differ). */

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

export type AddOn = { name: string; price: string; description: string };

export const PRICING_TITLE = 'Simple pricing';
export const TRIAL_NOTE = '14-day free trial, no credit card required.';
export const MOST_POPULAR = 'Most Popular';

export const LANDING_TIERS: readonly LandingTier[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$29',
    period: '/month',
    summary: 'For founders testing the waters.',
    features: ['2 matches/day', 'PearScore for every match', 'Outreach templates', 'Resources directory'],
    cta: 'Start Free Trial',
    popular: false,
  },
  {
    id: 'pass',
    name: 'Pear Pass',
    price: '$99',
    period: '/month',
    summary: 'For founders in an active raise.',
    features: [
      '5 matches/day',
      'PearScore and VibeScore',
      'AI-personalised outreach',
      'Investor-question prep',
      'Meeting scheduler and analytics',
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

export const ADD_ONS: readonly AddOn[] = [
  {
    name: 'FormFill Bot',
    price: '$19/month',
    description: 'Fills accelerator and fund application forms from your profile.',
  },
  {
    name: 'Meeting Fees',
    price: '$50-500',
    description: 'Set by investors for a paid meeting; Pear keeps a 10% platform cut.',
  },
  { name: 'Success Fee', price: '1.5%', description: 'Charged only on closing a round raised through Pear.' },
];
