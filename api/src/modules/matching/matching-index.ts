// PearScore ranking over the investor corpus. One module serves the API and the benchmark.
//
// The raw score estimates, in log space, how likely an investor is to join the round, from evidence in the
// investor's own history (naive-Bayes style: each signal is a separate term, which keeps it explainable):
//   activity  how much the investor has invested lately (recent deals weigh more),
//   sector, stage, round size, geography  how much more often than the average investor it backs rounds
//             like this one, smoothed towards the corpus so that one deal is not a specialty; the more kinds of
//             rounds an investor has backed (sectors, stages, regions, countries), the more it is smoothed: one
//             that has backed companies in 20 regions is likelier to back a 21st than one that kept to a single one,
//   network   the founder's current investors: whether they come back, who co-invests with them, and who
//             invests after them in the companies they back,
//   text      sectors the deck talks about beyond its declared industry.
// Without a current investor in the corpus (cold start), the weights are a model fitted on the training replay,
// with habits of the investor added (cold-start.ts).
// Only candidates are scored: investors found through posting lists (sector, stage, size, region, country,
// deck sectors) and the network of the founder's investors. Postings, links and per-investor terms are typed
// arrays, and the best `limit` are kept while scoring: the same ranking holds a million investors in memory
// (npm run bench:matching -- --synthetic 1000000; README, Matching at scale).
import { ProfileTable, profileTable } from '../investors/profile-table.js';
import { compareStrings, investorId, type InvestorProfile } from '../investors/profiles.js';
import { companyKey } from '../investors/rounds.js';
import { COLD_START_ACTIVITY, COLD_START_TERM_SCALE, coldStartHabits } from './cold-start.js';
import { explainMatch, type MatchEvidence, type Signal } from './reasons.js';
import type { FounderQuery, MatchingIndex, RankedInvestor, RankOptions, ScoredInvestor } from './types.js';
import { sectorsMentioned } from './vocabulary.js';

export type ScoreWeights = {
  /** Weight of log(recency-weighted deal count). */
  activity: number;
  /** Half-life of a deal in the activity signal. */
  activityHalfLifeDays: number;
  /** Half-life of a deal in the sector/stage/size/geography profile. */
  profileHalfLifeDays: number;
  /** Pseudo-deals pulling an investor's profile towards the corpus average. */
  smoothing: number;
  /**
   * Smoothing grows with the distinct values an investor has backed of a kind (K sectors, stages, regions or
   * countries): smoothing · (1 + diversity · (K − 1)). A generalist's missing value is less of a sign than a
   * specialist's (issue 17: Recall@10 on the training replay 0.385 → 0.387, cold start 0.257 → 0.261).
   */
  diversity: number;
  sector: number;
  stage: number;
  size: number;
  region: number;
  country: number;
  /** Weight of the sectors the deck text mentions (shared between them). */
  text: number;
  /** Bonus for an investor already in the company, before its own follow-on rate. */
  priorInvestor: number;
  /** Weight of log(follow-on rate) for an investor already in the company. */
  followOnRate: number;
  /** Weight of log(1 + link strength to the founder's investors). */
  network: number;
  /** A co-investment with a current investor, relative to investing after it in one of its companies. */
  coInvestmentShare: number;
};

/** Tuned on training data only (bench-matching.ts --split 2011-07-01 --until 2012-07-01). */
export const DEFAULT_WEIGHTS: ScoreWeights = {
  activity: 0.75,
  activityHalfLifeDays: 365,
  profileHalfLifeDays: 1460,
  smoothing: 5.32,
  diversity: 0.1,
  sector: 0.2625,
  stage: 0.7,
  size: 0.665,
  region: 0.798,
  country: 0.3,
  text: 0.2,
  priorInvestor: 5.32,
  followOnRate: 1,
  network: 2,
  coInvestmentShare: 1,
};

export type MatchingIndexOptions = {
  /** The date recency is measured from; defaults to the most recent deal in the profiles. */
  asOf?: Date;
  weights?: Partial<ScoreWeights>;
};

type FeatureKind = 'sector' | 'stage' | 'size' | 'region' | 'country';
const FEATURE_KINDS: FeatureKind[] = ['sector', 'stage', 'size', 'region', 'country'];
// Kinds whose smoothing grows with the investor's diversity; sizes are not distinct values (a deal counts in
// neighbouring octaves too).
const DIVERSE_KINDS: FeatureKind[] = ['sector', 'stage', 'region', 'country'];
type PerKind<T> = Record<FeatureKind, T>;

