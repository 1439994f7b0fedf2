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
// inside the training period. `--weights '{"diversity":0.2}'` overrides production weights (ScoreWeights) for an
// experiment; the defaults are the production ones.
//
// Scale (issue 16): `--synthetic N` also measures the index on synthetic corpora (synthetic-corpus.ts) grown from
// the training rounds: 100,000, 1,000,000, … up to N investors (or exactly `--sizes 100000,250000`), next to the
// real corpus. For each: index build time (wall and CPU), RSS and heap with the profiles loaded, before and after
// the build, and milliseconds per query for a sample of the benchmark's queries (`--queries`, cold start and
// warm apart), through the same index.rank. The summary then has a "scale" array. Memory is only comparable with
// --expose-gc (the npm script passes it, and a larger heap: 1M profiles do not fit in Node's default 4 GB).
//
// Run: node --import tsx api/scripts/bench-matching.ts [--dir <crunchbase dir>] [--split YYYY-MM-DD] [--until YYYY-MM-DD]
//        [--weights JSON] [--synthetic N | --sizes N,N,…] [--queries 300] [--seed 16]
// (--dir defaults to the export shipped in the repository, api/data/crunchbase-2013; .csv or .csv.gz files)
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_CORPUS_DIR } from '../src/config.js';
import {
  buildInvestorProfiles,
  compareStrings,
  investorId,
  type InvestorProfile,
} from '../src/modules/investors/profiles.js';
import { companyKey, readCrunchbaseRounds, type FundingRound } from '../src/modules/investors/rounds.js';
import { ProfileTableBuilder } from '../src/modules/investors/profile-table.js';
import { buildMatchingIndex, type ScoreWeights } from '../src/modules/matching/matching-index.js';
import type { FounderQuery } from '../src/modules/matching/types.js';
import { syntheticRounds } from './synthetic-corpus.js';

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

/** Latency of one kind of query (cold start or warm), in milliseconds. */
export type LatencyStats = { queries: number; mean: number; p50: number; p99: number; max: number };

/** One corpus size: how long the index takes to build, what it costs in memory, how fast it answers. */
export type ScaleResult = {
  corpus: 'crunchbase-2013' | 'synthetic';
  investors: number;
  /** Deals (investor × round) in the profiles. */
  deals: number;
  /** Seconds to generate the synthetic rounds and build their profiles (0 for the real corpus, read from disk). */
  corpusSeconds: number;
  /** Seconds to read the profiles one by one into the compact table, as the API reads them from the database. */
  loadSeconds: number;
  buildSeconds: number;
  buildCpuSeconds: number;
  /** In the measuring process: with the profile table loaded, before the index is built / after, in MB. */
  rssMb: { before: number; after: number };
  /** The measuring process' largest RSS, loading and building included. */
  peakRssMb: number;
  /** Heap counts array buffers too. */
  heapMb: { before: number; after: number };
  cold: LatencyStats;
  warm: LatencyStats;
  /** CPU milliseconds per query, all queries (the wall clock suffers most when the machine is shared). */
  cpuMsPerQuery: number;
};

const MB = 1024 * 1024;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Full garbage collection when node runs with --expose-gc, so that memory readings are of live data. */
function collectGarbage(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc === 'function') gc();
}

function memoryNow(): { rss: number; heap: number } {
  collectGarbage();
  // Typed arrays live outside the V8 heap: `external` counts them.
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss: Math.round(rss / MB), heap: Math.round((heapUsed + external) / MB) };
}

