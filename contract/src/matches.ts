import * as z from 'zod/mini';
import { PLAN_IDS } from './domain/plans.js';

/* Daily investor matches, the plan's quota, outreach drafts and likely investor questions (spec §3, §7 calls 3–4). */

const receivedKudoSchema = z.object({
  name: z.string(),
  type: z.enum(['kudo', 'intro']),
  connection: z.string(),
});

/** One element of GET /dev/me/matches (spec §3 "Investor match (matches endpoint)"). */
export const investorMatchSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  full_name: z.string(),
  /** The firm's name for a firm; null for an angel. */
  company: z.nullable(z.string()),
  job_title: z.string(),
  /** PearScore, 0–100. */
  pear_score: z.number(),
  /** At most three sector labels. */
  industries: z.array(z.string()),
  stages: z.array(z.string()),
  /** The reasons as one paragraph ("Why This is a Good Match"). */
  analysis: z.string(),
  /** One to three true reasons for this match. */
  reasons: z.array(z.string()),
  previousInvestments: z.array(z.string()),
  dealCount: z.number(),
  /** Date of the latest known investment ("2013-05-01"); null when unknown. */
  lastInvestmentAt: z.nullable(z.string()),
  /** The corpus has no contact details: null, never made up. */
  email: z.nullable(z.string()),
  Contact: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  meeting_link: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
  receivedKudos: z.array(receivedKudoSchema),
  commonConnections: z.array(z.string()),
  /**
   * Set when an investor on Pear has claimed this corpus profile ("On Pear"): who, and the intro between them and
   * this founder, if any. email and meeting_link above are filled once that intro is accepted.
   */
  on_pear: z.optional(
    z.nullable(
      z.object({
        member_user_id: z.string(),
        member_name: z.string(),
        intro: z.nullable(
          z.object({
            id: z.string(),
            direction: z.enum(['sent', 'received']),
            status: z.enum(['pending', 'accepted', 'declined', 'expired']),
          }),
        ),
      }),
    ),
  ),
});

export const matchesResponseSchema = z.array(investorMatchSchema);

/** One element of POST /dev/me/find-matches `results` (spec §3 "Match from find-matches"). */
export const findMatchResultSchema = z.object({
  InvestorId: z.string(),
  InvestorName: z.string(),
  InvestorCompany: z.string(),
  InvestorTitle: z.string(),
  /** Comma-separated sector labels. */
  InvestorInterests: z.string(),
  Reason: z.string(),
  MatchScore: z.number(),
  InvestorEmail: z.nullable(z.string()),
  InvestorLinkedin: z.nullable(z.string()),
});

export const findMatchesResponseSchema = z.object({ results: z.array(findMatchResultSchema) });

/** GET /dev/me/match-status: the plan and today's quota (`dailyQuota` and `remainingToday` null = unlimited). */
export const matchStatusSchema = z.object({
  plan: z.enum(PLAN_IDS),
  planName: z.string(),
  trial: z.boolean(),
  trialEndsAt: z.nullable(z.string()),
  dailyQuota: z.nullable(z.number()),
  usedToday: z.number(),
  remainingToday: z.nullable(z.number()),
});

export const outreachDraftRequestSchema = z.object({
  investorId: z.string({ error: 'investorId is required' }).check(z.minLength(1, 'investorId is required')),
});

/** POST /dev/me/outreach-draft: an intro e-mail from the founder's facts and the match's reasons. */
export const outreachDraftSchema = z.object({ subject: z.string(), body: z.string() });

/** A likely investor question, why it is asked and the outline of a good answer from the founder's own data. */
export const investorQuestionSchema = z.object({
  question: z.string(),
  why: z.string(),
  answerOutline: z.array(z.string()),
});

export const investorQuestionsResponseSchema = z.object({ questions: z.array(investorQuestionSchema) });

export type ReceivedKudo = z.infer<typeof receivedKudoSchema>;
export type InvestorMatch = z.infer<typeof investorMatchSchema>;
export type FindMatchResult = z.infer<typeof findMatchResultSchema>;
export type MatchStatus = z.infer<typeof matchStatusSchema>;
export type OutreachDraft = z.infer<typeof outreachDraftSchema>;
export type InvestorQuestion = z.infer<typeof investorQuestionSchema>;