/** Investors holding one feature value, in index order, each with its lift for that value (see liftOf). */
type Posting = { investors: Int32Array; lift: Float64Array };

/**
 * Who is linked to whom and how often, one row per investor (compressed sparse rows): investor i's partners are
 * partners[offsets[i] … offsets[i + 1]), ascending, each linked counts[…] times. Typed arrays, not a Map per
 * investor: at a million investors the Maps alone would not fit in memory.
 */
type LinkTable = { offsets: Int32Array; partners: Int32Array; counts: Int32Array };

const DAY_MS = 86_400_000;
// Link strength is divided by the current investor's deal count plus this: a partner of a small investor
// says more than one of a giant's, but an investor with two deals is not yet a strong witness.
const LINK_DAMPING = 5;
const LINK_SCALE = 10;
// Keeps log(activity) finite for investors whose deals are all long past.
const ACTIVITY_FLOOR = 0.05;
// Round sizes are compared by octave ($1M, $2M, $4M, …); neighbouring octaves count partly.
const SIZE_KERNEL = [1, 0.6, 0.2];
const sizeOctave = (usd: number) => Math.round(Math.log2(usd / 1_000_000));

function perKind<T>(make: () => T): PerKind<T> {
  return { sector: make(), stage: make(), size: make(), region: make(), country: make() };
}

/** Position of `value` in the ascending `sorted[from … to)`, or -1. */
function findSorted(sorted: Int32Array, value: number, from = 0, to = sorted.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle] ?? 0;
    if (found === value) return middle;
    if (found < value) low = middle + 1;
    else high = middle;
  }
  return -1;
}

/** Int32 keys with Float64 values, growing by doubling: postings are built before their length is known. */
class GrowingPairs {
  keys = new Int32Array(4);
  values = new Float64Array(4);
  length = 0;

  push(key: number, value: number): void {
    if (this.length === this.keys.length) {
      const keys = new Int32Array(this.length * 2);
      keys.set(this.keys);
      this.keys = keys;
      const values = new Float64Array(this.length * 2);
      values.set(this.values);
      this.values = values;
    }
    this.keys[this.length] = key;
    this.values[this.length] = value;
    this.length += 1;
  }
}

/** decay(day) = 0.5^(days before the reference / half-life), computed once per distinct day. */
function decayByDay(referenceMs: number, halfLifeDays: number): (day: string) => number {
  const cache = new Map<string, number>();
  return (day) => {
    let decay = cache.get(day);
    if (decay === undefined) {
      decay = 0.5 ** (Math.max(0, referenceMs - Date.parse(day)) / DAY_MS / halfLifeDays);
      cache.set(day, decay);
    }
    return decay;
  };
}

/**
 * log of (smoothed rate of the value in the investor's deals) / (its rate in the corpus), split in two so that
 * investors without the value need no posting: base = log(α / (n + α)) for everyone, plus
 * lift = log((c + αp) / (αp)) for those holding it (c deals of n, corpus share p, smoothing α).
 */
const baseOf = (total: number, smoothing: number) => Math.log(smoothing / (total + smoothing));
const liftOf = (count: number, corpusShare: number, smoothing: number) =>
  Math.log((count + smoothing * corpusShare) / (smoothing * corpusShare));

