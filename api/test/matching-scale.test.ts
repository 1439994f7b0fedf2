import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { syntheticRounds } from '../scripts/synthetic-corpus.js';
import { DEFAULT_CORPUS_DIR } from '../src/config.js';
import { buildInvestorProfiles, investorId, type InvestorProfile } from '../src/modules/investors/profiles.js';
import { companyKey, readCrunchbaseRounds, type FundingRound } from '../src/modules/investors/rounds.js';
import { buildMatchingIndex } from '../src/modules/matching/matching-index.js';
import type { FounderQuery, MatchingIndex } from '../src/modules/matching/types.js';

const UNIVERSES = 4;

const countsOf = (values: (string | null)[]) => {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

// The first half of 2011 of the real corpus: about a thousand rounds, enough for a real degree distribution.
describe('synthetic investor corpus', () => {
  let template: FundingRound[];
  let templateProfiles: InvestorProfile[];
  before(async () => {
    const rounds = await readCrunchbaseRounds(DEFAULT_CORPUS_DIR);
    template = rounds.filter((round) => round.fundedAt >= '2011-01-01' && round.fundedAt < '2011-07-01');
    templateProfiles = buildInvestorProfiles(template);
  });

  it('is the same for the same seed and size, and differs with the seed', () => {
    const investors = templateProfiles.length * 2 + 17;
    assert.deepEqual(syntheticRounds(template, { investors }), syntheticRounds(template, { investors }));
    assert.notDeepEqual(
      syntheticRounds(template, { investors, seed: 1 }),
      syntheticRounds(template, { investors, seed: 2 }),
    );
  });

  it('has exactly the investors asked for, each clone with its template’s deal count (power law kept)', () => {
    const investors = templateProfiles.length * UNIVERSES;
    const profiles = buildInvestorProfiles(syntheticRounds(template, { investors }));
    assert.equal(profiles.length, investors);
    const dealCounts = (list: InvestorProfile[]) => list.map((profile) => profile.dealCount).sort((a, b) => a - b);
    const expected = dealCounts(templateProfiles).flatMap((count) => Array<number>(UNIVERSES).fill(count));
    assert.deepEqual(
      dealCounts(profiles),
      expected.sort((a, b) => a - b),
    );

    // Heavy-tailed: most investors made one deal, the top 1% made a large share of them.
    const sorted = dealCounts(profiles);
    const total = sorted.reduce((sum, count) => sum + count, 0);
    const top = sorted.slice(-Math.ceil(sorted.length / 100)).reduce((sum, count) => sum + count, 0);
    assert.equal(sorted[sorted.length >> 1], 1);
    assert.ok(top / total > 0.1, `top 1% hold ${top / total} of the deals`);
  });

  it('keeps the stages of every round and the shares of sectors, and links universes by co-investment', () => {
    const rounds = syntheticRounds(template, { investors: templateProfiles.length * UNIVERSES });
    const stages = countsOf(rounds.map((round) => round.roundType));
    for (const [stage, count] of countsOf(template.map((round) => round.roundType))) {
      assert.equal(stages.get(stage), count * UNIVERSES, `rounds at stage ${stage}`);
    }
    const sectors = countsOf(rounds.map((round) => round.categoryCode));
    for (const [sector, count] of countsOf(template.map((round) => round.categoryCode))) {
      const share = (sectors.get(sector) ?? 0) / rounds.length;
      assert.ok(Math.abs(share - count / template.length) < 0.02, `share of ${sector}: ${share}`);
    }
    const universeOf = (name: string) => /\[s(\d+)\]$/.exec(name)?.[1] ?? '0';
    const mixed = rounds.filter((round) => new Set(round.investors.map(universeOf)).size > 1);
    assert.ok(mixed.length > 0, 'some rounds bring investors of two universes together');
    // Universe 0 keeps the real names, so a real investor can be named as a founder's current investor.
    const ids = new Set(buildInvestorProfiles(rounds).map((profile) => profile.id));
    for (const profile of templateProfiles) assert.ok(ids.has(profile.id), profile.id);
  });
});

describe('MatchingIndex.rank against a scan of every investor', () => {
  let profiles: InvestorProfile[];
  let index: MatchingIndex;
  let queries: FounderQuery[];
  before(async () => {
    const rounds = await readCrunchbaseRounds(DEFAULT_CORPUS_DIR);
    const template = rounds.filter((round) => round.fundedAt >= '2011-01-01' && round.fundedAt < '2011-07-01');
    const investors = new Set(template.flatMap((round) => round.investors.map(investorId))).size * 2;
    profiles = buildInvestorProfiles(syntheticRounds(template, { investors }));
    index = buildMatchingIndex(profiles);
    // Queries shaped like the benchmark's: later rounds of the same period, with and without current investors.
    queries = rounds
      .filter((round) => round.fundedAt >= '2011-07-01' && round.fundedAt < '2011-07-15')
      .slice(0, 12)
      .map((round, position) => ({
        sector: round.categoryCode,
        stage: round.roundType,
        roundSizeUsd: round.raisedAmountUsd,
        country: round.countryCode,
        region: round.region,
        priorInvestors: position % 2 === 0 ? round.investors.slice(0, 2) : [],
      }));
  });

  const sizeOctave = (usd: number) => Math.round(Math.log2(usd / 1_000_000));

  /** Investors with any evidence for the query: a matching deal, a current investor, or a round shared with one. */
  function evidenceScan(query: FounderQuery): { sure: Set<string>; possible: Set<string> } {
    const priors = new Set(query.priorInvestors.map(investorId));
    const priorRounds = new Set<string>();
    const priorCompanies = new Set<string>();
    for (const profile of profiles) {
      if (!priors.has(profile.id)) continue;
      for (const deal of profile.portfolio) {
        priorRounds.add(`${companyKey(deal.company)}|${deal.fundedAt}`);
        priorCompanies.add(companyKey(deal.company));
      }
    }
    const sure = new Set<string>();
    const possible = new Set<string>();
    for (const profile of profiles) {
      const matchesFeature = profile.portfolio.some(
        (deal) =>
          (query.sector !== null && deal.sector === query.sector) ||
          (query.stage !== null && deal.stage === query.stage) ||
          (query.region !== null && deal.region === query.region) ||
          (query.country !== null && deal.countryCode === query.country) ||
          (query.roundSizeUsd !== null &&
            deal.raisedAmountUsd !== null &&
            Math.abs(sizeOctave(deal.raisedAmountUsd) - sizeOctave(query.roundSizeUsd)) <= 2),
      );
      const coInvested = profile.portfolio.some((deal) =>
        priorRounds.has(`${companyKey(deal.company)}|${deal.fundedAt}`),
      );
      if (matchesFeature || priors.has(profile.id) || coInvested) sure.add(profile.id);
      if (profile.portfolio.some((deal) => priorCompanies.has(companyKey(deal.company)))) possible.add(profile.id);
    }
    return { sure, possible };
  }

  it('ranks exactly the investors a scan finds evidence for, in the order of their own scores', () => {
    for (const query of queries) {
      const everyone = index.rank(query, { limit: profiles.length });
      const { sure, possible } = evidenceScan(query);
      const ranked = new Set(everyone.map((match) => match.investor.id));
      for (const id of sure) assert.ok(ranked.has(id), `${id} has evidence but is not ranked`);
      for (const id of ranked) assert.ok(sure.has(id) || possible.has(id), `${id} is ranked without evidence`);

      let previous = Number.POSITIVE_INFINITY;
      for (const match of everyone) {
        assert.ok(match.score <= previous, 'scores never rise down the ranking');
        previous = match.score;
        const alone = index.score(query, match.investor.id);
        assert.equal(alone?.score, match.score);
        assert.deepEqual(alone?.reasons, match.reasons);
      }
    }
  });

  it('returns the top k of the full ranking, with or without exclusions', () => {
    for (const query of queries) {
      const everyone = index.rank(query, { limit: profiles.length });
      assert.deepEqual(index.rank(query, { limit: 10 }), everyone.slice(0, 10));
      const exclude = new Set(everyone.slice(0, 3).map((match) => match.investor.id));
      assert.deepEqual(
        index.rank(query, { limit: 10, exclude }),
        everyone.filter((match) => !exclude.has(match.investor.id)).slice(0, 10),
      );
    }
  });
});
