// The pure parts of `npm run bench:api` (scripts/bench-api/): percentiles, status classes, the verdict against
// issue 16's targets, the table, /proc parsing, the lanes' rate split, the wait for an idle API and the flags. The
// benchmark itself is not run here: it prints numbers, it is not a timed test. Run with `node --test scripts/__tests__/`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { splitEvenly, waitUntilIdle } from '../bench-api/load.mjs';
import { parseBenchOptions, ROUTE_NAMES } from '../bench-api/options.mjs';
import {
  classifyStatuses,
  formatTable,
  formatVerdict,
  generatorBoundRoutes,
  percentile,
  procStatCpuTicks,
  procStatMachineTicks,
  summarizeLatencies,
  verdict,
} from '../bench-api/report.mjs';

/** A row as the benchmark builds it, with the fields a test does not care about filled in. */
const row = (overrides) => ({
  route: 'get-info',
  targetRate: 200,
  achievedRate: 200,
  latency: { p50: 5, p90: 10, p99: 20, max: 30 },
  unexpected: 0,
  designed: 0,
  errors: 0,
  generatorCpu: 0.2,
  apiCpu: 0.5,
  machineBusy: 0.6,
  ...overrides,
});

describe('latency summary', () => {
  test('nearest-rank percentiles of 1..100 ms, whatever the order they came in', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    assert.deepEqual(summarizeLatencies(latencies), { count: 100, p50: 50, p90: 90, p99: 99, max: 100 });
  });

  test('one slow request in a hundred is the max, not the p99', () => {
    const latencies = [...Array.from({ length: 99 }, () => 2), 500];
    const summary = summarizeLatencies(latencies);
    assert.equal(summary.p99, 2);
    assert.equal(summary.max, 500);
  });

  test('no responses give zeros, not NaN', () => {
    assert.deepEqual(summarizeLatencies([]), { count: 0, p50: 0, p90: 0, p99: 0, max: 0 });
    assert.equal(percentile([], 50), 0);
  });
});

describe('status classes', () => {
  test('designed refusals are counted apart from failures', () => {
    assert.deepEqual(classifyStatuses({ 200: 90, 201: 2, 429: 5, 500: 3 }, [429]), {
      ok: 92,
      designed: 5,
      unexpected: 3,
    });
    assert.deepEqual(classifyStatuses({ 200: 1, 429: 5 }), { ok: 1, designed: 0, unexpected: 5 });
  });
});

describe('verdict', () => {
  test('PGlite: met when get-info and matches keep p99 within 50 ms at 200 req/s with no errors', () => {
    const result = verdict('pglite', [row({ route: 'get-info' }), row({ route: 'matches', latency: { p99: 49.9 } })]);
    assert.equal(result.met, true);
    assert.match(formatVerdict(result), /^Target \(PGlite: p99 ≤ 50 ms at 200 req\/s, no errors\): MET/);
  });

  test('PostgreSQL: 21 ms p99, an error or a shortfall in rate each fail the target, with the reason', () => {
    const result = verdict('postgres', [
      row({ route: 'get-info', targetRate: 300, achievedRate: 250, latency: { p99: 21 } }),
      row({ route: 'matches', targetRate: 300, achievedRate: 300, errors: 2, unexpected: 1 }),
    ]);
    assert.equal(result.met, false);
    assert.deepEqual(
      result.checks.map((check) => [check.route, check.met, check.reason]),
      [
        ['get-info', false, 'achieved 250.0 req/s, p99 21.0 ms > 20 ms'],
        ['matches', false, '2 errors, 1 non-2xx'],
      ],
    );
  });

  test('a route run at another rate, or not run, decides nothing and the target is not met', () => {
    const result = verdict('pglite', [row({ route: 'get-info', targetRate: 50 })]);
    assert.equal(result.met, false);
    assert.deepEqual(
      result.checks.map((check) => [check.met, check.reason]),
      [
        [null, 'run at 50 req/s, not the target 200'],
        [null, 'not run'],
      ],
    );
  });
});

