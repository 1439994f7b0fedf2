// The matching benchmark of shared/design/matching-benchmark.md, run on the production ranking module.
//
// 1. Events: investments.csv joined to rounds.csv on (lower-cased company name, funded_when = funded_at),
//    one event per round with its investors (readCrunchbaseRounds; a name's spellings that differ only in
//    case or punctuation are one investor, as in the corpus).
// 2. Split by date: training = events before --split (2012-07-01), test = events on or after it (and before
//    --until when given). Known investors = those in a training event; unknown ones leave each test event's
//    truth set, and events left empty are dropped.
// 3. Profiles are built from training events only, with the same builder as the database import.
// 4. Query per test event: its sector, region, country, round type and size, and its prior investors (those in
//    the same company's training events; none = cold start). All known investors are ranked.
// 5. Recall@10 and @50 averaged over events, cold and warm apart, the popularity baseline (investors by number
//    of training events) in the same run, and milliseconds per query (index.rank, reasons included).
// 6. Last line: the JSON summary.
//
// Weights were tuned on training data only: `--split 2011-07-01 --until 2012-07-01` replays the protocol
// inside the training period.
//
// Run: node --import tsx api/scripts/bench-matching.ts [--dir <crunchbase dir>] [--split YYYY-MM-DD] [--until YYYY-MM-DD]
// (--dir defaults to the export shipped in the repository, api/data/crunchbase-2013; .csv or .csv.gz files)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_CORPUS_DIR } from '../src/config.js';
import { buildInvestorProfiles, compareStrings, investorId } from '../src/modules/investors/profiles.js';
import { companyKey, readCrunchbaseRounds, type FundingRound } from '../src/modules/investors/rounds.js';
import { buildMatchingIndex, type ScoreWeights } from '../src/modules/matching/matching-index.js';
import type { FounderQuery } from '../src/modules/matching/types.js';

export type BenchmarkOptions = {
  split: string;
  until?: string;
  weights?: Partial<ScoreWeights>;
};

export type BenchmarkResult = {
  events: number;
  recall10: number;
  recall50: number;
  cold: { events: number; recall10: number };
  warm: { events: number; recall10: number };
  popularity: { recall10: number; recall50: number };
  msPerQuery: number;
};

type TestCase = { query: FounderQuery; truth: Set<string> };

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

function recallAt(ranked: string[], truth: Set<string>, k: number): number {
  return ranked.slice(0, k).filter((id) => truth.has(id)).length / truth.size;
}

/** Steps 2–4: the training profiles and one query per usable test event. */
export function prepareBenchmark(rounds: FundingRound[], options: BenchmarkOptions) {
  const training = rounds.filter((round) => round.fundedAt < options.split);
  const testing = rounds.filter(
    (round) => round.fundedAt >= options.split && (!options.until || round.fundedAt < options.until),
  );
  const profiles = buildInvestorProfiles(training);
  const known = new Set(profiles.map((profile) => profile.id));

  const trainingInvestorsByCompany = new Map<string, Set<string>>();
  for (const round of training) {
    const key = companyKey(round.companyName);
    const investors = trainingInvestorsByCompany.get(key) ?? new Set<string>();
    for (const name of round.investors) investors.add(name);
    trainingInvestorsByCompany.set(key, investors);
  }

  const cases: TestCase[] = [];
  for (const round of testing) {
    const truth = new Set(round.investors.map(investorId).filter((id) => known.has(id)));
    if (truth.size === 0) continue;
    cases.push({
      truth,
      query: {
        sector: round.categoryCode,
        stage: round.roundType,
        roundSizeUsd: round.raisedAmountUsd,
        country: round.countryCode,
        region: round.region,
        priorInvestors: [...(trainingInvestorsByCompany.get(companyKey(round.companyName)) ?? [])],
      },
    });
  }
  return { profiles, cases };
}

export function runBenchmark(rounds: FundingRound[], options: BenchmarkOptions): BenchmarkResult {
  const { profiles, cases } = prepareBenchmark(rounds, options);
  const index = buildMatchingIndex(profiles, { weights: options.weights });
  const popular = [...profiles]
    .sort((a, b) => b.dealCount - a.dealCount || compareStrings(a.id, b.id))
    .slice(0, 50)
    .map((profile) => profile.id);

  const results: { cold: boolean; recall10: number; recall50: number; popular10: number; popular50: number }[] = [];
  let rankingMs = 0;
  for (const { query, truth } of cases) {
    const started = performance.now();
    const ranked = index.rank(query, { limit: 50 }).map((match) => match.investor.id);
    rankingMs += performance.now() - started;
    results.push({
      cold: query.priorInvestors.length === 0,
      recall10: recallAt(ranked, truth, 10),
      recall50: recallAt(ranked, truth, 50),
      popular10: recallAt(popular, truth, 10),
      popular50: recallAt(popular, truth, 50),
    });
  }

  const cold = results.filter((result) => result.cold);
  const warm = results.filter((result) => !result.cold);
  return {
    events: results.length,
    recall10: round3(mean(results.map((r) => r.recall10))),
    recall50: round3(mean(results.map((r) => r.recall50))),
    cold: { events: cold.length, recall10: round3(mean(cold.map((r) => r.recall10))) },
    warm: { events: warm.length, recall10: round3(mean(warm.map((r) => r.recall10))) },
    popularity: {
      recall10: round3(mean(results.map((r) => r.popular10))),
      recall50: round3(mean(results.map((r) => r.popular50))),
    },
    msPerQuery: round3(rankingMs / Math.max(1, results.length)),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: DEFAULT_CORPUS_DIR },
      split: { type: 'string', default: '2012-07-01' },
      until: { type: 'string' },
    },
  });
  const started = performance.now();
  const rounds = await readCrunchbaseRounds(path.resolve(values.dir));
  const result = runBenchmark(rounds, { split: values.split, until: values.until });
  console.log(
    `${rounds.length} rounds; test events ${result.events} (cold ${result.cold.events}, warm ${result.warm.events}); ` +
      `PearScore R@10 ${result.recall10} R@50 ${result.recall50}; popularity R@10 ${result.popularity.recall10} ` +
      `R@50 ${result.popularity.recall50}; ${result.msPerQuery} ms/query; total ${Math.round(performance.now() - started)} ms`,
  );
  console.log(JSON.stringify(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