function latency(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    round3(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0);
  return { queries: sorted.length, mean: round3(mean(sorted)), p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** `count` queries spread evenly over the benchmark's, so that cold and warm keep their shares. */
export function sampleQueries(cases: { query: FounderQuery }[], count: number): FounderQuery[] {
  const step = Math.max(1, cases.length / count);
  const sample: FounderQuery[] = [];
  for (let position = 0; position < cases.length && sample.length < count; position += step) {
    sample.push((cases[Math.floor(position)] as { query: FounderQuery }).query);
  }
  return sample;
}

type ScaleJob = { profilesFile: string; queries: FounderQuery[]; corpus: ScaleResult['corpus']; corpusSeconds: number };

/**
 * In a process of its own (so that its memory is the index's, not the generator's): reads the profiles one line
 * at a time into a ProfileTable, as the API pages them out of the database, builds the index, times the queries.
 */
async function measureScale({ profilesFile, queries, corpus, corpusSeconds }: ScaleJob): Promise<ScaleResult> {
  const loadStarted = performance.now();
  const table = new ProfileTableBuilder();
  const lines = createInterface({ input: createReadStream(profilesFile), crlfDelay: Infinity });
  for await (const line of lines) if (line) table.add(JSON.parse(line) as InvestorProfile);
  const profiles = table.finish();
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const before = memoryNow();
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const index = buildMatchingIndex(profiles);
  const buildCpu = process.cpuUsage(cpuStarted);
  const buildSeconds = (performance.now() - started) / 1000;
  const after = memoryNow();

  for (const query of queries.slice(0, 10)) index.rank(query, { limit: 50 });
  const cold: number[] = [];
  const warm: number[] = [];
  const queryCpuStarted = process.cpuUsage();
  for (const query of queries) {
    const queryStarted = performance.now();
    index.rank(query, { limit: 50 });
    (query.priorInvestors.length === 0 ? cold : warm).push(performance.now() - queryStarted);
  }
  const queryCpu = process.cpuUsage(queryCpuStarted);
  return {
    corpus,
    investors: profiles.size,
    deals: profiles.dealTotal,
    corpusSeconds: round1(corpusSeconds),
    loadSeconds: round1(loadSeconds),
    buildSeconds: round1(buildSeconds),
    buildCpuSeconds: round1((buildCpu.user + buildCpu.system) / 1e6),
    rssMb: { before: before.rss, after: after.rss },
    // maxRSS is in kilobytes.
    peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / MB),
    heapMb: { before: before.heap, after: after.heap },
    cold: latency(cold),
    warm: latency(warm),
    cpuMsPerQuery: round3((queryCpu.user + queryCpu.system) / 1000 / Math.max(1, queries.length)),
  };
}

/**
 * Writes the profiles to a temporary file, one JSON line each, and measures them in a child Node (Node's default
 * heap limit: what the API would run with) that answers with the ScaleResult as its last line.
 */
async function measureScaleApart(
  profiles: InvestorProfile[],
  job: Omit<ScaleJob, 'profilesFile'>,
): Promise<ScaleResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pear-bench-matching-'));
  try {
    const profilesFile = path.join(dir, 'profiles.ndjson');
    const out = createWriteStream(profilesFile);
    for (const profile of profiles) {
      if (!out.write(`${JSON.stringify(profile)}\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const jobFile = path.join(dir, 'job.json');
    await writeFile(jobFile, JSON.stringify({ ...job, profilesFile }));
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--conditions=pear-source',
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--measure',
        jobFile,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`bench:matching: the measuring process exited with ${code}`);
    return JSON.parse(output.trim().split('\n').at(-1) ?? '') as ScaleResult;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** 100,000, 1,000,000, … up to `largest`, and `largest` itself. */
export function syntheticSizes(largest: number): number[] {
  const sizes: number[] = [];
  for (let size = 100_000; size < largest; size *= 10) sizes.push(size);
  return [...sizes, largest];
}

function describeScale(result: ScaleResult): string {
  const count = result.investors.toLocaleString('en-US');
  const ms = (stats: LatencyStats) => `p50 ${stats.p50} / p99 ${stats.p99} / mean ${stats.mean} ms (${stats.queries})`;
  return (
    `${result.corpus} ${count} investors, ${result.deals.toLocaleString('en-US')} deals: ` +
    `load ${result.loadSeconds} s, build ${result.buildSeconds} s (CPU ${result.buildCpuSeconds} s); ` +
    `RSS ${result.rssMb.before} → ${result.rssMb.after} MB (peak ${result.peakRssMb}), ` +
    `heap ${result.heapMb.before} → ${result.heapMb.after} MB; ` +
    `cold ${ms(result.cold)}; warm ${ms(result.warm)}; CPU ${result.cpuMsPerQuery} ms/query`
  );
}

/** The real corpus, then synthetic corpora of `sizes` investors grown from the training rounds. */
async function runScale(
  rounds: FundingRound[],
  options: BenchmarkOptions & { sizes: number[]; queries: number; seed: number },
) {
  const { profiles, cases } = prepareBenchmark(rounds, options);
  const queries = sampleQueries(cases, options.queries);
  const results = [await measureScaleApart(profiles, { queries, corpus: 'crunchbase-2013', corpusSeconds: 0 })];
  console.log(describeScale(results[0] as ScaleResult));
  const training = rounds.filter((round) => round.fundedAt < options.split);
  for (const size of options.sizes) {
    const started = performance.now();
    const synthetic = buildInvestorProfiles(syntheticRounds(training, { investors: size, seed: options.seed }));
    const corpusSeconds = (performance.now() - started) / 1000;
    const result = await measureScaleApart(synthetic, { queries, corpus: 'synthetic', corpusSeconds });
    console.log(describeScale(result));
    results.push(result);
  }
  return results;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: DEFAULT_CORPUS_DIR },
      split: { type: 'string', default: '2012-07-01' },
      until: { type: 'string' },
      weights: { type: 'string' },
      synthetic: { type: 'string' },
      sizes: { type: 'string' },
      queries: { type: 'string', default: '300' },
      seed: { type: 'string', default: '16' },
    },
  });
  const positive = (text: string) => {
    const value = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(value) || value <= 0) throw new Error(`Not a positive whole number: ${text}`);
    return value;
  };
  const sizes = values.sizes
    ? values.sizes.split(',').map(positive)
    : values.synthetic
      ? syntheticSizes(positive(values.synthetic))
      : [];
  const started = performance.now();
  const rounds = await readCrunchbaseRounds(path.resolve(values.dir));
  const weights = values.weights ? (JSON.parse(values.weights) as Partial<ScoreWeights>) : undefined;
  const result = runBenchmark(rounds, { split: values.split, until: values.until, weights });
  console.log(
    `${rounds.length} rounds; test events ${result.events} (cold ${result.cold.events}, warm ${result.warm.events}); ` +
      `PearScore R@10 ${result.recall10} R@50 ${result.recall50}; popularity R@10 ${result.popularity.recall10} ` +
      `R@50 ${result.popularity.recall50}; ${result.msPerQuery} ms/query; total ${Math.round(performance.now() - started)} ms`,
  );
  if (sizes.length === 0) {
    console.log(JSON.stringify(result));
    return;
  }
  const scale = await runScale(rounds, {
    split: values.split,
    until: values.until,
    sizes,
    queries: positive(values.queries),
    seed: positive(values.seed),
  });
  console.log(JSON.stringify({ ...result, scale }));
}

/** The child of measureScaleApart: `--measure JOB.json`. */
async function measureFromJob(jobFile: string): Promise<void> {
  const job = JSON.parse(await readFile(jobFile, 'utf8')) as ScaleJob;
  console.log(JSON.stringify(await measureScale(job)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const measure = process.argv.indexOf('--measure');
  await (measure > 0 ? measureFromJob(process.argv[measure + 1] ?? '') : main());
}
