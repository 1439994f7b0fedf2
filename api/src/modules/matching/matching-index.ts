// PearScore ranking over the investor corpus. One module serves the API and the benchmark.
//
// The raw score estimates, in log space, how likely an investor is to join the round, from evidence in the
// investor's own history (naive-Bayes style: each signal is a separate term, which keeps it explainable):
//   activity  how much the investor has invested lately (recent deals weigh more),
//   sector, stage, round size, geography  how much more often than the average investor it backs rounds
//             like this one, smoothed towards the corpus so that one deal is not a specialty,
//   network   the founder's current investors: whether they come back, who co-invests with them, and who
//             invests after them in the companies they back,
//   text      sectors the deck talks about beyond its declared industry.
// Only candidates are scored: investors found through posting lists (sector, stage, size, region, country,
// deck sectors) and the network of the founder's investors.
import { compareStrings, investorId, type InvestorProfile } from '../investors/profiles.js';
import { companyKey } from '../investors/rounds.js';
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
type PerKind<T> = Record<FeatureKind, T>;

/** Investors holding one feature value, each with its lift for that value (see liftOf). */
type Posting = { investors: Int32Array; lift: Float64Array };

/** Investor index → times linked. */
type Links = Map<number, number>;

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

const featureKey = (kind: FeatureKind, value: string | number) => `${kind}:${value}`;

function perKind<T>(make: () => T): PerKind<T> {
  return { sector: make(), stage: make(), size: make(), region: make(), country: make() };
}