/** Recency-weighted feature counts of every investor, as posting lists. */
function buildProfileFeatures(profiles: ProfileTable, weights: ScoreWeights, referenceMs: number) {
  const activityDecay = decayByDay(referenceMs, weights.activityHalfLifeDays);
  const profileDecay = decayByDay(referenceMs, weights.profileHalfLifeDays);
  // Feature values are numbered per kind as they are met; each number has a posting and a corpus count.
  const featureIds = perKind(() => new Map<string | number, number>());
  const featureKinds: FeatureKind[] = [];
  const postingPairs: GrowingPairs[] = [];
  const corpusCounts: number[] = [];
  const corpusTotals = perKind(() => 0);
  const featureId = (kind: FeatureKind, value: string | number) => {
    let id = featureIds[kind].get(value);
    if (id === undefined) {
      id = featureKinds.length;
      featureIds[kind].set(value, id);
      featureKinds.push(kind);
      postingPairs.push(new GrowingPairs());
      corpusCounts.push(0);
    }
    return id;
  };

  const activity = new Float64Array(profiles.size);
  const base = perKind(() => new Float64Array(profiles.size));
  // Distinct values each investor holds of each kind, for its smoothing; only needed while the postings are built.
  const distinct = perKind(() => new Uint16Array(profiles.size));
  const smoothingOf = (kind: FeatureKind, index: number) =>
    weights.smoothing * (1 + weights.diversity * Math.max(0, (distinct[kind][index] ?? 0) - 1));
  // One investor's counts at a time, by feature id, with the ids it holds in the order first met.
  let own = new Float64Array(1024);
  const held: number[] = [];
  const count = (kind: FeatureKind, value: string | number, weight: number) => {
    const id = featureId(kind, value);
    if (id >= own.length) {
      const grown = new Float64Array(own.length * 2);
      grown.set(own);
      own = grown;
    }
    if (own[id] === 0) held.push(id);
    own[id] = (own[id] ?? 0) + weight;
  };

  // Deal totals per kind of the investor being read, and the counting of one deal's value.
  const dealTotals = perKind(() => 0);
  const tally = (kind: FeatureKind, value: string | null, weight: number) => {
    if (value === null) return;
    dealTotals[kind] += weight;
    count(kind, value, weight);
  };
  for (let index = 0; index < profiles.size; index += 1) {
    let recent = 0;
    for (const kind of FEATURE_KINDS) dealTotals[kind] = 0;
    for (const deal of profiles.portfolio(index)) {
      recent += activityDecay(deal.fundedAt);
      const weight = profileDecay(deal.fundedAt);
      tally('sector', deal.sector, weight);
      tally('stage', deal.stage, weight);
      tally('region', deal.region, weight);
      tally('country', deal.countryCode, weight);
      if (deal.raisedAmountUsd !== null) {
        dealTotals.size += weight;
        const octave = sizeOctave(deal.raisedAmountUsd);
        for (let distance = 0; distance < SIZE_KERNEL.length; distance += 1) {
          const share = SIZE_KERNEL[distance] ?? 0;
          count('size', octave + distance, weight * share);
          if (distance > 0) count('size', octave - distance, weight * share);
        }
      }
    }
    activity[index] = recent;
    for (const id of held) {
      const kind = featureKinds[id] as FeatureKind;
      if (DIVERSE_KINDS.includes(kind)) distinct[kind][index] = Math.min(65_535, (distinct[kind][index] ?? 0) + 1);
    }
    for (const kind of FEATURE_KINDS) {
      corpusTotals[kind] += dealTotals[kind];
      base[kind][index] = baseOf(dealTotals[kind], smoothingOf(kind, index));
    }
    for (const id of held) {
      const value = own[id] ?? 0;
      (postingPairs[id] as GrowingPairs).push(index, value);
      corpusCounts[id] = (corpusCounts[id] ?? 0) + value;
      own[id] = 0;
    }
    held.length = 0;
  }

  const postings = postingPairs.map((pairs, id): Posting => {
    const kind = featureKinds[id] as FeatureKind;
    const corpusShare = (corpusCounts[id] ?? 0) / (corpusTotals[kind] || 1);
    const lift = pairs.values
      .slice(0, pairs.length)
      .map((value, j) => liftOf(value, corpusShare, smoothingOf(kind, pairs.keys[j] ?? 0)));
    return { investors: pairs.keys.slice(0, pairs.length), lift };
  });
  const postingOf = (kind: FeatureKind, value: string | number): Posting | undefined => {
    const id = featureIds[kind].get(value);
    return id === undefined ? undefined : postings[id];
  };

  /** The full term of one feature value for one investor (for explanations; ranking uses the postings). */
  const termOf = (kind: FeatureKind, value: string | number, index: number) => {
    const posting = postingOf(kind, value);
    const position = posting ? findSorted(posting.investors, index) : -1;
    const lift = posting && position >= 0 ? (posting.lift[position] ?? 0) : 0;
    return (base[kind][index] ?? 0) + lift;
  };
  return { activity, postingOf, base, termOf };
}

/**
 * Builds a LinkTable in two passes over the same links: the first counts each row's links, the second files them;
 * then each row is sorted and repeated partners are merged into counts.
 */
class LinkTableBuilder {
  private readonly offsets: Int32Array;
  private partners = new Int32Array(0);
  private cursor = new Int32Array(0);
  private filling = false;

  constructor(rows: number) {
    this.offsets = new Int32Array(rows + 1);
  }

