// The investor side's API bodies for tests (issue 14), typed against @pear/contract.
import type { FounderMatch, InvestorClaim, InvestorDashboard, PortfolioCompany } from '@pear/contract';

/** A corpus firm claimed by the signed-in investor (Grace Hopper), the only member on Pear so far. */
export const investorClaimFixture = (overrides: Partial<InvestorClaim> = {}): InvestorClaim => ({
  investorId: 'c:harbor-ventures',
  name: 'Harbor Ventures',
  kind: 'firm',
  dealCount: 14,
  lastInvestmentAt: '2013-10-02',
  members: [{ userId: '7d0c4c1e-2222-4000-8000-000000000001', name: 'Grace Hopper' }],
  ...overrides,
});

/** A portfolio company the investor added: Active, with a valuation. */
export const portfolioCompanyFixture = (overrides: Partial<PortfolioCompany> = {}): PortfolioCompany => ({
  id: '5b1e7a52-3333-4000-8000-000000000001',
  source: 'own',
  name: 'Tidepool',
  industry: 'Climate',
  stage: 'Seed',
  date: null,
  roundSizeUsd: null,
  valuationUsd: 12_000_000,
  status: 'Active',
  description: 'Ocean sensors for coastal cities.',
  ...overrides,
});

/**
 * GET /dev/investor/profile of an investor whose thesis was parsed and who has not claimed a corpus profile yet: one
 * portfolio company of their own, VibeScore 58.
 */
export const investorDashboardFixture = (overrides: Partial<InvestorDashboard> = {}): InvestorDashboard => ({
  name: 'Grace Hopper',
  email: 'grace@harbor.vc',
  avatar: null,
  signInProvider: 'LinkedIn',
  profile: {
    firmName: 'Harbor Ventures',
    bio: 'Former engineer; backs technical founders.',
    industries: ['Climate', 'Developer Tools'],
    preferredStages: ['Pre-Seed', 'Seed'],
    checkSizeMinUsd: 250_000,
    checkSizeMaxUsd: 1_000_000,
    geographies: ['Europe', 'North America'],
    thesis: 'We back technical founders building climate software.',
    meetingLink: null,
  },
  claim: null,
  fund: {
    name: 'Harbor Fund I',
    sizeUsd: 50_000_000,
    focus: 'Climate software',
    stage: 'Seed',
    geography: 'Europe',
    partners: ['Grace Hopper'],
  },
  portfolio: [portfolioCompanyFixture()],
  vibe: {
    vibe_score: 58,
    breakdown: {
      profile: { score: 32, max: 40, explanation: 'Thesis, focus and check size are filled in.' },
      portfolio: { score: 16, max: 40, explanation: 'One portfolio company; claim your history to add more.' },
      responsiveness: { score: 10, max: 20, explanation: 'No intro requests answered yet.' },
    },
  },
  hasThesis: true,
  ...overrides,
});

/** A founder as GET /dev/investor/matches ranks them: a deck, two reasons, one kudo, no intro yet. */
export const founderMatchFixture = (overrides: Partial<FounderMatch> = {}): FounderMatch => ({
  userId: '9a3d2f10-4444-4000-8000-000000000001',
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  industry: 'Climate',
  stage: 'Seed',
  raising: '$2.5M',
  location: 'London',
  background: 'CTO at Babbage & Co. Built the first general-purpose compute platform.',
  pearScore: 87,
  reasons: ['Climate is in your investment focus.', 'Raising a Seed round, a stage you invest in.'],
  analysis: 'Climate is in your investment focus. Raising a Seed round, a stage you invest in.',
  rankedWithoutDeck: false,
  kudos: [
    {
      authorName: 'Charles Babbage',
      relation: 'Former manager at Babbage & Co',
      text: 'The sharpest engineer I have worked with.',
      approvedAt: '2026-10-01T10:00:00.000Z',
    },
  ],
  introCount: 2,
  intro: null,
  email: null,
  linkedin: null,
  kudoRequested: false,
  media: [],
  videoPitch: null,
  ...overrides,
});
