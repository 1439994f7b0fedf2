// Investor profiles derived from investment history: what an investor backs, at which stage, how large,
// where, how recently and with whom. The same builder serves the database import, the CSV import and the
// matching benchmark (which feeds it training rounds only).
import { createHash } from 'node:crypto';
import type { FundingRound } from './rounds.js';

export type InvestorKind = 'firm' | 'person';

/** One round the investor took part in. */
export type PortfolioDeal = {
  company: string;
  /** CrunchBase category_code of the company. */
  sector: string | null;
  /** Round type. */
  stage: string | null;
  /** YYYY-MM-DD */
  fundedAt: string;
  /** The whole round's size, not the investor's share (the data does not split it). */
  raisedAmountUsd: number | null;
  region: string | null;
  countryCode: string | null;
};

export type RoundSizeStats = {
  medianUsd: number;
  p25Usd: number;
  p75Usd: number;
  /** Rounds with a known size the statistics are computed from. */
  rounds: number;
};

export type CoInvestor = { id: string; name: string; count: number };

/**
 * Everything the corpus says about one investor. There is no contact data: the sources have none, and
 * none is made up.
 */
export type InvestorProfile = {
  /** Slug of the name; names that differ only in case, accents or punctuation are one investor. */
  id: string;
  name: string;
  kind: InvestorKind;
  dealCount: number;
  /** YYYY-MM-DD */
  firstInvestmentAt: string;
  /** YYYY-MM-DD */
  lastInvestmentAt: string;
  /** Deals per category_code. */
  sectors: Record<string, number>;
  /** Deals per round type. */
  stages: Record<string, number>;
  /** Deals per region (metro area). */
  regions: Record<string, number>;
  /** Deals per ISO3 country code. */
  countries: Record<string, number>;
  roundSize: RoundSizeStats | null;
  /** Every deal, most recent first. */
  portfolio: PortfolioDeal[];
  /** The most frequent co-investors, most shared deals first. */
  coInvestors: CoInvestor[];
  sources: string[];
};

const TOP_CO_INVESTORS = 10;

/** URL-safe and stable: the same name always gives the same id, whatever else is imported. */
export function investorId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `investor-${createHash('sha1').update(name).digest('hex').slice(0, 10)}`;
}

// Words that name an organisation; a person's name has none of them.
const FIRM_WORDS = new RegExp(
  `\\b(${[
    'capital|ventures?|partners?|partnership|funds?|management|group|investments?|investors|invest|holdings?',
    'llc|inc|ltd|llp|lp|plc|gmbh|ag|sa|bv|corp|corporation|company|co|the',
    'labs?|angels?|accelerator|incubator|combinator|startups|seeds?|starts|works|garage|forum|club|society',
    'associates|advisors|advisers|equity|bank|credit|finance|financial|securities|trust|foundation|alliance',
    'network|networks|technologies|systems|solutions|services|industries|enterprises?|international',
    'media|digital|social|studios?|health|sciences|biosciences|biotech|energies|power|electric|express',
    'collective|innovations?|endeavors|expeditions|scientifics|leverage|frontier|analysis|growth|university',
    'brothers|equities|times',
    // Spanish, Portuguese and German ones: their particles ("de", "do", "von") also join people's names.
    'banco|grupo|fondos?|inversiones|sociedad|promotora|proyectos|empresas?|investimentos|gesellschaft|beteiligungen',
  ].join('|')})\\b`,
  'i',
);
// Firms named after their founders, among the most active investors.
const FIRMS_NAMED_LIKE_PEOPLE = new Set(['Andreessen Horowitz', 'Goldman Sachs', 'Morgan Stanley', 'Warburg Pincus']);
// "Jim McLean", "Gregory T. Stern", "Mary-Ann O'Brien", "Élodie Martin": 2–3 capitalised words, initials allowed,
// with the lower-case particles of "Michael van Swaaij" or "José María de la Cruz" before a word.
const CAPITALISED_WORD = "\\p{Lu}[\\p{L}'’-]+";
const PARTICLE = '(?:van|von|de|der|den|del|della|da|das|do|dos|di|du|la|le|ten|ter|bin|ibn|al)';
const PERSON_NAME = new RegExp(`^${CAPITALISED_WORD}(?:(?: ${PARTICLE})* ${CAPITALISED_WORD}| \\p{Lu}\\.?){1,2}$`, 'u');
// An acronym ("SV", "DFJ") or a capital inside a word that is not Mc/Mac ("BioVentures") marks a brand.
const BRAND_SPELLING = /\b[A-Z]{2,}\b|(?<=\p{Ll})(?<!\bMa?c)\p{Lu}/u;

