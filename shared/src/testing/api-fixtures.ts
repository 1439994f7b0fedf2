// API bodies for tests, typed against @pear/contract: a change of the contract breaks the tests that mock it.
import type {
  DataRoomItem,
  DeckAnalysis,
  Endpoint,
  FindMatchResult,
  GetInfoResponse,
  IntroRequest,
  InvestorMatch,
  Kudo,
  MatchStatus,
  MediaItem,
  ParsedThesis,
  ResponseBody,
  StoredResume,
  VibeScore,
  VideoPitch,
} from '@pear/contract';

import { jsonResponse } from './fetch-mock';

/** A JSON answer of `endpoint` with `status`, whose body the compiler checks against the contract. */
export const contractResponse = <E extends Endpoint, S extends keyof E['response'] & number>(
  _endpoint: E,
  status: S,
  body: ResponseBody<E, S>,
): Response => jsonResponse(body, status);

/** An investor match as GET /dev/me/matches sends it. */
export const investorMatchFixture = (overrides: Partial<InvestorMatch> = {}): InvestorMatch => ({
  user_id: 'inv-1',
  name: 'Jane Partner',
  full_name: 'Jane Partner',
  company: 'Northwind Ventures',
  job_title: 'Venture firm',
  pear_score: 90,
  industries: ['Fintech'],
  stages: ['Seed'],
  analysis: 'Invests in fintech',
  reasons: ['Invests in fintech'],
  previousInvestments: [],
  dealCount: 1,
  lastInvestmentAt: '2013-05-01',
  email: null,
  Contact: null,
  linkedin: null,
  meeting_link: null,
  profile_image: null,
  receivedKudos: [],
  commonConnections: [],
  ...overrides,
});

/** One result of POST /dev/me/find-matches. */
export const findMatchResultFixture = (overrides: Partial<FindMatchResult> = {}): FindMatchResult => ({
  InvestorId: 'inv-9',
  InvestorName: 'Lee Seed',
  InvestorCompany: 'Seedcamp',
  InvestorTitle: 'Venture firm',
  InvestorInterests: 'Fintech',
  Reason: 'Backs fintech at seed',
  MatchScore: 88,
  InvestorEmail: null,
  InvestorLinkedin: null,
  ...overrides,
});

export const matchStatusFixture = (overrides: Partial<MatchStatus> = {}): MatchStatus => ({
  plan: 'pro',
  planName: 'Pro',
  trial: false,
  trialEndsAt: null,
  dailyQuota: 5,
  usedToday: 0,
  remainingToday: 5,
  ...overrides,
});

/** A parsed resume as POST /dev/founder/new/resume answers it (nothing found unless overridden). */
export const parsedResumeFixture = (overrides: Partial<StoredResume> = {}): StoredResume => ({
  full_name: null,
  email: null,
  phone: null,
  location: null,
  country_res: null,
  social: { linkedin: null },
  summary: null,
  skills: [],
  education: [],
  experience: [],
  parsed_at: '2025-06-15T12:00:00.000Z',
  ...overrides,
});

/** A parsed pitch deck (nothing found unless overridden; every section missing). */
export const deckAnalysisFixture = (overrides: Partial<DeckAnalysis> = {}): DeckAnalysis => ({
  startupName: null,
  website: null,
  industry: null,
  companyStage: null,
  companyAddress: null,
  activeFundraising: false,
  raisingAmount: null,
  raisingAmountUsd: null,
  companyBasics: null,
  problemCustomer: null,
  solutionProduct: null,
  marketOpportunity: null,
  businessModel: null,
  vision: null,
  product: null,
  about_company: null,
  cofounders: [],
  tractions: [],
  socialLinks: {},
  investors: [],
  sections: {
    problem: false,
    solution: false,
    market: false,
    business_model: false,
    traction: false,
    team: false,
    competition: false,
    ask: false,
  },
  pageCount: 10,
  ...overrides,
});

/** An investor's parsed thesis (nothing found unless overridden). */
export const thesisFixture = (overrides: Partial<ParsedThesis> = {}): ParsedThesis => ({
  firmName: null,
  industries: [],
  stages: [],
  checkSizeMinUsd: null,
  checkSizeMaxUsd: null,
  geographies: [],
  thesisSummary: null,
  ...overrides,
});