function add<K>(map: Map<K, number>, key: K, amount = 1): void {
  map.set(key, (map.get(key) ?? 0) + amount);
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
function buildProfileFeatures(profiles: InvestorProfile[], weights: ScoreWeights, referenceMs: number) {
  const decay = (fundedAt: string, halfLifeDays: number) =>
    0.5 ** (Math.max(0, referenceMs - Date.parse(fundedAt)) / DAY_MS / halfLifeDays);

  const activity = new Float64Array(profiles.length);
  const totals = perKind(() => new Float64Array(profiles.length));
  const counts: Map<string, number>[] = profiles.map(() => new Map());
  const corpusCounts = new Map<string, number>();
  const corpusTotals = perKind(() => 0);

  profiles.forEach((profile, index) => {
    const own = counts[index] as Map<string, number>;
    let recent = 0;
    const dealTotals = perKind(() => 0);
    for (const deal of profile.portfolio) {
      recent += decay(deal.fundedAt, weights.activityHalfLifeDays);
      const weight = decay(deal.fundedAt, weights.profileHalfLifeDays);
      const values: [FeatureKind, string | null][] = [
        ['sector', deal.sector],
        ['stage', deal.stage],
        ['region', deal.region],
        ['country', deal.countryCode],
      ];
      for (const [kind, value] of values) {
        if (value === null) continue;
        dealTotals[kind] += weight;
        add(own, featureKey(kind, value), weight);
      }
      if (deal.raisedAmountUsd !== null) {
        dealTotals.size += weight;
        const octave = sizeOctave(deal.raisedAmountUsd);
        SIZE_KERNEL.forEach((share, distance) => {
          add(own, featureKey('size', octave + distance), weight * share);
          if (distance > 0) add(own, featureKey('size', octave - distance), weight * share);
        });
      }
    }
    activity[index] = recent;
    for (const kind of FEATURE_KINDS) {
      totals[kind][index] = dealTotals[kind];
      corpusTotals[kind] += dealTotals[kind];
    }
    for (const [key, value] of own) add(corpusCounts, key, value);
  });

  const corpusShare = (kind: FeatureKind, key: string) => (corpusCounts.get(key) ?? 0) / (corpusTotals[kind] || 1);
  const members = new Map<string, { investors: number[]; lift: number[] }>();
  counts.forEach((own, index) => {
    for (const [key, count] of own) {
      const kind = key.slice(0, key.indexOf(':')) as FeatureKind;
      let posting = members.get(key);
      if (!posting) {
        posting = { investors: [], lift: [] };
        members.set(key, posting);
      }
      posting.investors.push(index);
      posting.lift.push(liftOf(count, corpusShare(kind, key), weights.smoothing));
    }
  });
  const postings = new Map<string, Posting>();
  for (const [key, posting] of members) {
    postings.set(key, { investors: Int32Array.from(posting.investors), lift: Float64Array.from(posting.lift) });
  }
  const base = perKind(() => new Float64Array(profiles.length));
  for (const kind of FEATURE_KINDS) {
    totals[kind].forEach((total, index) => {
      base[kind][index] = baseOf(total, weights.smoothing);
    });
  }

  /** The full term of one feature value for one investor (for explanations; ranking uses the postings). */
  const termOf = (kind: FeatureKind, value: string | number, index: number) => {
    const key = featureKey(kind, value);
    const count = counts[index]?.get(key) ?? 0;
    const lift = count > 0 ? liftOf(count, corpusShare(kind, key), weights.smoothing) : 0;
    return (base[kind][index] ?? 0) + lift;
  };
  return { activity, postings, base, termOf };
}

/** Who invests with whom, rebuilt from the portfolios: a round is a (company, day) and its investors. */
function buildNetwork(profiles: InvestorProfile[]) {
  const companies = new Map<string, Map<string, number[]>>();
  profiles.forEach((profile, index) => {
    for (const deal of profile.portfolio) {
      const key = companyKey(deal.company);
      const rounds = companies.get(key) ?? new Map<string, number[]>();
      companies.set(key, rounds);
      const investors = rounds.get(deal.fundedAt) ?? [];
      rounds.set(deal.fundedAt, investors);
      if (!investors.includes(index)) investors.push(index);
    }
  });

  const coInvested: Links[] = profiles.map(() => new Map());
  const investedAfter: Links[] = profiles.map(() => new Map());
  const followOnChances = new Float64Array(profiles.length);
  const followOns = new Float64Array(profiles.length);
  for (const rounds of companies.values()) {
    const ordered = [...rounds].sort(([a], [b]) => compareStrings(a, b)).map(([, investors]) => investors);
    for (const investors of ordered) {
      for (const a of investors) for (const b of investors) if (a !== b) add(coInvested[a] as Links, b);
    }
    // Once per company and investor: did it come back in a later round, and who came in after it?
    const entered = new Map<number, number>();
    ordered.forEach((investors, position) => {
      for (const investor of investors) if (!entered.has(investor)) entered.set(investor, position);
    });
    for (const [investor, position] of entered) {
      if (position === ordered.length - 1) continue;
      const later = new Set(ordered.slice(position + 1).flat());
      followOnChances[investor] = (followOnChances[investor] ?? 0) + 1;
      if (later.has(investor)) followOns[investor] = (followOns[investor] ?? 0) + 1;
      for (const successor of later) if (successor !== investor) add(investedAfter[investor] as Links, successor);
    }
  }

  const sum = (values: Float64Array) => values.reduce((total, value) => total + value, 0);
  const corpusFollowOnRate = sum(followOns) / (sum(followOnChances) || 1);
  // Smoothed with two companies at the corpus rate, so that one company is not a habit.
  const followOnRate = Float64Array.from(
    followOns,
    (done, index) => (done + 2 * corpusFollowOnRate) / ((followOnChances[index] ?? 0) + 2),
  );
  return { coInvested, investedAfter, followOnChances, followOns, followOnRate };
}

/** The `limit` best items, best first, without sorting them all (a query touches thousands). */
function topK(items: number[], limit: number, isBetter: (a: number, b: number) => boolean): number[] {
  const best: number[] = [];
  for (const item of items) {
    if (best.length === limit && !isBetter(item, best[limit - 1] as number)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (isBetter(item, best[middle] as number)) high = middle;
      else low = middle + 1;
    }
    best.splice(low, 0, item);
    if (best.length > limit) best.pop();
  }
  return best;
}

/** One feature value the query asks about, with its weight and the signal it is explained under. */
type QueriedFeature = { kind: FeatureKind; value: string | number; weight: number; signal: Signal };

function queriedFeatures(query: FounderQuery, weights: ScoreWeights): QueriedFeature[] {
  const declared: [FeatureKind, string | number | null][] = [
    ['sector', query.sector],
    ['stage', query.stage],
    ['size', query.roundSizeUsd && query.roundSizeUsd > 0 ? sizeOctave(query.roundSizeUsd) : null],
    ['region', query.region],
    ['country', query.country],
  ];
  const queried = declared.flatMap(([kind, value]): QueriedFeature[] =>
    value === null ? [] : [{ kind, value, weight: weights[kind], signal: kind === 'country' ? 'region' : kind }],
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
 * validation queries: a cold query's best match scores about 86 (median), its 10th about 77 and its 50th
 * about 66; a current investor that follows on scores in the high 90s.
 */
function pearScore(raw: number): number {
  return Math.round(100 / (1 + Math.exp(-(raw - PEAR_SCORE_MIDPOINT) / PEAR_SCORE_SPREAD)));
}
const PEAR_SCORE_MIDPOINT = 1;
const PEAR_SCORE_SPREAD = 2;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function buildMatchingIndex(profiles: InvestorProfile[], options: MatchingIndexOptions = {}): MatchingIndex {
  const weights: ScoreWeights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const count = profiles.length;
  const byId = new Map(profiles.map((profile, index) => [profile.id, index]));
  const latestDeal = profiles.reduce((latest, p) => (p.lastInvestmentAt > latest ? p.lastInvestmentAt : latest), '');
  const referenceMs = options.asOf?.getTime() ?? (latestDeal ? Date.parse(latestDeal) : Date.now());

  const features = buildProfileFeatures(profiles, weights, referenceMs);
  const network = buildNetwork(profiles);
  const activityTerm = Float64Array.from(features.activity, (value) => Math.log(value + ACTIVITY_FLOOR));
  // For queries without any evidence: the most active investors.
  const byActivity = [...features.activity.keys()].sort(
    (a, b) => (features.activity[b] ?? 0) - (features.activity[a] ?? 0) || a - b,
  );

  // Per-query scratch space, reused: only the entries of touched candidates are reset and read.
  const touchedIn = new Int32Array(count);
  let queryNumber = 0;
  const featureScore = new Float64Array(count);
  const linkStrength = new Float64Array(count);
  const rawScore = new Float64Array(count);

  const idOf = (index: number) => (profiles[index] as InvestorProfile).id;
  const isBetter = (a: number, b: number) => {
    const difference = (rawScore[a] ?? 0) - (rawScore[b] ?? 0);
    return difference > 0 || (difference === 0 && compareStrings(idOf(a), idOf(b)) < 0);
  };

  function rank(query: FounderQuery, { limit, exclude }: RankOptions): RankedInvestor[] {
    queryNumber += 1;
    const touched: number[] = [];
    const touch = (index: number) => {
      if (touchedIn[index] === queryNumber) return;
      touchedIn[index] = queryNumber;
      touched.push(index);
      featureScore[index] = 0;
      linkStrength[index] = 0;
    };

    const queried = queriedFeatures(query, weights);
    for (const { kind, value, weight } of queried) {
      const posting = features.postings.get(featureKey(kind, value));
      for (let j = 0; posting && j < posting.investors.length; j += 1) {
        const index = posting.investors[j] ?? 0;
        touch(index);
        featureScore[index] = (featureScore[index] ?? 0) + weight * (posting.lift[j] ?? 0);
      }
    }

    const priors = [
      ...new Set(query.priorInvestors.map((name) => byId.get(investorId(name))).filter((i) => i !== undefined)),
    ];
    const spread = (from: number, links: Links, share: number) => {
      const witness = (profiles[from]?.dealCount ?? 0) + LINK_DAMPING;
      for (const [partner, times] of links) {
        touch(partner);
        linkStrength[partner] = (linkStrength[partner] ?? 0) + (share * times) / witness;
      }
    };
    for (const prior of priors) {
      touch(prior);
      spread(prior, network.coInvested[prior] as Links, weights.coInvestmentShare);
      spread(prior, network.investedAfter[prior] as Links, 1);
    }
    if (touched.length === 0) byActivity.slice(0, limit + (exclude?.size ?? 0)).forEach(touch);

    const priorSet = new Set(priors);
    const baseWeight = perKind(() => 0);
    for (const { kind, weight } of queried) baseWeight[kind] += weight;
    const weightedBases = FEATURE_KINDS.filter((kind) => baseWeight[kind] !== 0).map(
      (kind) => [baseWeight[kind], features.base[kind]] as const,
    );
    const networkTerm = (index: number) => weights.network * Math.log1p((linkStrength[index] ?? 0) * LINK_SCALE);
    const priorTerm = (index: number) =>
      priorSet.has(index)
        ? weights.priorInvestor + weights.followOnRate * Math.log(network.followOnRate[index] ?? 1)
        : 0;
    for (const index of touched) {
      let score = weights.activity * (activityTerm[index] ?? 0) + (featureScore[index] ?? 0);
      for (const [weight, base] of weightedBases) score += weight * (base[index] ?? 0);
      rawScore[index] = score + networkTerm(index) + priorTerm(index);
    }

    const eligible = exclude?.size ? touched.filter((index) => !exclude.has(idOf(index))) : touched;
    const activityAsOf = isoDay(Math.min(query.asOf?.getTime() ?? referenceMs, referenceMs));
    return topK(eligible, limit, isBetter).map((index) => {
      const investor = profiles[index] as InvestorProfile;
      const contributions: Partial<Record<Signal, number>> = {
        network: networkTerm(index),
        prior: priorTerm(index),
      };
      for (const { kind, value, weight, signal } of queried) {
        contributions[signal] = (contributions[signal] ?? 0) + weight * features.termOf(kind, value, index);
      }
      const evidence: MatchEvidence = {
        query,
        contributions,
        link: strongestLink(index, priors),
        followOn: priorSet.has(index)
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
      const coInvestments = network.coInvested[prior]?.get(index) ?? 0;
      const investedAfter = network.investedAfter[prior]?.get(index) ?? 0;
      const strength = coInvestments + investedAfter;
      if (strength > 0 && (!best || strength > best.coInvestments + best.investedAfter)) {
        best = { partner: profiles[prior] as InvestorProfile, coInvestments, investedAfter };
      }
    }
    return best;
  }

  /**
   * One investor's PearScore for the query, with the evidence its reasons are built from: the same terms `rank` adds
   * up (so the score is the one the founder's ranking would give), for a single, named investor.
   */
  function score(query: FounderQuery, id: string): ScoredInvestor | undefined {
    const index = byId.get(id);
    if (index === undefined) return undefined;
    const investor = profiles[index] as InvestorProfile;
    const queried = queriedFeatures(query, weights);
    const priors = [
      ...new Set(query.priorInvestors.map((name) => byId.get(investorId(name))).filter((i) => i !== undefined)),
    ];
    let strength = 0;
    for (const prior of priors) {
      const witness = (profiles[prior]?.dealCount ?? 0) + LINK_DAMPING;
      const coInvestments = network.coInvested[prior]?.get(index) ?? 0;
      const after = network.investedAfter[prior]?.get(index) ?? 0;
      strength += (weights.coInvestmentShare * coInvestments + after) / witness;
    }
    const isPrior = priors.includes(index);
    const contributions: Partial<Record<Signal, number>> = {
      network: weights.network * Math.log1p(strength * LINK_SCALE),
      prior: isPrior ? weights.priorInvestor + weights.followOnRate * Math.log(network.followOnRate[index] ?? 1) : 0,
    };
    let raw = weights.activity * (activityTerm[index] ?? 0) + (contributions.network ?? 0) + (contributions.prior ?? 0);
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
      const index = byId.get(id);
      return index === undefined ? undefined : profiles[index];
    },
  };
}
