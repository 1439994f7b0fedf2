// The matching engine's contract with the API and the benchmark.
import type { InvestorProfile } from '../investors/profiles.js';
import type { MatchEvidence } from './reasons.js';

/** What is known about a founder's raise, in the corpus' vocabulary (see founder-query.ts for the mapping). */
export type FounderQuery = {
  /** CrunchBase category_code ("mobile", "finance", …). */
  sector: string | null;
  /** Round type: angel, seed, series-a, series-b, series-c+, venture, … */
  stage: string | null;
  roundSizeUsd: number | null;
  /** ISO 3166 alpha-3, as in the corpus ("USA"). */
  country: string | null;
  /** Metro area as in the corpus ("SF Bay", "New York"). */
  region: string | null;
  /** Names of the company's current investors. */
  priorInvestors: string[];
  /** The deck's text: sectors it mentions count a little beyond `sector`. */
  text?: string;
  /**
   * When the round happens. Recency statements are measured back from the earlier of this and the corpus'
   * last deal: the corpus is a snapshot, and measuring from today would make every investor look dormant.
   */
  asOf?: Date;
};

export type RankedInvestor = {
  investor: InvestorProfile;
  /** PearScore: 0–100, an integer, the same for the same query and corpus. */
  score: number;
  /** 1–3 true statements computed from the investor's history, strongest first. */
  reasons: string[];
};

/** One investor scored for a query, with the evidence behind its score (each signal's part, the links). */
export type ScoredInvestor = RankedInvestor & { evidence: MatchEvidence };

export type RankOptions = {
  limit: number;
  /** Investor ids to leave out (already contacted, already an investor, …). */
  exclude?: Set<string>;
};

export type MatchingIndex = {
  readonly size: number;
  /** The best `limit` investors for the query, best first; ties are broken by id. */
  rank(query: FounderQuery, options: RankOptions): RankedInvestor[];
  /** One investor's score and reasons for the query, exactly as `rank` would give them; undefined for an unknown id. */
  score(query: FounderQuery, id: string): ScoredInvestor | undefined;
  get(id: string): InvestorProfile | undefined;
};
