// A synthetic investor corpus of any size, shaped like a real one, for measuring matching at scale (issue 16).
//
// The real rounds are the template. The corpus is made of "universes": universe k holds one copy of every real
// company (its rounds in order: stage, investors per round, dates) and one clone of every real investor, so each
// universe has the real joint distributions of sector, stage, region, country and round size, the real power-law
// deal counts and the real co-investment network (who invests with whom, who follows on). Universes past the
// first are perturbed (some sectors and regions redrawn from the real marginals, sizes and dates jittered), and
// a share of each company's investors are swapped for their clone in another universe, which links universes
// into one network instead of many identical islands. Universe 0 keeps the real names, so a query naming a real
// investor as a prior investor finds one. Every choice comes from a hash of (seed, universe, company, investor),
// so the same seed and size give the same corpus, whatever the order of generation.
import type { FundingRound } from '../src/modules/investors/rounds.js';
import { companyKey } from '../src/modules/investors/rounds.js';
import { investorId } from '../src/modules/investors/profiles.js';

export type SyntheticCorpusOptions = {
  /** Investors in the corpus. */
  investors: number;
  seed?: number;
  /** Share of a company's investors replaced by their clone in another universe. */
  mixing?: number;
  /** Share of rounds (past universe 0) whose sector, and separately region, are redrawn from the real marginals. */
  redraw?: number;
};

export const SYNTHETIC_SOURCE = 'synthetic';
const DEFAULT_SEED = 16;
const DEFAULT_MIXING = 0.25;
const DEFAULT_REDRAW = 0.15;
// Dates move by up to this many days (per company, so its rounds keep their order); sizes by a log-normal factor.
const DATE_JITTER_DAYS = 90;
const SIZE_JITTER_OCTAVES = 0.5;
const DAY_MS = 86_400_000;

/** A uniform number in [0, 1) from integers: the same inputs always give the same number (murmur3's finaliser). */
export function hashUnit(...values: number[]): number {
  let hash = 0x9e3779b9;
  for (const value of values) {
    hash = Math.imul(hash ^ (value | 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return (hash >>> 0) / 2 ** 32;
}

/** A standard normal number from two hashed uniforms (Box–Muller). */
function hashNormal(...values: number[]): number {
  const u = Math.max(hashUnit(...values, 1), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * hashUnit(...values, 2));
}

const suffixed = (name: string, universe: number) => (universe === 0 ? name : `${name} [s${universe}]`);

const shiftDate = (isoDay: string, days: number, latest: string) => {
  const shifted = new Date(Date.parse(isoDay) + days * DAY_MS).toISOString().slice(0, 10);
  return shifted > latest ? latest : shifted;
};

/** Rounds of a synthetic corpus with about `options.investors` investors, built from `template` (see above). */
export function syntheticRounds(template: FundingRound[], options: SyntheticCorpusOptions): FundingRound[] {
  const seed = options.seed ?? DEFAULT_SEED;
  const mixing = options.mixing ?? DEFAULT_MIXING;
  const redraw = options.redraw ?? DEFAULT_REDRAW;

  const investorIndex = new Map<string, number>();
  const names: string[] = [];
  for (const round of template) {
    for (const name of round.investors) {
      const id = investorId(name);
      if (!investorIndex.has(id)) {
        investorIndex.set(id, names.length);
        names.push(name);
      }
    }
  }
  const companyIndex = new Map<string, number>();
  for (const round of template) {
    const key = companyKey(round.companyName);
    if (!companyIndex.has(key)) companyIndex.set(key, companyIndex.size);
  }
  const latest = template.reduce((max, round) => (round.fundedAt > max ? round.fundedAt : max), '');
  const perUniverse = names.length;
  const universes = Math.max(1, Math.ceil(options.investors / perUniverse));

  // Clone names are made once per clone, and shared by all its rounds.
  const cloneNames = new Map<number, string>();
  const cloneName = (investor: number, universe: number) => {
    const clone = universe * perUniverse + investor;
    let name = cloneNames.get(clone);
    if (name === undefined) {
      name = suffixed(names[investor] as string, universe);
      cloneNames.set(clone, name);
    }
    return name;
  };

  const rounds: FundingRound[] = [];
  for (let universe = 0; universe < universes; universe += 1) {
    template.forEach((round, roundNumber) => {
      const company = companyIndex.get(companyKey(round.companyName)) as number;
      const investors = new Set<string>();
      for (const name of round.investors) {
        const investor = investorIndex.get(investorId(name)) as number;
        // A mixed (company, investor) shifts every universe's copy by the same offset: each clone still gets
        // exactly its template's deals, and an investor that follows on in the real company follows on in the copy.
        const shift =
          hashUnit(seed, company, investor, 4) < mixing
            ? 1 + Math.floor(hashUnit(seed, company, investor, 5) * (universes - 1))
            : 0;
        const target = (universe + shift) % universes;
        // Clones past the size asked for do not exist (the last universe may be partial).
        if (target * perUniverse + investor < options.investors) investors.add(cloneName(investor, target));
      }
      if (investors.size === 0) return;
      if (universe === 0) {
        rounds.push({ ...round, investors: [...investors], source: SYNTHETIC_SOURCE });
        return;
      }
      const donor = (salt: number) =>
        template[Math.floor(hashUnit(seed, universe, roundNumber, salt) * template.length)] as FundingRound;
      const sectorFrom = hashUnit(seed, universe, roundNumber, 7) < redraw ? donor(8) : round;
      const placeFrom = hashUnit(seed, universe, roundNumber, 9) < redraw ? donor(10) : round;
      const dateShift = Math.round((hashUnit(seed, universe, company, 11) * 2 - 1) * DATE_JITTER_DAYS);
      const size = round.raisedAmountUsd;
      rounds.push({
        companyName: suffixed(round.companyName, universe),
        categoryCode: sectorFrom.categoryCode,
        countryCode: placeFrom.countryCode,
        region: placeFrom.region,
        roundType: round.roundType,
        fundedAt: shiftDate(round.fundedAt, dateShift, latest),
        raisedAmountUsd:
          size === null
            ? null
            : Math.round(size * 2 ** (SIZE_JITTER_OCTAVES * hashNormal(seed, universe, roundNumber, 12))),
        investors: [...investors],
        source: SYNTHETIC_SOURCE,
      });
    });
  }
  return rounds;
}
