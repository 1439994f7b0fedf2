/**
 * The resources directory (spec §2 "Resources page", §9: 7 categories × 4 resources). Every entry is a real
 * organisation with its own https address; ratings are Pear's editorial score out of 5. `stages` and `topics` feed the
 * personalised ranking (../lib/rank-resources.ts).
 */

export const RESOURCE_CATEGORIES = [
  'Company Formation',
  'Legal Resources',
  'Events',
  'Online Courses',
  'Mentors Pairing',
  'Pitch Deck Critique',
  'Incubators & Competitions',
] as const;

export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** Company stages a resource is most useful at. */
export const RESOURCE_STAGES = ['idea', 'pre-seed', 'seed', 'series-a'] as const;
export type ResourceStage = (typeof RESOURCE_STAGES)[number];

/** Subjects a resource covers; `general` = useful to any founder. */
export type ResourceTopic =
  | 'general'
  | 'fundraising'
  | 'legal'
  | 'b2b-saas'
  | 'fintech'
  | 'health'
  | 'consumer'
  | 'ai'
  | 'climate'
  | 'international'
  | 'growth'
  | 'product';

export type Resource = {
  name: string;
  /** One specific sentence. */
  description: string;
  url: string;
  /** Out of 5. */
  rating: number;
  category: ResourceCategory;
  stages: readonly ResourceStage[];
  topics: readonly ResourceTopic[];
};

export const MAX_RATING = 5;

