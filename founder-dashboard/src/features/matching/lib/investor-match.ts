import type { FindMatchResult, InvestorMatch as MatchRecord } from '@pear/contract';
import { displayValue, firstThreeInterests } from '@pear/shared/domain';

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
    tags: firstThreeInterests(result.InvestorInterests),
    matchPercent: toPercent(result.MatchScore),
    reasons: reason ? [reason] : [],
    stages: [],
    previousInvestments: [],
  };
};

/** New matches first, then the earlier ones that are not among them. */
export const mergeMatches = (found: readonly InvestorMatch[], earlier: readonly InvestorMatch[]): InvestorMatch[] => {
  const keys = new Set(found.map((match) => match.key));
  return [...found, ...earlier.filter((match) => !keys.has(match.key))];
};
