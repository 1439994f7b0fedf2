import type { FindMatchResult, IntroRequest, IntroStatus, InvestorMatch as MatchRecord } from '@pear/contract';
import { displayValue, firstThreeInterests } from '@pear/shared/domain';

/** The Pear member behind a claimed corpus investor ("On Pear"), and the intro between them and the founder. */
export type OnPear = {
  memberUserId: string;
  memberName: string;
  intro: { id: string; direction: 'sent' | 'received'; status: IntroStatus } | null;
};

/** An investor match as the founder sees it (spec §3 "Investor match (founder view)"); placeholders become null / []. */
export type InvestorMatch = {
  /** Stable React key. */
  key: string;
  /** The investor's id for the outreach draft; null when the server sent none. */
  investorId: string | null;
  name: string | null;
  /** "Venture firm", "Angel investor", a partner title… */
  title: string | null;
  firm: string | null;
  email: string | null;
  linkedin: string | null;
  /** The investor's meeting link: the server sends it once an intro between them is accepted. */
  meetingLink: string | null;
  /** Set when an investor on Pear has claimed this corpus profile: who, and the intro between them, if any. */
  onPear: OnPear | null;
  /** At most the first 3 industries. */
  tags: string[];
  /** 0–100, rounded; null when unknown. */
  matchPercent: number | null;
  /** "Why This is a Good Match". */
  reasons: string[];
  stages: string[];
  previousInvestments: string[];
};

const texts = (items: readonly string[]): string[] =>
  items.map((item) => displayValue(item)).filter((item): item is string => item !== null);

const toPercent = (value: number): number | null =>
  Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : null;

const toId = (value: string): string | null => (value.trim() === '' ? null : value);

const keyOf = (id: string | null, name: string | null, index: number): string =>
  id === null ? `match-${index}-${name ?? ''}` : `investor-${id}`;

/** A record of GET /dev/me/matches. */
export const fromMatchRecord = (record: MatchRecord, index: number): InvestorMatch => {
  const investorId = toId(record.user_id);
  const name = displayValue(record.full_name) ?? displayValue(record.name);
  const reasons = texts(record.reasons);
  const analysis = displayValue(record.analysis);
  return {
    key: keyOf(investorId, name, index),
    investorId,
    name,
    title: displayValue(record.job_title),
    firm: displayValue(record.company),
    email: displayValue(record.email) ?? displayValue(record.Contact),
    linkedin: displayValue(record.linkedin),
    meetingLink: displayValue(record.meeting_link),
    onPear: record.on_pear
      ? {
          memberUserId: record.on_pear.member_user_id,
          memberName: record.on_pear.member_name,
          intro: record.on_pear.intro,
        }
      : null,
    tags: firstThreeInterests(record.industries),
    matchPercent: toPercent(record.pear_score),
    reasons: reasons.length > 0 ? reasons : analysis ? [analysis] : [],
    stages: texts(record.stages),
    previousInvestments: texts(record.previousInvestments),
  };
};

/** A result of POST /dev/me/find-matches. */
export const fromFindResult = (result: FindMatchResult, index: number): InvestorMatch => {
  const investorId = toId(result.InvestorId);
  const name = displayValue(result.InvestorName);
  const reason = displayValue(result.Reason);
  return {
    key: keyOf(investorId, name, index),
    investorId,
    name,
    title: displayValue(result.InvestorTitle),
    firm: displayValue(result.InvestorCompany),
    email: displayValue(result.InvestorEmail),
    linkedin: displayValue(result.InvestorLinkedin),
    // find-matches knows nothing of Pear members: GET matches (on the next load) says who is on Pear.
    meetingLink: null,
    onPear: null,
    tags: firstThreeInterests(result.InvestorInterests),
    matchPercent: toPercent(result.MatchScore),
    reasons: reason ? [reason] : [],
    stages: [],
    previousInvestments: [],
  };
};

/**
 * New matches first, then the earlier ones that are not among them. A found match keeps what only the earlier record
 * knew: who is on Pear, the intro between them and its meeting link (find-matches does not say).
 */
export const mergeMatches = (found: readonly InvestorMatch[], earlier: readonly InvestorMatch[]): InvestorMatch[] => {
  const earlierByKey = new Map(earlier.map((match) => [match.key, match]));
  const keys = new Set(found.map((match) => match.key));
  const refreshed = found.map((match) => {
    const before = earlierByKey.get(match.key);
    if (!before || match.onPear) return match;
    return {
      ...match,
      onPear: before.onPear,
      meetingLink: match.meetingLink ?? before.meetingLink,
      email: match.email ?? before.email,
      linkedin: match.linkedin ?? before.linkedin,
    };
  });
  return [...refreshed, ...earlier.filter((match) => !keys.has(match.key))];
};

/** The match after a change to its intro (sent, accepted, declined): accepted, the other side's contact shows. */
export const withIntro = (match: InvestorMatch, intro: IntroRequest): InvestorMatch => {
  if (!match.onPear || match.onPear.memberUserId !== intro.counterpart.userId) return match;
  const { counterpart } = intro;
  return {
    ...match,
    onPear: { ...match.onPear, intro: { id: intro.id, direction: intro.direction, status: intro.status } },
    email: counterpart.email ?? match.email,
    linkedin: counterpart.linkedin ?? match.linkedin,
    meetingLink: counterpart.meetingLink ?? match.meetingLink,
  };
};