export const vibeScoreFixture = (vibeScore = 78): VibeScore => ({
  vibe_score: vibeScore,
  breakdown: {
    deck: { score: 30, max: 35, explanation: 'Your deck covers 6 of 7 key sections; add traction.' },
    traction: { score: 8, max: 20, explanation: '1 traction figure found.' },
    team: { score: 20, max: 25, explanation: '2 team members in the deck.' },
    profile: { score: 20, max: 20, explanation: 'Your profile is complete.' },
  },
});

type GetInfoOverrides = {
  user?: Partial<GetInfoResponse['user']>;
  founder?: GetInfoResponse['founder'];
  company?: GetInfoResponse['company'];
};

/** GET /dev/me/get-info of a founder with the given records (empty founder and company records by default). */
export const getInfoFixture = ({ user, founder = {}, company = {} }: GetInfoOverrides = {}): GetInfoResponse => ({
  user: { name: 'Ada Lovelace', email: 'ada@acme.io', avatar: null, role: 'founder', profile: {}, ...user },
  founder,
  company,
});

/** A Data Room document as GET /dev/me/data-room lists it: an uploaded, unrestricted PDF of 2.4 MB, unread. */
export const dataRoomItemFixture = (overrides: Partial<DataRoomItem> = {}): DataRoomItem => ({
  id: '0d6f5a0e-1111-4000-8000-000000000001',
  name: 'Financial model',
  category: 'Business Documents',
  kind: 'document',
  status: 'uploaded',
  restricted: false,
  fileType: 'PDF',
  sizeBytes: 2_516_582,
  version: 1,
  versions: [
    { version: 1, fileType: 'PDF', sizeBytes: 2_516_582, pageCount: 12, uploadedAt: '2026-11-20T10:00:00.000Z' },
  ],
  viewers: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** An intro request an investor sent to the founder, pending, with the investor's card (no e-mail before accepting). */
export const introRequestFixture = (
  overrides: Partial<Omit<IntroRequest, 'counterpart'>> & { counterpart?: Partial<IntroRequest['counterpart']> } = {},
): IntroRequest => {
  const { counterpart, ...rest } = overrides;
  return {
    id: '6a1e7c3d-2222-4000-8000-000000000001',
    direction: 'received',
    status: 'pending',
    message: 'Loved your deck: can we talk?',
    counterpart: {
      userId: '6a1e7c3d-3333-4000-8000-000000000001',
      role: 'investor',
      name: 'Jane Partner',
      company: 'Northwind Ventures',
      headline: 'Partner at Northwind Ventures',
      pearScore: 86,
      reasons: ['Invests in Fintech, your industry', 'Backs Seed rounds like yours'],
      email: null,
      linkedin: null,
      meetingLink: null,
      ...counterpart,
    },
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    expiresAt: '2026-12-04T10:00:00.000Z',
    ...rest,
  };
};

/** A kudo as its founder lists it: written, waiting for approval. */
export const kudoFixture = (overrides: Partial<Kudo> = {}): Kudo => ({
  id: '7b2f8d4e-4444-4000-8000-000000000001',
  inviteeEmail: 'mentor@example.com',
  status: 'written',
  authorName: 'Maria Mentor',
  relation: 'Former manager at Stripe',
  text: 'Ships fast and listens to customers.',
  createdAt: '2026-11-18T10:00:00.000Z',
  writtenAt: '2026-11-19T10:00:00.000Z',
  ...overrides,
});

/** A Media & Content item as GET /dev/me/media lists it: a podcast episode on Apple Podcasts, no thumbnail. */
export const mediaItemFixture = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  id: '8c3a9e5f-5555-4000-8000-000000000001',
  type: 'Podcast',
  title: 'Building payments for freelancers',
  url: 'https://podcasts.apple.com/us/podcast/founders/id123',
  platform: 'Apple Podcasts',
  thumbnailUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** A video pitch as GET /dev/me/video-pitch sends it: 3:02 of WebM, 2.4 MB. */
export const videoPitchFixture = (overrides: Partial<VideoPitch> = {}): VideoPitch => ({
  format: 'WebM',
  contentType: 'video/webm',
  sizeBytes: 2_516_582,
  durationSeconds: 182.2,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  playbackUrl: 'http://localhost:4000/media/video-pitch/eyJrZXkiOiJ2aWRlby1waXRjaC94In0.c2lnbmF0dXJl',
  ...overrides,
});