/** "person" for names that read like a person's (2–3 capitalised words, no organisation word), else "firm". */
export function investorKind(name: string): InvestorKind {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const readsLikePerson =
    PERSON_NAME.test(trimmed) &&
    !FIRM_WORDS.test(trimmed) &&
    !BRAND_SPELLING.test(trimmed) &&
    !FIRMS_NAMED_LIKE_PEOPLE.has(trimmed);
  return readsLikePerson ? 'person' : 'firm';
}

/** Linear interpolation between order statistics (the common "type 7" definition). */
export function percentile(sorted: number[], fraction: number): number {
  const position = (sorted.length - 1) * fraction;
  const lower = Math.floor(position);
  const below = sorted[lower] ?? Number.NaN;
  const above = sorted[Math.min(lower + 1, sorted.length - 1)] ?? below;
  return below + (above - below) * (position - lower);
}

function roundSizeStats(amounts: number[]): RoundSizeStats | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  return {
    medianUsd: Math.round(percentile(sorted, 0.5)),
    p25Usd: Math.round(percentile(sorted, 0.25)),
    p75Usd: Math.round(percentile(sorted, 0.75)),
    rounds: sorted.length,
  };
}

/** Counts by key, largest first (ties by key) so that stored profiles read naturally. */
function countBy<T>(items: T[], keyOf: (item: T) => string | null): Record<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(sortCounts(counts));
}

/** Code-point order: unlike localeCompare it does not depend on the machine's locale. */
export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function sortCounts(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([keyA, a], [keyB, b]) => b - a || compareStrings(keyA, keyB));
}

/** The spelling used most often; ties go to the one that sorts first. */
function preferredName(spellings: Map<string, number>): string {
  return sortCounts(spellings)[0]?.[0] ?? '';
}

/** What a profile says about its deals, derived from them alone (most recent first). */
export function summarizePortfolio(portfolio: PortfolioDeal[]) {
  return {
    dealCount: portfolio.length,
    firstInvestmentAt: portfolio.at(-1)?.fundedAt ?? '',
    lastInvestmentAt: portfolio[0]?.fundedAt ?? '',
    sectors: countBy(portfolio, (deal) => deal.sector),
    stages: countBy(portfolio, (deal) => deal.stage),
    regions: countBy(portfolio, (deal) => deal.region),
    countries: countBy(portfolio, (deal) => deal.countryCode),
    roundSize: roundSizeStats(portfolio.flatMap((deal) => deal.raisedAmountUsd ?? [])),
  };
}

const mostRecentFirst = (a: PortfolioDeal, b: PortfolioDeal) =>
  compareStrings(b.fundedAt, a.fundedAt) || compareStrings(a.company, b.company);

/** One profile per investor appearing in `rounds`, sorted by id. */
export function buildInvestorProfiles(rounds: FundingRound[]): InvestorProfile[] {
  type Builder = { spellings: Map<string, number>; rounds: FundingRound[]; coInvestors: Map<string, number> };
  const builders = new Map<string, Builder>();

  for (const round of rounds) {
    const ids = [...new Set(round.investors.map(investorId))];
    for (const name of round.investors) {
      const id = investorId(name);
      let builder = builders.get(id);
      if (!builder) {
        builder = { spellings: new Map(), rounds: [], coInvestors: new Map() };
        builders.set(id, builder);
      }
      builder.spellings.set(name, (builder.spellings.get(name) ?? 0) + 1);
      // Two spellings of one investor in the same round are still one deal.
      if (builder.rounds.at(-1) === round) continue;
      builder.rounds.push(round);
      for (const other of ids) {
        if (other !== id) builder.coInvestors.set(other, (builder.coInvestors.get(other) ?? 0) + 1);
      }
    }
  }

  const nameOf = (id: string) => preferredName(builders.get(id)?.spellings ?? new Map());
  return [...builders]
    .sort(([a], [b]) => compareStrings(a, b))
    .map(([id, builder]) => {
      const portfolio = builder.rounds
        .map((round): PortfolioDeal => ({
          company: round.companyName,
          sector: round.categoryCode,
          stage: round.roundType,
          fundedAt: round.fundedAt,
          raisedAmountUsd: round.raisedAmountUsd,
          region: round.region,
          countryCode: round.countryCode,
        }))
        .sort(mostRecentFirst);
      const name = nameOf(id);
      return {
        id,
        name,
        kind: investorKind(name),
        ...summarizePortfolio(portfolio),
        portfolio,
        coInvestors: sortCounts(builder.coInvestors)
          .slice(0, TOP_CO_INVESTORS)
          .map(([coId, count]) => ({ id: coId, name: nameOf(coId), count })),
        sources: [...new Set(builder.rounds.map((round) => round.source))].sort(),
      };
    });
}
