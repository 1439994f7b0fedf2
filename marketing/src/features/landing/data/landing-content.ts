/** Landing copy (spec §1, §2 "Landing page", §9 "Marketing claims"). Data only; the components render it. */

export type IconName = 'score' | 'calendar' | 'mail' | 'form' | 'chart' | 'folder' | 'link' | 'portal' | 'crowd';

export type CardCopy = { title: string; description: string; icon: IconName };

export type StepCopy = { title: string; description: string };

export type StatCopy = {
  /** The number the counter animates to. */
  value: number;
  /** Printed after the number: "+", "K+", "%". */
  suffix: string;
  label: string;
};

export type TestimonialCopy = { quote: string; attribution: string };

export const HERO = {
  eyebrow: 'AI fundraising matchmaking for founders and investors',
  headline: 'Fundraising, matched',
  lead: 'Pear scores every investor against your startup, sends you your best matches each morning and drafts the outreach — so you spend your raise talking to people who actually write cheques in your space.',
  proof: '14-day free trial · no credit card · 10,000+ pre-vetted investors',
} as const;

export const PROBLEM = {
  title: 'Broken Fundraising',
  lead: 'Most founders spend months on a raise that should take weeks. The process fails in three places.',
  cards: [
    {
      title: 'Founders and investors are disconnected',
      description:
        'Cold lists mix angels, funds and family offices with no sign of stage, sector or cheque size. Founders pitch people who were never going to invest.',
      icon: 'link',
    },
    {
      title: 'Manual portal work',
      description:
        'Every accelerator and fund has its own application portal, and each wants the same deck, metrics and team details typed in again.',
      icon: 'portal',
    },
    {
      title: 'Networking events that go nowhere',
      description:
        'Evenings of demo days and mixers produce a handful of business cards and few qualified conversations with the right partner.',
      icon: 'crowd',
    },
  ] satisfies CardCopy[],
} as const;

export const INTELLIGENCE = {
  title: 'Fundraising intelligence, not another contact list',
  lead: 'Pear reads your pitch deck and each investor’s thesis, portfolio and recent deals, then scores every pairing twice.',
  scores: [
    {
      title: 'PearScore',
      description:
        'How well the investor fits your company on paper: stage, sector, geography, cheque size and portfolio overlap.',
      icon: 'score',
    },
    {
      title: 'VibeScore',
      description:
        'How well you are likely to work together: founder background, communication style and what the partner looks for in a team.',
      icon: 'chart',
    },
  ] satisfies CardCopy[],
  claim: 'Matches start at 95% compatibility, and personalised outreach earns up to a 60% reply rate.',
} as const;

export const FEATURES = {
  title: 'Everything a raise needs, in one place',
  cards: [
    {
      title: 'AI compatibility scoring',
      description: 'PearScore and VibeScore for every investor, with the reasons behind each number.',
      icon: 'score',
    },
    {
      title: 'Daily top investor matches',
      description: 'A short list every morning, each with its match percentage, instead of a spreadsheet of thousands.',
      icon: 'calendar',
    },
    {
      title: 'Personalised outreach and question prep',
      description:
        'AI-drafted e-mails that reference the investor’s own portfolio, plus answers prepared for the questions they are likely to ask.',
      icon: 'mail',
    },
    {
      title: 'Automatic form filling',
      description:
        'Auto Apply drafts answers to real accelerator, competition and grant applications from your own deck and résumé, and marks what only you can answer.',
      icon: 'form',
    },
    {
      title: 'Meeting scheduling and analytics',
      description:
        'Send calendar invites for investor meetings from your deal flow, and see who read your data room, page by page.',
      icon: 'chart',
    },
    {
      title: 'Deal-flow CRM and resources',
      description:
        'Track every investor from introduction to close, and use a curated directory of 28+ resources across 7 categories.',
      icon: 'folder',
    },
  ] satisfies CardCopy[],
} as const;

export const STEPS = {
  title: 'How it works',
  steps: [
    {
      title: 'Onboarding',
      description: 'Upload your pitch deck and résumé; Pear builds your founder profile in minutes.',
    },
    { title: 'Scoring', description: 'Every investor gets a PearScore and a VibeScore against your company.' },
    { title: 'Matching', description: 'Your top matches arrive each day, ranked and explained.' },
    { title: 'Outreach', description: 'Send personalised introductions, book meetings and track replies in your CRM.' },
  ] satisfies StepCopy[],
} as const;

export const TESTIMONIALS = {
  title: 'Founders raise faster with Pear',
  statsLabel: 'Pear in numbers',
  stats: [
    { value: 500, suffix: '+', label: 'founders' },
    { value: 200, suffix: '+', label: 'pre-registered founders' },
    { value: 14, suffix: 'K+', label: 'investors' },
    { value: 200, suffix: '%', label: 'time saved' },
  ] satisfies StatCopy[],
  quotes: [
    {
      quote:
        'I stopped guessing which funds led seed rounds in payments. The daily matches gave me twelve partners worth calling in the first week.',
      attribution: 'Seed-stage fintech founder',
    },
    {
      quote: 'The application forms used to eat my Fridays. Now I review a pre-filled draft and submit.',
      attribution: 'Pre-seed climate-tech founder',
    },
    {
      quote: 'The inbound decks I get through Pear already match my thesis, so I read all of them.',
      attribution: 'Angel investor, B2B SaaS',
    },
  ] satisfies TestimonialCopy[],
} as const;

export const CLOSING_CTA = {
  title: 'Get your first matches this week',
  lead: 'Join the early-access list. We will set up your profile and send your first investor matches.',
  emailLabel: 'Work e-mail',
  button: 'Get Early Access',
  invalidEmail: 'Enter a valid e-mail address, like name@company.com.',
} as const;
