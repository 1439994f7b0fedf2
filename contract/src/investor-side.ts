import * as z from 'zod/mini';
import { vibeScoreComponentSchema } from './documents.js';
import { emailSchema, nullableText, requiredText } from './fields.js';
import { mediaItemSchema, videoPitchSchema } from './media.js';

/*
 * The investor side (issue 14): the investor's profile built from the thesis and a claimed corpus history, the fund
 * and portfolio, founders ranked for the investor, double opt-in intros between the two sides, and kudos
 * (endorsements of a founder written by people who know them).
 */

export const INVESTOR_LIMITS = {
  name: 200,
  bio: 2_000,
  thesis: 10_000,
  shortText: 200,
  description: 2_000,
  listItems: 20,
  url: 2_048,
  introMessage: 1_000,
  kudoText: 1_000,
  /** Intro requests one user may send per UTC day (429 above). */
  introsPerDay: 10,
  /** An unanswered intro request expires after this many days. */
  introExpiryDays: 14,
  /** Kudo invitations a founder may send per UTC day. */
  kudoRequestsPerDay: 10,
  /** A kudo link works this many days. */
  kudoLinkDays: 30,
  maxUsd: 1_000_000_000_000,
} as const;

/** Spec §3 stage names an investor prefers, in order. */
export const INVESTOR_STAGES = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Growth'] as const;
export const PORTFOLIO_STATUSES = ['Active', 'Exited'] as const;

const usdSchema = z
  .int('must be a whole number of US dollars')
  .check(z.minimum(0, 'must not be negative'), z.maximum(INVESTOR_LIMITS.maxUsd, 'is too large'));

const httpsUrlSchema = z
  .url({ protocol: /^https$/, error: 'must be an https:// URL' })
  .check(z.maxLength(INVESTOR_LIMITS.url, `is at most ${INVESTOR_LIMITS.url} characters`));

const textList = (field: string) =>
  z
    .array(requiredText(field, INVESTOR_LIMITS.shortText))
    .check(z.maxLength(INVESTOR_LIMITS.listItems, `${field}: at most ${INVESTOR_LIMITS.listItems} entries`));