  add(from: number, to: number): void {
    if (!this.filling) {
      this.offsets[from + 1] = (this.offsets[from + 1] ?? 0) + 1;
      return;
    }
    const at = this.cursor[from] ?? 0;
    this.partners[at] = to;
    this.cursor[from] = at + 1;
  }

  startFilling(): void {
    for (let row = 1; row < this.offsets.length; row += 1) {
      this.offsets[row] = (this.offsets[row] ?? 0) + (this.offsets[row - 1] ?? 0);
    }
    this.partners = new Int32Array(this.offsets[this.offsets.length - 1] ?? 0);
    this.cursor = this.offsets.slice(0, -1);
    this.filling = true;
  }

  finish(): LinkTable {
    const { offsets, partners } = this;
    const counts = new Int32Array(partners.length);
    let written = 0;
    let start = 0;
    for (let row = 0; row + 1 < offsets.length; row += 1) {
      const end = offsets[row + 1] ?? 0;
      partners.subarray(start, end).sort();
      offsets[row] = written;
      for (let read = start; read < end; read += 1) {
        const partner = partners[read] ?? 0;
        if (written > (offsets[row] ?? 0) && partners[written - 1] === partner) {
          counts[written - 1] = (counts[written - 1] ?? 0) + 1;
        } else {
          partners[written] = partner;
          counts[written] = 1;
          written += 1;
        }
      }
      start = end;
    }
    offsets[offsets.length - 1] = written;
    return { offsets, partners: partners.slice(0, written), counts: counts.slice(0, written) };
  }
}

/** How many times `from` is linked to `to`. */
function linkCount(table: LinkTable, from: number, to: number): number {
  const position = findSorted(table.partners, to, table.offsets[from] ?? 0, table.offsets[from + 1] ?? 0);
  return position < 0 ? 0 : (table.counts[position] ?? 0);
}

/**
 * Who invests with whom, rebuilt from the portfolios: a round is a (company, day) and its investors. Deals are
 * numbered and grouped by company in typed arrays, each company's sorted by (day, investor).
 */
