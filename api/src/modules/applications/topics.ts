/**
 * What an application question asks, in the terms the drafter (./draft.ts) understands. Every catalogue question
 * names one; the catalogue test fails on a topic missing here.
 */
const TOPICS = [
  'company_name',
  'one_liner',
  'problem',
  'solution',
  'traction',
  'market',
  'competition',
  'business_model',
  'team',
  'founder_background',
  'education',
  'location',
  'funding_ask',
  'current_investors',
  'website',
  'stage',
  'industry',
  'why_this_programme',
  'why_this_idea',
  'equity_split',
  'impact',
  'anything_else',
] as const;
export type Topic = (typeof TOPICS)[number];

export const isTopic = (value: string): value is Topic => (TOPICS as readonly string[]).includes(value);

/**
 * Topics no deck, resume or profile answers: the founder's own motives, agreements and judgement. They are always
 * left for the founder ("needs your input"), and never sent to an LLM, which could only invent an answer.
 */
export const FOUNDER_ONLY_TOPICS: ReadonlySet<Topic> = new Set([
  'why_this_programme',
  'why_this_idea',
  'equity_split',
  'impact',
  'anything_else',
]);
