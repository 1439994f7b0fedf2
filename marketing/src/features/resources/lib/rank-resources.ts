import type { GetInfoResponse } from '@pear/contract';
import type { Resource, ResourceStage, ResourceTopic } from '../data/resources';

/** What the ranking knows about a founder: raw profile values and what they map to. */
export type FounderFocus = {
  industry: string | null;
  stage: string | null;
};

export type RankedResource = {
  resource: Resource;
  score: number;
  /** Why it ranks where it does, for display ("Fits your seed stage"). */
  reasons: string[];
};

export type ResourceRanking = {
  /** False when the profile has neither a usable industry nor a usable stage: the list is then the generally most useful. */
  personalized: boolean;
  stage: ResourceStage | null;
  topics: ResourceTopic[];
  resources: RankedResource[];
};

export const DEFAULT_RANKED_COUNT = 6;

const STAGE_WEIGHT = 3;
const TOPIC_WEIGHT = 2;
const GENERAL_WEIGHT = 0.5;

const STAGE_LABELS: Record<ResourceStage, string> = {
  idea: 'idea',
  'pre-seed': 'pre-seed',
  seed: 'seed',
  'series-a': 'Series A',
};

const TOPIC_LABELS: Partial<Record<ResourceTopic, string>> = {
  fintech: 'fintech',
  health: 'health',
  'b2b-saas': 'B2B SaaS',
  consumer: 'consumer',
  ai: 'AI',
  climate: 'climate',
  legal: 'legal',
};

/** Industry words (lower case, matched as whole words or prefixes) → topics. */
const INDUSTRY_KEYWORDS: readonly [RegExp, ResourceTopic][] = [
  [
    /\b(fintech|finance|financial|payments?|bank(ing)?|insur(ance|tech)|lending|crypto|web3|blockchain|wealth)/,
    'fintech',
  ],
  [/\b(health|healthcare|medical|medtech|biotech|pharma|life sciences?|wellness|digital health)/, 'health'],
  [/\b(saas|b2b|enterprise|software|dev ?tools|developer|productivity|hr ?tech|cyber ?security|security)/, 'b2b-saas'],
  [/\b(consumer|e-?commerce|retail|marketplace|d2c|dtc|social|media|gaming|food|travel|edtech|education)/, 'consumer'],
  [/\b(ai|a\.i\.|artificial intelligence|machine learning|ml|data|llm)\b/, 'ai'],
  [/\b(climate|clean ?tech|energy|sustainab|green|carbon|agri)/, 'climate'],
  [/\b(legal ?tech|law)\b/, 'legal'],
];

/** The topics an industry text points to (empty when none is recognised). */
export const industryTopics = (industry: string | null | undefined): ResourceTopic[] => {
  const text = (industry ?? '').toLowerCase();
  if (text.trim() === '') return [];
  return INDUSTRY_KEYWORDS.filter(([pattern]) => pattern.test(text)).map(([, topic]) => topic);
};

/** A free-text stage ("Pre-Seed", "Series A", "MVP", "N/A") → one of the resource stages, or null. */
export const normalizeStage = (stage: string | null | undefined): ResourceStage | null => {
  const text = (stage ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');
  if (text === '' || text === 'na' || text === 'none' || text === 'unknown') return null;
  if (/preseed|angel|friendsandfamily/.test(text)) return 'pre-seed';
  if (/series[a-z]|growth|later|scale/.test(text)) return 'series-a';
  if (/seed/.test(text)) return 'seed';
  if (/idea|concept|prototype|mvp|ideation|preproduct|prerevenue/.test(text)) return 'idea';
  return null;
};

const firstText = (...values: (string | null | undefined)[]): string | null => {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
};

/** Industry and stage from get-info: the founder record first, then the parsed pitch deck (spec §3). */
export const founderFocusFromInfo = (info: GetInfoResponse): FounderFocus => ({
  industry: firstText(info.founder.Industry, info.company.summary?.industry),
  stage: firstText(info.founder.Stage, info.company.summary?.companyStage),
});

/**
 * Ranks resources for a founder. Score = rating + 3 when the resource fits the founder's stage + 2 per matching industry
 * topic + 0.5 for broadly useful (`general`) resources. Ties keep directory order. Without a usable industry or stage
 * the list is the generally most useful resources (rating + general bonus) and `personalized` is false.
 */
export const rankResources = (
  resources: readonly Resource[],
  focus: FounderFocus,
  limit: number = DEFAULT_RANKED_COUNT,
): ResourceRanking => {
  const stage = normalizeStage(focus.stage);
  const topics = industryTopics(focus.industry);
  const ranked = resources.map((resource, index): RankedResource & { index: number } => {
    const reasons: string[] = [];
    let score = resource.rating;
    if (stage && resource.stages.includes(stage)) {
      score += STAGE_WEIGHT;
      reasons.push(`Fits your ${STAGE_LABELS[stage]} stage`);
    }
    for (const topic of topics) {
      if (resource.topics.includes(topic)) {
        score += TOPIC_WEIGHT;
        reasons.push(`Relevant to ${TOPIC_LABELS[topic] ?? topic}`);
      }
    }
    if (resource.topics.includes('general')) score += GENERAL_WEIGHT;
    return { resource, score: Math.round(score * 100) / 100, reasons, index };
  });
  ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  return {
    personalized: stage !== null || topics.length > 0,
    stage,
    topics,
    resources: ranked
      .slice(0, Math.max(0, limit))
      .map(({ resource, score, reasons }) => ({ resource, score, reasons })),
  };
};