describe('table', () => {
  test('one aligned line per route under a header, "max" for a route without a fixed rate', () => {
    const lines = formatTable([
      row({
        route: 'health',
        targetRate: null,
        achievedRate: 1234.56,
        latency: { p50: 1.234, p90: 2, p99: 150, max: 1500 },
      }),
      row({ route: 'find-matches', designed: 7 }),
    ]).split('\n');
    assert.equal(lines.length, 4);
    assert.match(lines[0], /^route\s+target\/s\s+achieved\/s\s+p50 ms/);
    assert.match(lines[2], /^health\s+max\s+1234\.6\s+1\.2\s+2\.0\s+150\s+1500\s+0\s+0\s+0\s+20\s+50\s+60$/);
    assert.match(lines[3], /^find-matches\s+200\s+200\.0\s+5\.0\s+10\.0\s+20\.0\s+30\.0\s+0\s+7\s+0/);
    assert.equal(new Set(lines.map((line) => line.length)).size, 1, 'every line as wide as the header');
  });

  test('the generator is named when it used more than 70 % of a core', () => {
    assert.deepEqual(
      generatorBoundRoutes([row({ route: 'a', generatorCpu: 0.71 }), row({ route: 'b', generatorCpu: 0.7 })]),
      ['a'],
    );
  });
});

describe('/proc parsing', () => {
  test("a process's utime + stime, even with spaces and parentheses in its name", () => {
    const stat = '4242 (node (api) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 1234 567 0 0 20 0 11 0 99 0';
    assert.equal(procStatCpuTicks(stat), 1234 + 567);
  });

  test('machine busy and total jiffies, idle and iowait not busy', () => {
    const stat = 'cpu  100 5 50 800 20 0 5 0 0 0\ncpu0 50 2 25 400 10 0 3 0 0 0\n';
    assert.deepEqual(procStatMachineTicks(stat), { busy: 160, total: 980 });
  });
});

describe('lanes', () => {
  test('a rate splits into integers that differ by at most one and add up', () => {
    assert.deepEqual(splitEvenly(7, 3), [3, 2, 2]);
    const lanes = splitEvenly(300, 50);
    assert.equal(
      lanes.reduce((sum, rate) => sum + rate, 0),
      300,
    );
    assert.deepEqual(new Set(lanes), new Set([6]));
  });
});

describe('flags', () => {
  test('defaults: the target rate of the database, 10 s, 50 founders, every route', () => {
    const pglite = parseBenchOptions([]);
    assert.equal(pglite.rate, 200);
    assert.equal(pglite.duration, 10);
    assert.equal(pglite.founders, 50);
    assert.deepEqual(pglite.routes, ROUTE_NAMES);
    assert.equal(parseBenchOptions(['--pg']).rate, 300);
  });

  test('routes run in the benchmark order, and an unknown route or a bad number is refused', () => {
    const options = parseBenchOptions(['--routes', 'matches,get-info', '--rate', '50', '--cpu-prof', '/tmp/p']);
    assert.deepEqual(options.routes, ['get-info', 'matches']);
    assert.equal(options.rate, 50);
    assert.equal(options.cpuProf, '/tmp/p');
    assert.throws(() => parseBenchOptions(['--routes', 'get-info,nope']), /unknown route nope/);
    assert.throws(() => parseBenchOptions(['--rate', '0']), /--rate must be a positive number/);
    assert.throws(() => parseBenchOptions(['--bogus']), /Unknown option/);
  });
});

describe('waitUntilIdle', () => {
  test('waits while the process keeps a core busy, and returns after two idle samples in a row', async () => {
    // Busy: a second of CPU per call, far more than any sample's wall time; then no CPU at all.
    let calls = 0;
    const busyCalls = 4;
    const cpuSeconds = async () => {
      calls += 1;
      return Math.min(calls, busyCalls);
    };
    await waitUntilIdle(cpuSeconds, { sampleMs: 5 });
    // The first reading, three busy samples, then two idle ones.
    assert.equal(calls, busyCalls + 2);
  });

  test('gives up after its limit when the process never goes idle', async () => {
    let cpu = 0;
    const waited = await waitUntilIdle(async () => (cpu += 1), { sampleMs: 5, limitMs: 50 });
    assert.ok(waited >= 50 && waited < 1000, `waited ${waited} ms`);
  });
});