function buildNetwork(profiles: ProfileTable) {
  const companyIds = new Map<string, number>();
  // Deals of one round share the company's name: looking it up as written first spares lower-casing it again.
  const companyIdsAsWritten = new Map<string, number>();
  const dayIds = new Map<string, number>();
  const deals = profiles.dealTotal;
  const dealCompany = new Int32Array(deals);
  const dealDay = new Int32Array(deals);
  const dealInvestor = new Int32Array(deals);
  let deal = 0;
  for (let index = 0; index < profiles.size; index += 1) {
    for (const { company, fundedAt } of profiles.portfolio(index)) {
      let companyId = companyIdsAsWritten.get(company);
      if (companyId === undefined) {
        const key = companyKey(company);
        companyId = companyIds.get(key) ?? companyIds.size;
        companyIds.set(key, companyId);
        companyIdsAsWritten.set(company, companyId);
      }
      let dayId = dayIds.get(fundedAt);
      if (dayId === undefined) {
        dayId = dayIds.size;
        dayIds.set(fundedAt, dayId);
      }
      dealCompany[deal] = companyId;
      dealDay[deal] = dayId;
      dealInvestor[deal] = index;
      deal += 1;
    }
  }
  const companyCount = companyIds.size;
  companyIds.clear();
  companyIdsAsWritten.clear();
  // Days in calendar order (ISO strings sort as dates).
  const dayRank = new Int32Array(dayIds.size);
  [...dayIds].sort(([a], [b]) => compareStrings(a, b)).forEach(([, id], rank) => (dayRank[id] = rank));

  // Deals grouped by company (a counting sort), then each company's deals as sorted, distinct (day, investor) keys.
  const companyStart = new Int32Array(companyCount + 1);
  for (const companyId of dealCompany) companyStart[companyId + 1] = (companyStart[companyId + 1] ?? 0) + 1;
  for (let c = 1; c <= companyCount; c += 1) companyStart[c] = (companyStart[c] ?? 0) + (companyStart[c - 1] ?? 0);
  const keys = new Float64Array(deals);
  const cursor = companyStart.slice(0, -1);
  const investorCount = profiles.size;
  for (let d = 0; d < deals; d += 1) {
    const companyId = dealCompany[d] ?? 0;
    const at = cursor[companyId] ?? 0;
    keys[at] = (dayRank[dealDay[d] ?? 0] ?? 0) * investorCount + (dealInvestor[d] ?? 0);
    cursor[companyId] = at + 1;
  }
  for (let c = 0; c < companyCount; c += 1) keys.subarray(companyStart[c], companyStart[c + 1]).sort();

  const coInvested = new LinkTableBuilder(investorCount);
  const investedAfter = new LinkTableBuilder(investorCount);
  const followOnChances = new Float64Array(investorCount);
  const followOns = new Float64Array(investorCount);
  // For the cold-start habits (cold-start.ts): deals that were a company's first round, co-investors summed over
  // deals, distinct companies.
  const firstRoundDeals = new Int32Array(investorCount);
  const coInvestors = new Int32Array(investorCount);
  const companies = new Int32Array(investorCount);
  // Scratch: the round an investor entered the current company in, and marks for "already counted".
  const enteredCompany = new Int32Array(investorCount).fill(-1);
  const enteredRound = new Int32Array(investorCount);
  const seenFor = new Int32Array(investorCount).fill(-1);
  const roundStarts: number[] = [];
  const dayOf = (key: number) => Math.floor(key / investorCount);
  const investorOf = (key: number) => key % investorCount;
  // The same (day, investor) key as the one before it in the company's run: a second spelling in one round.
  const repeatsFrom = (start: number, k: number) => k > start && keys[k] === keys[k - 1];

  const walk = (countFollowOns: boolean) => {
    let mark = 0;
    for (let c = 0; c < companyCount; c += 1) {
      const start = companyStart[c] ?? 0;
      const end = companyStart[c + 1] ?? 0;
      // Rounds: runs of one day; an investor listed twice in a round (two spellings) counts once.
      roundStarts.length = 0;
      for (let k = start; k < end; k += 1) {
        if (k === start || dayOf(keys[k] ?? 0) !== dayOf(keys[k - 1] ?? 0)) roundStarts.push(k);
      }
      roundStarts.push(end);
      const rounds = roundStarts.length - 1;
      for (let r = 0; r < rounds; r += 1) {
        let roundInvestors = 0;
        if (countFollowOns) {
          for (let a = roundStarts[r] ?? 0; a < (roundStarts[r + 1] ?? 0); a += 1) {
            if (!repeatsFrom(start, a)) roundInvestors += 1;
          }
        }
        for (let a = roundStarts[r] ?? 0; a < (roundStarts[r + 1] ?? 0); a += 1) {
          const investor = investorOf(keys[a] ?? 0);
          if (repeatsFrom(start, a)) continue;
          if (enteredCompany[investor] !== c) {
            enteredCompany[investor] = c;
            enteredRound[investor] = r;
            if (countFollowOns) companies[investor] = (companies[investor] ?? 0) + 1;
          }
          if (countFollowOns) {
            if (r === 0) firstRoundDeals[investor] = (firstRoundDeals[investor] ?? 0) + 1;
            coInvestors[investor] = (coInvestors[investor] ?? 0) + roundInvestors - 1;
          }
          for (let b = roundStarts[r] ?? 0; b < (roundStarts[r + 1] ?? 0); b += 1) {
            const partner = investorOf(keys[b] ?? 0);
            if (partner !== investor && !repeatsFrom(start, b)) coInvested.add(investor, partner);
          }
        }
      }
      // Once per company and investor: did it come back in a later round, and who came in after it?
      for (let r = 0; r + 1 < rounds; r += 1) {
        for (let a = roundStarts[r] ?? 0; a < (roundStarts[r + 1] ?? 0); a += 1) {
          const investor = investorOf(keys[a] ?? 0);
          if (enteredRound[investor] !== r || repeatsFrom(start, a)) continue;
          mark += 1;
          let followedOn = false;
          for (let later = roundStarts[r + 1] ?? 0; later < end; later += 1) {
            const successor = investorOf(keys[later] ?? 0);
            if (seenFor[successor] === mark) continue;
            seenFor[successor] = mark;
            if (successor === investor) followedOn = true;
            else investedAfter.add(investor, successor);
          }
          if (countFollowOns) {
            followOnChances[investor] = (followOnChances[investor] ?? 0) + 1;
            if (followedOn) followOns[investor] = (followOns[investor] ?? 0) + 1;
          }
        }
      }
    }
  };
  walk(true);
  coInvested.startFilling();
  investedAfter.startFilling();
  enteredCompany.fill(-1);
  seenFor.fill(-1);
  walk(false);

  const sum = (values: Float64Array) => values.reduce((total, value) => total + value, 0);
  const corpusFollowOnRate = sum(followOns) / (sum(followOnChances) || 1);
  // Smoothed with two companies at the corpus rate, so that one company is not a habit.
  const followOnRate = Float64Array.from(
    followOns,
    (done, index) => (done + 2 * corpusFollowOnRate) / ((followOnChances[index] ?? 0) + 2),
  );
  // followOnChances counts the companies that raised again after the investor came in.
  const coldStartPrior = Float64Array.from({ length: investorCount }, (_, index) =>
    coldStartHabits({
      isPerson: profiles.kind(index) === 'person',
      deals: profiles.dealCount(index),
      firstRoundDeals: firstRoundDeals[index] ?? 0,
      coInvestors: coInvestors[index] ?? 0,
      companies: companies[index] ?? 0,
      raisedAgain: followOnChances[index] ?? 0,
    }),
  );
  return {
    coInvested: coInvested.finish(),
    investedAfter: investedAfter.finish(),
    followOnChances,
    followOns,
    followOnRate,
    coldStartPrior,
  };
}