// ── Claims ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** The corpus investor a user has claimed: an angel once, a firm by several members (each a partner). */
export const investorClaimSchema = z.object({
  investorId: z.string(),
  name: z.string(),
  kind: z.enum(['firm', 'person']),
  dealCount: z.number(),
  lastInvestmentAt: z.nullable(z.string()),
  /** Pear users who claimed it (for a firm, its members on Pear), in claim order. */
  members: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type InvestorClaim = z.infer<typeof investorClaimSchema>;

export const claimInvestorBodySchema = z.object({
  investorId: z.string().check(z.minLength(1, 'investorId is required'), z.maxLength(INVESTOR_LIMITS.url)),
});

// ── Profile, fund, portfolio ───────────────────────────────────────────────────────────────────────────────────────

/** What the investor edits (and the thesis parse fills in first). */
export const investorProfileFieldsSchema = z.object({
  firmName: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  /** Investment focus: sectors / industries in the investor's words. */
  industries: z.array(z.string()),
  preferredStages: z.array(z.string()),
  checkSizeMinUsd: z.nullable(z.number()),
  checkSizeMaxUsd: z.nullable(z.number()),
  geographies: z.array(z.string()),
  thesis: z.nullable(z.string()),
  /** Spec `meeting_link`: shown to a founder once an intro is accepted. */
  meetingLink: z.nullable(z.string()),
});
export type InvestorProfileFields = z.infer<typeof investorProfileFieldsSchema>;

export const updateInvestorProfileBodySchema = z.object({
  firmName: z.optional(nullableText('firmName', INVESTOR_LIMITS.name)),
  bio: z.optional(nullableText('bio', INVESTOR_LIMITS.bio)),
  industries: z.optional(textList('industries')),
  preferredStages: z.optional(
    z.array(z.enum(INVESTOR_STAGES, `must be one of: ${INVESTOR_STAGES.join(', ')}`)).check(z.maxLength(5)),
  ),
  checkSizeMinUsd: z.optional(z.nullable(usdSchema)),
  checkSizeMaxUsd: z.optional(z.nullable(usdSchema)),
  geographies: z.optional(textList('geographies')),
  thesis: z.optional(nullableText('thesis', INVESTOR_LIMITS.thesis)),
  meetingLink: z.optional(z.nullable(httpsUrlSchema)),
});
export type UpdateInvestorProfileBody = z.infer<typeof updateInvestorProfileBodySchema>;

export const fundSchema = z.object({
  name: z.nullable(z.string()),
  sizeUsd: z.nullable(z.number()),
  focus: z.nullable(z.string()),
  stage: z.nullable(z.string()),
  geography: z.nullable(z.string()),
  /** The firm's members on Pear (from the claim) first, then partners the investor added by name. */
  partners: z.array(z.string()),
});
export type Fund = z.infer<typeof fundSchema>;

export const updateFundBodySchema = z.object({
  name: z.optional(nullableText('name', INVESTOR_LIMITS.name)),
  sizeUsd: z.optional(z.nullable(usdSchema)),
  focus: z.optional(nullableText('focus', INVESTOR_LIMITS.shortText)),
  stage: z.optional(nullableText('stage', INVESTOR_LIMITS.shortText)),
  geography: z.optional(nullableText('geography', INVESTOR_LIMITS.shortText)),
  /** Partners added by name (the claim's members are always listed). */
  partners: z.optional(textList('partners')),
});
export type UpdateFundBody = z.infer<typeof updateFundBodySchema>;

/** Spec §3 portfolio company: from the claimed history ("corpus") or added by the investor ("own"). */
export const portfolioCompanySchema = z.object({
  id: z.string(),
  source: z.enum(['corpus', 'own']),
  name: z.string(),
  industry: z.nullable(z.string()),
  /** Round or stage: "Seed", "Series A"… */
  stage: z.nullable(z.string()),
  /** The round's date for corpus entries ("2012-06-01"). */
  date: z.nullable(z.string()),
  /** Amount raised in the round (corpus) — not a valuation, which the corpus does not have. */
  roundSizeUsd: z.nullable(z.number()),
  valuationUsd: z.nullable(z.number()),
  /** Active or Exited; null where it is not known (the corpus does not say). */
  status: z.nullable(z.enum(PORTFOLIO_STATUSES)),
  description: z.nullable(z.string()),
});
export type PortfolioCompany = z.infer<typeof portfolioCompanySchema>;

export const portfolioCompanyBodySchema = z.object({
  name: requiredText('name', INVESTOR_LIMITS.name),
  industry: z.optional(nullableText('industry', INVESTOR_LIMITS.shortText)),
  stage: z.optional(nullableText('stage', INVESTOR_LIMITS.shortText)),
  valuationUsd: z.optional(z.nullable(usdSchema)),
  status: z.optional(z.nullable(z.enum(PORTFOLIO_STATUSES, 'must be Active or Exited'))),
  description: z.optional(nullableText('description', INVESTOR_LIMITS.description)),
});
export const updatePortfolioCompanyBodySchema = z.partial(portfolioCompanyBodySchema);
export const portfolioCompanyParamsSchema = z.object({ id: z.uuid('must be a portfolio company id') });

/** The investor's VibeScore: deterministic, explained, like the founder's. */
export const investorVibeScoreSchema = z.object({
  vibe_score: z.number(),
  breakdown: z.object({
    /** Profile and thesis completeness. */
    profile: vibeScoreComponentSchema,
    /** Evidence of investing: the claimed history and the portfolio. */
    portfolio: vibeScoreComponentSchema,
    /** Answers to intro requests (accepted or declined, not left to expire). */
    responsiveness: vibeScoreComponentSchema,
  }),
});
export type InvestorVibeScore = z.infer<typeof investorVibeScoreSchema>;

/** GET /dev/investor/profile: everything the investor dashboard's header and Profile / Portfolio / Settings show. */
export const investorDashboardSchema = z.object({
  name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  /** The professional-network account they signed in with (Settings: "Connected"). */
  signInProvider: z.string(),
  profile: investorProfileFieldsSchema,
  claim: z.nullable(investorClaimSchema),
  fund: fundSchema,
  portfolio: z.array(portfolioCompanySchema),
  vibe: investorVibeScoreSchema,
  /** Whether a thesis has been parsed (the profile was filled from it). */
  hasThesis: z.boolean(),
});
export type InvestorDashboard = z.infer<typeof investorDashboardSchema>;

// ── Intros ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * As the requester sees it, a declined request stays "pending" ("No response yet") until it expires: declines are
 * private. The receiver sees pending, accepted or declined.
 */
export const INTRO_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type IntroStatus = (typeof INTRO_STATUSES)[number];

/** The other side of an intro as a card: who they are and why they match (1–3 true reasons). */
export const introCounterpartSchema = z.object({
  userId: z.string(),
  role: z.enum(['founder', 'investor']),
  name: z.string(),
  /** The founder's company, or the investor's firm. */
  company: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  pearScore: z.nullable(z.number()),
  reasons: z.array(z.string()),
  /** Only once the intro is accepted. */
  email: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  meetingLink: z.nullable(z.string()),
});

export const introRequestSchema = z.object({
  id: z.string(),
  direction: z.enum(['sent', 'received']),
  status: z.enum(INTRO_STATUSES),
  message: z.nullable(z.string()),
  counterpart: introCounterpartSchema,
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  expiresAt: z.string(),
});
export type IntroRequest = z.infer<typeof introRequestSchema>;

export const introListSchema = z.object({
  received: z.array(introRequestSchema),
  sent: z.array(introRequestSchema),
});
export type IntroList = z.infer<typeof introListSchema>;

export const createIntroBodySchema = z.object({
  /** The Pear user asked: a founder (by an investor) or an investor who claimed a corpus profile (by a founder). */
  toUserId: z.uuid('must be a user id'),
  message: z.optional(nullableText('message', INVESTOR_LIMITS.introMessage)),
});
export const introParamsSchema = z.object({ id: z.uuid('must be an intro request id') });

/** Accepting returns the request (now with both e-mails) and the deal each side's CRM got at Introduced. */
export const introDecisionSchema = z.object({
  intro: introRequestSchema,
  /** The receiver's own new (or existing) deal for the requester; null after a decline. */
  dealId: z.nullable(z.string()),
});

// ── Founders ranked for an investor ────────────────────────────────────────────────────────────────────────────────

/** A kudo as investors see it on a founder's card (approved by the founder). */
export const founderKudoSchema = z.object({
  authorName: z.string(),
  relation: z.string(),
  text: z.string(),
  approvedAt: z.string(),
});
export type FounderKudo = z.infer<typeof founderKudoSchema>;

/** "AI-Powered Founder Matches": one founder on Pear as an investor sees them. */
export const founderMatchSchema = z.object({
  userId: z.string(),
  name: z.string(),
  company: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  stage: z.nullable(z.string()),
  /** What the founder is raising, as they wrote it ("$2.5M"). */
  raising: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** Title and company from the resume, and the summary. */
  background: z.nullable(z.string()),
  pearScore: z.number(),
  /** 1–3 true reasons, strongest first. */
  reasons: z.array(z.string()),
  /** The reasons as one paragraph. */
  analysis: z.string(),
  /** True when the founder has not uploaded a deck: ranked on the profile alone, and the card says so. */
  rankedWithoutDeck: z.boolean(),
  kudos: z.array(founderKudoSchema),
  /** Intros this founder has accepted on Pear. */
  introCount: z.number(),
  /** The intro between this investor and this founder, if any (as this investor sees it). */
  intro: z.nullable(
    z.object({ id: z.string(), direction: z.enum(['sent', 'received']), status: z.enum(INTRO_STATUSES) }),
  ),
  /** Only once an intro between them is accepted. */
  email: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  /** Whether this investor already asked the founder for references. */
  kudoRequested: z.boolean(),
  /** The founder's Media & Content items, in their order. */
  media: z.array(mediaItemSchema),
  /** The founder's video pitch, only once an intro between them is accepted (null before, or when there is none). */
  videoPitch: z.nullable(videoPitchSchema),
});
export type FounderMatch = z.infer<typeof founderMatchSchema>;
export const founderMatchListSchema = z.object({ founders: z.array(founderMatchSchema) });

export const founderParamsSchema = z.object({ founderId: z.uuid('must be a founder id') });

// ── Kudos ──────────────────────────────────────────────────────────────────────────────────────────────────────────

export const KUDO_STATUSES = ['invited', 'written', 'approved', 'hidden'] as const;

/** A kudo as its founder sees it. */
export const kudoSchema = z.object({
  id: z.string(),
  inviteeEmail: z.string(),
  status: z.enum(KUDO_STATUSES),
  authorName: z.nullable(z.string()),
  relation: z.nullable(z.string()),
  text: z.nullable(z.string()),
  createdAt: z.string(),
  writtenAt: z.nullable(z.string()),
});
export type Kudo = z.infer<typeof kudoSchema>;

export const founderKudosSchema = z.object({
  kudos: z.array(kudoSchema),
  /** Investors who asked this founder for references (Request Kudo on the card), newest first. */
  referenceRequests: z.array(
    z.object({ investorName: z.string(), firm: z.nullable(z.string()), requestedAt: z.string() }),
  ),
});
export type FounderKudos = z.infer<typeof founderKudosSchema>;

export const requestKudoBodySchema = z.object({ email: emailSchema });
export const kudoParamsSchema = z.object({ id: z.uuid('must be a kudo id') });

/** The one-time link's secret (32 random bytes, base64url). */
export const kudoTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'is not a kudo link')),
});

/** What the invitee sees before writing. */
export const kudoInvitationSchema = z.object({
  founderName: z.string(),
  companyName: z.nullable(z.string()),
  inviteeEmail: z.string(),
});

export const writeKudoBodySchema = z.object({
  authorName: requiredText('authorName', INVESTOR_LIMITS.name),
  /** How they know the founder: "Former manager at Stripe". */
  relation: requiredText('relation', INVESTOR_LIMITS.shortText),
  text: requiredText('text', INVESTOR_LIMITS.kudoText),
});