export const RESOURCES: readonly Resource[] = [
  // Company Formation
  {
    name: 'Stripe Atlas',
    description:
      'Incorporates a Delaware C corporation online and sets up the EIN, founder stock and a bank account in days.',
    url: 'https://stripe.com/atlas',
    rating: 4.8,
    category: 'Company Formation',
    stages: ['idea', 'pre-seed'],
    topics: ['general', 'international', 'fintech'],
  },
  {
    name: 'Clerky',
    description:
      'Generates and e-signs the incorporation, founder stock and SAFE paperwork that Silicon Valley investors expect.',
    url: 'https://www.clerky.com',
    rating: 4.7,
    category: 'Company Formation',
    stages: ['idea', 'pre-seed', 'seed'],
    topics: ['general', 'legal', 'fundraising'],
  },
  {
    name: 'Firstbase',
    description:
      'Forms a US company for founders anywhere in the world, with registered agent, mailroom and compliance included.',
    url: 'https://www.firstbase.io',
    rating: 4.4,
    category: 'Company Formation',
    stages: ['idea', 'pre-seed'],
    topics: ['international', 'legal'],
  },
  {
    name: 'Delaware Division of Corporations',
    description:
      'The official state office where Delaware entities are filed, with fee schedules, forms and entity status search.',
    url: 'https://corp.delaware.gov',
    rating: 4.2,
    category: 'Company Formation',
    stages: ['idea', 'pre-seed'],
    topics: ['legal'],
  },
  // Legal Resources
  {
    name: 'Cooley GO',
    description:
      "Cooley's free library of startup legal guides and document generators for formation, hiring and financing.",
    url: 'https://www.cooleygo.com',
    rating: 4.7,
    category: 'Legal Resources',
    stages: ['idea', 'pre-seed', 'seed', 'series-a'],
    topics: ['general', 'legal', 'fundraising'],
  },
  {
    name: 'Orrick Start-Up Forms',
    description:
      "Orrick's free, annotated templates for formation, advisor agreements, SAFEs and Series Seed financings.",
    url: 'https://www.orrick.com/en/Total-Access/Tool-Kit/Start-Up-Forms',
    rating: 4.6,
    category: 'Legal Resources',
    stages: ['pre-seed', 'seed'],
    topics: ['legal', 'fundraising'],
  },
  {
    name: 'Y Combinator SAFE Documents',
    description:
      'The official post-money SAFE templates and user guide from Y Combinator, the standard for pre-seed and seed rounds.',
    url: 'https://www.ycombinator.com/documents',
    rating: 4.8,
    category: 'Legal Resources',
    stages: ['pre-seed', 'seed'],
    topics: ['general', 'legal', 'fundraising'],
  },
  {
    name: 'NVCA Model Legal Documents',
    description:
      'The model term sheet, stock purchase and investor rights agreements most US Series A rounds are drafted from.',
    url: 'https://nvca.org/model-legal-documents/',
    rating: 4.5,
    category: 'Legal Resources',
    stages: ['series-a'],
    topics: ['legal', 'fundraising'],
  },
  // Events
  {
    name: 'TechCrunch Disrupt',
    description:
      "TechCrunch's flagship San Francisco conference with the Startup Battlefield pitch competition and investor meetups.",
    url: 'https://techcrunch.com/events/',
    rating: 4.5,
    category: 'Events',
    stages: ['pre-seed', 'seed', 'series-a'],
    topics: ['general', 'fundraising', 'consumer', 'ai'],
  },
  {
    name: 'Slush',
    description:
      'A founder-first conference in Helsinki where thousands of early-stage startups meet international investors.',
    url: 'https://slush.org',
    rating: 4.6,
    category: 'Events',
    stages: ['pre-seed', 'seed', 'series-a'],
    topics: ['general', 'fundraising', 'international'],
  },
  {
    name: 'SaaStr Annual',
    description:
      'The largest gathering of B2B SaaS founders and investors, with sessions on go-to-market, metrics and fundraising.',
    url: 'https://www.saastr.com',
    rating: 4.5,
    category: 'Events',
    stages: ['seed', 'series-a'],
    topics: ['b2b-saas', 'growth', 'fundraising'],
  },
  {
    name: 'Money20/20',
    description:
      'The global fintech event where payments, banking and embedded-finance startups meet partners and investors.',
    url: 'https://www.money2020.com',
    rating: 4.3,
    category: 'Events',
    stages: ['seed', 'series-a'],
    topics: ['fintech'],
  },
  // Online Courses
  {
    name: 'Y Combinator Startup School',
    description:
      "YC's free online programme on finding an idea, building an MVP, talking to users and raising a first round.",
    url: 'https://www.startupschool.org',
    rating: 4.8,
    category: 'Online Courses',
    stages: ['idea', 'pre-seed'],
    topics: ['general', 'fundraising', 'product'],
  },
  {
    name: 'HBS Online Entrepreneurship Essentials',
    description:
      "Harvard Business School's case-based course on validating an opportunity, building a team and funding a venture.",
    url: 'https://online.hbs.edu/courses/entrepreneurship-essentials/',
    rating: 4.5,
    category: 'Online Courses',
    stages: ['idea', 'pre-seed'],
    topics: ['general'],
  },
  {
    name: 'Reforge',
    description:
      'Cohort programmes by operators from top tech companies on growth loops, retention, pricing and product strategy.',
    url: 'https://www.reforge.com',
    rating: 4.6,
    category: 'Online Courses',
    stages: ['seed', 'series-a'],
    topics: ['growth', 'product', 'b2b-saas', 'consumer'],
  },
  {
    name: 'SBA Learning Platform',
    description:
      "The US Small Business Administration's free self-paced courses on planning, financing and marketing a business.",
    url: 'https://www.sba.gov/sba-learning-platform',
    rating: 4.1,
    category: 'Online Courses',
    stages: ['idea'],
    topics: ['general'],
  },
  // Mentors Pairing
  {
    name: 'SCORE',
    description: 'Matches founders with volunteer business mentors for free one-on-one sessions, backed by the US SBA.',
    url: 'https://www.score.org',
    rating: 4.6,
    category: 'Mentors Pairing',
    stages: ['idea', 'pre-seed', 'seed'],
    topics: ['general'],
  },
  {
    name: 'MicroMentor',
    description:
      'A free global network that pairs entrepreneurs with volunteer mentors for ongoing one-to-one guidance.',
    url: 'https://www.micromentor.org',
    rating: 4.4,
    category: 'Mentors Pairing',
    stages: ['idea', 'pre-seed'],
    topics: ['general', 'international'],
  },
  {
    name: 'ADPList',
    description:
      'Books free mentorship calls with thousands of product, design and engineering leaders from top tech companies.',
    url: 'https://adplist.org',
    rating: 4.6,
    category: 'Mentors Pairing',
    stages: ['idea', 'pre-seed', 'seed'],
    topics: ['product', 'b2b-saas', 'consumer', 'ai'],
  },
  {
    name: 'GrowthMentor',
    description:
      'Vetted growth marketers and startup operators available for booked calls on acquisition, positioning and launch.',
    url: 'https://www.growthmentor.com',
    rating: 4.5,
    category: 'Mentors Pairing',
    stages: ['pre-seed', 'seed', 'series-a'],
    topics: ['growth', 'consumer', 'b2b-saas'],
  },
  // Pitch Deck Critique
  {
    name: 'DocSend',
    description:
      'Shares your deck with page-by-page view analytics and publishes data on what investors actually read in pitch decks.',
    url: 'https://www.docsend.com',
    rating: 4.6,
    category: 'Pitch Deck Critique',
    stages: ['pre-seed', 'seed', 'series-a'],
    topics: ['general', 'fundraising'],
  },
  {
    name: 'Sequoia Capital: Writing a Business Plan',
    description:
      "Sequoia's classic outline of the slides investors expect, from purpose and problem to competition and financials.",
    url: 'https://www.sequoiacap.com/article/writing-a-business-plan/',
    rating: 4.7,
    category: 'Pitch Deck Critique',
    stages: ['pre-seed', 'seed', 'series-a'],
    topics: ['general', 'fundraising'],
  },
  {
    name: 'Slidebean',
    description:
      'Pitch deck templates, teardown videos of famous startup decks and an agency that reviews and redesigns decks.',
    url: 'https://slidebean.com',
    rating: 4.3,
    category: 'Pitch Deck Critique',
    stages: ['idea', 'pre-seed', 'seed'],
    topics: ['fundraising', 'consumer'],
  },
  {
    name: 'Pitch',
    description:
      'Collaborative presentation software with investor-deck templates and link sharing that shows who viewed each slide.',
    url: 'https://pitch.com',
    rating: 4.4,
    category: 'Pitch Deck Critique',
    stages: ['pre-seed', 'seed'],
    topics: ['fundraising', 'b2b-saas'],
  },
  // Incubators & Competitions
  {
    name: 'Y Combinator',
    description:
      'The three-month accelerator that invests on standard terms in batches and ends with Demo Day in front of investors.',
    url: 'https://www.ycombinator.com/apply',
    rating: 4.9,
    category: 'Incubators & Competitions',
    stages: ['idea', 'pre-seed', 'seed'],
    topics: ['general', 'fundraising', 'b2b-saas', 'ai', 'fintech', 'health', 'consumer'],
  },
  {
    name: 'Techstars',
    description:
      'Mentorship-driven accelerator programmes in dozens of cities and industries, each with investment and a demo day.',
    url: 'https://www.techstars.com',
    rating: 4.6,
    category: 'Incubators & Competitions',
    stages: ['pre-seed', 'seed'],
    topics: ['general', 'fundraising', 'fintech', 'health', 'climate'],
  },
  {
    name: 'MassChallenge',
    description:
      'A zero-equity accelerator and competition with cash prizes, including dedicated HealthTech and FinTech programmes.',
    url: 'https://masschallenge.org',
    rating: 4.5,
    category: 'Incubators & Competitions',
    stages: ['idea', 'pre-seed', 'seed'],
    topics: ['health', 'fintech', 'climate', 'general'],
  },
  {
    name: '500 Global',
    description: 'A venture firm whose accelerator invests in early-stage startups across more than 80 countries.',
    url: 'https://500.co',
    rating: 4.4,
    category: 'Incubators & Competitions',
    stages: ['pre-seed', 'seed'],
    topics: ['international', 'fundraising', 'b2b-saas', 'fintech', 'consumer'],
  },
];

/** The resources of one category, in directory order. */
export const resourcesIn = (category: ResourceCategory): Resource[] =>
  RESOURCES.filter((resource) => resource.category === category);

/** A stable id fragment for a category (e.g. "incubators-competitions"). */
export const categorySlug = (category: ResourceCategory): string =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