/** One feature value the query asks about, with its weight and the signal it is explained under. */
type QueriedFeature = { kind: FeatureKind; value: string | number; weight: number; signal: Signal };

function queriedFeatures(query: FounderQuery, weights: ScoreWeights, coldStart: boolean): QueriedFeature[] {
  const declared: [FeatureKind, string | number | null][] = [
    ['sector', query.sector],
    ['stage', query.stage],
    ['size', query.roundSizeUsd && query.roundSizeUsd > 0 ? sizeOctave(query.roundSizeUsd) : null],
    ['region', query.region],
    ['country', query.country],
  ];
  const queried = declared.flatMap(([kind, value]): QueriedFeature[] =>
    value === null
      ? []
      : [
          {
            kind,
            value,
            weight: weights[kind] * (coldStart ? COLD_START_TERM_SCALE[kind] : 1),
            signal: kind === 'country' ? 'region' : kind,
          },
        ],
  );
  for (const [sector, share] of sectorsMentioned(query.text ?? '')) {
    if (sector !== query.sector) {
      queried.push({ kind: 'sector', value: sector, weight: weights.text * share, signal: 'text' });
    }
  }
  return queried;
}

/**
 * Raw score → PearScore: monotonic, so the order is the ranking's. Midpoint and spread were read off the
 * validation queries: a cold query's best match scores about 89 (median), its 10th about 79 and its 50th
 * about 69 (cold-start model, training replay); a current investor that follows on scores in the high 90s.
 */
function pearScore(raw: number): number {
  return Math.round(100 / (1 + Math.exp(-(raw - PEAR_SCORE_MIDPOINT) / PEAR_SCORE_SPREAD)));
}
const PEAR_SCORE_MIDPOINT = 1;
const PEAR_SCORE_SPREAD = 2;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The index over `investors`: a ProfileTable (what the API streams from the database), or profiles in memory (tests,
 * the benchmark), put in a table first. Only the investors a caller is shown are rebuilt as objects.
 */
