// How well a founder and an investor on Pear fit, as a PearScore and 1–3 true reasons, for either side to read.
//
// An investor who claimed a corpus profile is scored by the matching index itself (the founder's query against that
// one investor: the same score the founder's ranking gives). Without a claim there is no history to score, and the
// index cannot score a made-up profile (its terms are relative to the whole corpus), so the thesis is compared with
// the founder's profile instead, a documented thesis fit:
//   20 to start, + 30 when the founder's sector is one of the thesis' industries, + 25 when their stage is one the
//   thesis names, + 10 when the raise leaves room for the thesis' smallest check, + 15 when they are based in one of
//   its geographies (same metro area or country, or the place named in the location).
import { placeOf } from '../matching/founder-query.js';
import { formatUsd, formatUsdRange } from '../matching/reasons.js';
import { explainForInvestor, raisingPhrase } from '../matching/reverse-reasons.js';
import type { MatchingIndex } from '../matching/types.js';
import { roundTypeOfStage, sectorOfIndustry } from '../matching/vocabulary.js';
import type { FounderSide, InvestorSide } from './sides.js';

export type Fit = { score: number; reasons: string[] };
/** Who reads the reasons: they are addressed to that side ("you"). */
export type Reader = 'founder' | 'investor';

export const THESIS_FIT_POINTS = { base: 20, sector: 30, stage: 25, size: 10, geography: 15 } as const;

type ThesisMatch = {
  /** The thesis' words that matched, or null. */
  industry: string | null;
  stage: string | null;
  checkRange: string | null;
  geography: string | null;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function samePlace(location: string, geography: string): boolean {
  if (location.toLowerCase().includes(geography.trim().toLowerCase())) return true;
  const here = placeOf(location);
  const there = placeOf(geography);
  if (there.region) return here.region === there.region;
  return there.country !== null && here.country === there.country;
}

function thesisMatch({ facts, query }: FounderSide, { profile }: InvestorSide): ThesisMatch {
  const industry =
    profile.industries.find(
      (wanted) =>
        (facts.industry !== null && same(wanted, facts.industry)) ||
        (query.sector !== null && sectorOfIndustry(wanted) === query.sector),
    ) ?? null;
  const stage =
    (query.stage && profile.preferredStages.find((wanted) => roundTypeOfStage(wanted) === query.stage)) || null;
  const smallest = profile.checkSizeMinUsd ?? profile.checkSizeMaxUsd;
  const checkRange =
    smallest !== null && query.roundSizeUsd !== null && query.roundSizeUsd >= smallest
      ? profile.checkSizeMinUsd !== null && profile.checkSizeMaxUsd !== null
        ? formatUsdRange(profile.checkSizeMinUsd, profile.checkSizeMaxUsd)
        : formatUsd(smallest)
      : null;
  const location = facts.location;
  const geography = (location && profile.geographies.find((wanted) => samePlace(location, wanted))) || null;
  return { industry, stage, checkRange, geography };
}

function thesisFit(founder: FounderSide, investor: InvestorSide, reader: Reader): Fit {
  const match = thesisMatch(founder, investor);
  const { facts, query } = founder;
  const points = THESIS_FIT_POINTS;
  const score =
    points.base +
    (match.industry ? points.sector : 0) +
    (match.stage ? points.stage : 0) +
    (match.checkRange ? points.size : 0) +
    (match.geography ? points.geography : 0);
  const raise = query.roundSizeUsd === null ? '' : formatUsd(query.roundSizeUsd);
  const reasons = (
    reader === 'investor'
      ? [
          match.industry &&
            (facts.industry && same(facts.industry, match.industry)
              ? `${facts.industry}, one of your sectors`
              : `${facts.industry ?? 'Their sector'} fits your focus on ${match.industry}`),
          match.stage && `${raisingPhrase(facts.stage ?? match.stage)}, a stage you invest at`,
          match.checkRange && `Raising ${raise}: room for your ${match.checkRange} check`,
          match.geography && `Based in ${facts.location}, within your ${match.geography} focus`,
        ]
      : [
          match.industry && `Invests in ${match.industry}, your sector`,
          match.stage && `Invests at ${match.stage} stage, the round you are raising`,
          match.checkRange && `Writes ${match.checkRange} checks, room in your ${raise} raise`,
          match.geography && `Focuses on ${match.geography}, where you are based`,
        ]
  ).filter((reason): reason is string => Boolean(reason));
  if (reasons.length === 0) {
    reasons.push(
      reader === 'investor'
        ? `Nothing ${facts.name} has shared overlaps your thesis yet`
        : "Nothing in this investor's thesis overlaps your profile yet",
    );
  }
  return { score, reasons: reasons.slice(0, 3) };
}

/** The pair's PearScore and reasons for `reader`. */
export function pairFit(index: MatchingIndex, founder: FounderSide, investor: InvestorSide, reader: Reader): Fit {
  const scored = investor.claimed ? index.score(founder.query, investor.claimed.id) : undefined;
  if (!scored) return thesisFit(founder, investor, reader);
  if (reader === 'founder') return { score: scored.score, reasons: scored.reasons };
  const words = { name: founder.facts.name, industry: founder.facts.industry, stage: founder.facts.stage };
  return { score: scored.score, reasons: explainForInvestor(scored.investor, scored.evidence, words) };
}
