// The investor's VibeScore: how credible and reachable an investor looks to a founder, 0–100, in three explained
// components (profile 40, portfolio 40, responsiveness 20). Like the founder's (modules/vibescore/vibescore.ts) it
// is deterministic: the same profile, history and answers give the same score and the same sentences.
import type { InvestorProfileFields, InvestorVibeScore, VibeScoreComponent } from '@pear/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { introRequests } from '../../db/schema.js';
import { listOf } from '../../lib/text.js';
import { filled } from '../vibescore/vibescore.js';

const THESIS_POINTS = 8;
const POINTS_PER_PROFILE_FIELD = 4;
/** The claimed history earns up to this on a log scale; a hundred deals earn all of it. */
const HISTORY_MAX = 30;
const DEALS_FOR_HISTORY_MAX = 100;
const POINTS_PER_OWN_COMPANY = 2;
const MAX_OWN_COMPANIES_SCORED = 5;
const RESPONSIVENESS_MAX = 20;
/** With nothing answered or overdue yet, neither reward nor penalty. */
const RESPONSIVENESS_NEUTRAL = 10;
/** A request left pending longer than this counts as unanswered. */
export const ANSWER_WITHIN_DAYS = 3;

/** Intro requests the investor received: answered (accepted or declined), overdue, and still in time. */
export type IntroResponsiveness = { answered: number; overdue: number; waiting: number };

export type InvestorVibeFacts = {
  hasThesis: boolean;
  profile: InvestorProfileFields;
  /** The claimed corpus investor's name and deal count; null without a claim. */
  history: { name: string; dealCount: number } | null;
  ownCompanies: number;
  intros: IntroResponsiveness;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Received intro requests by how they were handled. Overdue: still pending more than ANSWER_WITHIN_DAYS after it
 * arrived, or past its expiry. The one place that reads intro_requests for the score.
 */
export async function introResponsiveness(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<IntroResponsiveness> {
  const answerBy = new Date(now.getTime() - ANSWER_WITHIN_DAYS * DAY_MS);
  const pending = sql`${introRequests.status} = 'pending'`;
  const late = sql`(${introRequests.createdAt} < ${answerBy.toISOString()} or ${introRequests.expiresAt} <= ${now.toISOString()})`;
  const [row] = await db
    .select({
      answered: sql<number>`count(*) filter (where ${introRequests.status} in ('accepted', 'declined'))::int`,
      overdue: sql<number>`count(*) filter (where ${pending} and ${late})::int`,
      waiting: sql<number>`count(*) filter (where ${pending} and not ${late})::int`,
    })
    .from(introRequests)
    .where(eq(introRequests.toUserId, userId));
  return { answered: row?.answered ?? 0, overdue: row?.overdue ?? 0, waiting: row?.waiting ?? 0 };
}

function scoreProfile({ hasThesis, profile }: InvestorVibeFacts): VibeScoreComponent {
  const fields: readonly [string, unknown][] = [
    ['firm name', profile.firmName],
    ['investment focus', profile.industries],
    ['preferred stages', profile.preferredStages],
    ['check size', profile.checkSizeMinUsd ?? profile.checkSizeMaxUsd],
    ['geography', profile.geographies],
    ['thesis text', profile.thesis],
    ['meeting link', profile.meetingLink],
    ['bio', profile.bio],
  ];
  const missing = fields.filter(([, value]) => !filled(value)).map(([label]) => label);
  const max = THESIS_POINTS + fields.length * POINTS_PER_PROFILE_FIELD;
  const score = (hasThesis ? THESIS_POINTS : 0) + (fields.length - missing.length) * POINTS_PER_PROFILE_FIELD;
  const gaps = [...(hasThesis ? [] : ['an uploaded thesis']), ...missing];
  const explanation =
    gaps.length === 0
      ? 'Your profile is complete.'
      : `Profile ${Math.round((score / max) * 100)}% complete; missing ${listOf(gaps)}.`;
  return { score, max, explanation };
}

function scorePortfolio({ history, ownCompanies }: InvestorVibeFacts): VibeScoreComponent {
  const max = HISTORY_MAX + MAX_OWN_COMPANIES_SCORED * POINTS_PER_OWN_COMPANY;
  const deals = history?.dealCount ?? 0;
  const historyPoints = Math.round(HISTORY_MAX * Math.min(1, Math.log1p(deals) / Math.log1p(DEALS_FOR_HISTORY_MAX)));
  const ownPoints = Math.min(ownCompanies, MAX_OWN_COMPANIES_SCORED) * POINTS_PER_OWN_COMPANY;
  const claimed = history
    ? `${deals} ${deals === 1 ? 'deal' : 'deals'} in the claimed history of ${history.name}`
    : 'No claimed investment history (claim your investor profile to show it)';
  const own = `${ownCompanies} portfolio ${ownCompanies === 1 ? 'company' : 'companies'} added by you`;
  return { score: historyPoints + ownPoints, max, explanation: `${claimed}; ${own}.` };
}

function scoreResponsiveness({ intros }: InvestorVibeFacts): VibeScoreComponent {
  const max = RESPONSIVENESS_MAX;
  const { answered, overdue, waiting } = intros;
  const decided = answered + overdue;
  if (decided === 0) {
    const explanation =
      waiting === 0
        ? `No intro requests yet: a neutral ${RESPONSIVENESS_NEUTRAL} until founders reach out.`
        : `${waiting} intro ${waiting === 1 ? 'request is' : 'requests are'} waiting for your answer: a neutral ${RESPONSIVENESS_NEUTRAL} until you answer or ${ANSWER_WITHIN_DAYS} days pass.`;
    return { score: RESPONSIVENESS_NEUTRAL, max, explanation };
  }
  const score = Math.round((max * answered) / decided);
  const unanswered =
    overdue === 0 ? 'none left waiting' : `${overdue} left unanswered for more than ${ANSWER_WITHIN_DAYS} days`;
  return {
    score,
    max,
    explanation: `You answered ${answered} of ${decided} intro ${decided === 1 ? 'request' : 'requests'} (accepted or declined), ${unanswered}.`,
  };
}

/** The investor's VibeScore: the sum of its three components, each with its own explanation. */
export function computeInvestorVibe(facts: InvestorVibeFacts): InvestorVibeScore {
  const breakdown: InvestorVibeScore['breakdown'] = {
    profile: scoreProfile(facts),
    portfolio: scorePortfolio(facts),
    responsiveness: scoreResponsiveness(facts),
  };
  const total = Object.values(breakdown).reduce((sum, component) => sum + component.score, 0);
  return { vibe_score: total, breakdown };
}