export function buildMatchingIndex(
  investors: ProfileTable | readonly InvestorProfile[],
  options: MatchingIndexOptions = {},
): MatchingIndex {
  const profiles = investors instanceof ProfileTable ? investors : profileTable(investors);
  const weights: ScoreWeights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const count = profiles.size;
  let latestDeal = '';
  for (let index = 0; index < count; index += 1) {
    const last = profiles.lastInvestmentAt(index);
    if (last > latestDeal) latestDeal = last;
  }
  const referenceMs = options.asOf?.getTime() ?? (latestDeal ? Date.parse(latestDeal) : Date.now());

  const features = buildProfileFeatures(profiles, weights, referenceMs);
  const network = buildNetwork(profiles);
  const activityTerm = features.activity.map((value) => Math.log(value + ACTIVITY_FLOOR));
  // For queries without any evidence: the most active investors (sorted on first need).
  let byActivity: Int32Array | undefined;
  const mostActive = () => {
    byActivity ??= Int32Array.from(features.activity.keys()).sort(
      (a, b) => (features.activity[b] ?? 0) - (features.activity[a] ?? 0) || a - b,
    );
    return byActivity;
  };

  // Per-query scratch space, reused: only the entries of touched candidates are reset and read.
  const touchedIn = new Int32Array(count);
  const priorIn = new Int32Array(count);
  let queryNumber = 0;
  const touched = new Int32Array(count);
  const featureScore = new Float64Array(count);
  const linkStrength = new Float64Array(count);
  const rawScore = new Float64Array(count);

  const idOf = (index: number) => profiles.id(index);
  const isBetter = (a: number, b: number) => {
    const difference = (rawScore[a] ?? 0) - (rawScore[b] ?? 0);
    return difference > 0 || (difference === 0 && compareStrings(idOf(a), idOf(b)) < 0);
  };
  const priorsOf = (query: FounderQuery) => [
    ...new Set(query.priorInvestors.map((name) => profiles.indexOf(investorId(name))).filter((i) => i !== undefined)),
  ];
  const networkTerm = (index: number) => weights.network * Math.log1p((linkStrength[index] ?? 0) * LINK_SCALE);
  /** The terms of the investor alone: its recent activity, and in a cold-start query its habits (cold-start.ts). */
  const investorTerm = (index: number, coldStart: boolean) =>
    coldStart
      ? COLD_START_ACTIVITY * (activityTerm[index] ?? 0) + (network.coldStartPrior[index] ?? 0)
      : weights.activity * (activityTerm[index] ?? 0);
  const priorTerm = (index: number) =>
    weights.priorInvestor + weights.followOnRate * Math.log(network.followOnRate[index] ?? 1);

  function rank(query: FounderQuery, { limit, exclude }: RankOptions): RankedInvestor[] {
    if (limit <= 0) return [];
    queryNumber += 1;
    let touchedCount = 0;
    const touch = (index: number) => {
      if (touchedIn[index] === queryNumber) return;
      touchedIn[index] = queryNumber;
      touched[touchedCount] = index;
      touchedCount += 1;
      featureScore[index] = 0;
      linkStrength[index] = 0;
    };

    // A founder without a current investor in the corpus is scored by the cold-start model (cold-start.ts).
    const priors = priorsOf(query);
    const coldStart = priors.length === 0;

    // Candidates: the investors in the postings of the query's feature values…
    const queried = queriedFeatures(query, weights, coldStart);
    for (const { kind, value, weight } of queried) {
      const posting = features.postingOf(kind, value);
      if (!posting) continue;
      const { investors, lift } = posting;
      for (let j = 0; j < investors.length; j += 1) {
        const index = investors[j] ?? 0;
        if (touchedIn[index] === queryNumber) {
          featureScore[index] = (featureScore[index] ?? 0) + weight * (lift[j] ?? 0);
        } else {
          touch(index);
          featureScore[index] = weight * (lift[j] ?? 0);
        }
      }
    }

    // …and the founder's current investors with everyone linked to them.
    const spread = (from: number, links: LinkTable, share: number) => {
      const witness = profiles.dealCount(from) + LINK_DAMPING;
      const end = links.offsets[from + 1] ?? 0;
      for (let j = links.offsets[from] ?? 0; j < end; j += 1) {
        const partner = links.partners[j] ?? 0;
        touch(partner);
        linkStrength[partner] = (linkStrength[partner] ?? 0) + (share * (links.counts[j] ?? 0)) / witness;
      }
    };
    for (const prior of priors) {
      touch(prior);
      priorIn[prior] = queryNumber;
      spread(prior, network.coInvested, weights.coInvestmentShare);
      spread(prior, network.investedAfter, 1);
    }
    if (touchedCount === 0)
      mostActive()
        .subarray(0, limit + (exclude?.size ?? 0))
        .forEach(touch);

    const baseWeight = perKind(() => 0);
    for (const { kind, weight } of queried) baseWeight[kind] += weight;
    const basedKinds = FEATURE_KINDS.filter((kind) => baseWeight[kind] !== 0);
    const baseWeights = basedKinds.map((kind) => baseWeight[kind]);
    const bases = basedKinds.map((kind) => features.base[kind]);

    // Scores and the best `limit` (best first) in one pass; most candidates fall below the current last place.
    const best: number[] = [];
    let lastPlaceScore = Number.NEGATIVE_INFINITY;
    for (let t = 0; t < touchedCount; t += 1) {
      const index = touched[t] ?? 0;
      let score = investorTerm(index, coldStart) + (featureScore[index] ?? 0);
      for (let b = 0; b < bases.length; b += 1)
        score += (baseWeights[b] ?? 0) * ((bases[b] as Float64Array)[index] ?? 0);
      // Both terms are 0 for most candidates (no link, not a current investor); adding 0 changes nothing.
      if (linkStrength[index] !== 0) score += networkTerm(index);
      if (priorIn[index] === queryNumber) score += priorTerm(index);
      rawScore[index] = score;

      // The last place's score, compared first: most candidates are below it and need no tie-break.
      if (best.length === limit && (score < lastPlaceScore || !isBetter(index, best[limit - 1] as number))) continue;
      if (exclude?.size && exclude.has(idOf(index))) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (isBetter(index, best[middle] as number)) high = middle;
        else low = middle + 1;
      }
      best.splice(low, 0, index);
      if (best.length > limit) best.pop();
      lastPlaceScore = rawScore[best[best.length - 1] as number] ?? 0;
    }

    const activityAsOf = isoDay(Math.min(query.asOf?.getTime() ?? referenceMs, referenceMs));
    return best.map((index) => {
      const investor = profiles.profile(index);
      const isPrior = priorIn[index] === queryNumber;
      const contributions: Partial<Record<Signal, number>> = {
        network: networkTerm(index),
        prior: isPrior ? priorTerm(index) : 0,
      };
      for (const { kind, value, weight, signal } of queried) {
        contributions[signal] = (contributions[signal] ?? 0) + weight * features.termOf(kind, value, index);
      }
      const evidence: MatchEvidence = {
        query,
        contributions,
        link: strongestLink(index, priors),
        followOn: isPrior
          ? { companies: network.followOnChances[index] ?? 0, followedOn: network.followOns[index] ?? 0 }
          : null,
        activityAsOf,
      };
      return { investor, score: pearScore(rawScore[index] ?? 0), reasons: explainMatch(investor, evidence) };
    });
  }

  /** The founder's current investor this one is most linked to, if any. */
  function strongestLink(index: number, priors: number[]): MatchEvidence['link'] {
    let best: MatchEvidence['link'] = null;
    for (const prior of priors) {
      if (prior === index) continue;
      const coInvestments = linkCount(network.coInvested, prior, index);
      const investedAfter = linkCount(network.investedAfter, prior, index);
      const strength = coInvestments + investedAfter;
      if (strength > 0 && (!best || strength > best.coInvestments + best.investedAfter)) {
        best = { partner: profiles.profile(prior), coInvestments, investedAfter };
      }
    }
    return best;
  }

  /**
   * One investor's PearScore for the query, with the evidence its reasons are built from: the same terms `rank` adds
   * up (so the score is the one the founder's ranking would give), for a single, named investor.
   */
  function score(query: FounderQuery, id: string): ScoredInvestor | undefined {
    const index = profiles.indexOf(id);
    if (index === undefined) return undefined;
    const investor = profiles.profile(index);
    const priors = priorsOf(query);
    const coldStart = priors.length === 0;
    const queried = queriedFeatures(query, weights, coldStart);
    let strength = 0;
    for (const prior of priors) {
      const witness = profiles.dealCount(prior) + LINK_DAMPING;
      const coInvestments = linkCount(network.coInvested, prior, index);
      const after = linkCount(network.investedAfter, prior, index);
      strength += (weights.coInvestmentShare * coInvestments + after) / witness;
    }
    const isPrior = priors.includes(index);
    const contributions: Partial<Record<Signal, number>> = {
      network: weights.network * Math.log1p(strength * LINK_SCALE),
      prior: isPrior ? priorTerm(index) : 0,
    };
    let raw = investorTerm(index, coldStart) + (contributions.network ?? 0) + (contributions.prior ?? 0);
    for (const { kind, value, weight, signal } of queried) {
      const term = weight * features.termOf(kind, value, index);
      raw += term;
      contributions[signal] = (contributions[signal] ?? 0) + term;
    }
    const evidence: MatchEvidence = {
      query,
      contributions,
      link: strongestLink(index, priors),
      followOn: isPrior
        ? { companies: network.followOnChances[index] ?? 0, followedOn: network.followOns[index] ?? 0 }
        : null,
      activityAsOf: isoDay(Math.min(query.asOf?.getTime() ?? referenceMs, referenceMs)),
    };
    return { investor, score: pearScore(raw), reasons: explainMatch(investor, evidence), evidence };
  }

  return {
    size: count,
    rank,
    score,
    get: (id) => {
      const index = profiles.indexOf(id);
      return index === undefined ? undefined : profiles.profile(index);
    },
  };
}
