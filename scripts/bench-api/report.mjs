// The pure half of `npm run bench:api`: latency percentiles, the results table, the target verdict and the
// generator-bound warning. No I/O, so scripts/__tests__/bench-api-report.test.mjs covers it directly.

/** Issue 16's targets on the 2-core machine: p99 at a fixed rate, no errors, for these routes. */
export const TARGETS = {
  postgres: { rate: 300, p99Ms: 20, routes: ['get-info', 'matches'] },
  pglite: { rate: 200, p99Ms: 50, routes: ['get-info', 'matches'] },
};

/** Above this share of one core, the load generator (not the API) may be what limits the numbers. */
export const GENERATOR_BOUND_SHARE = 0.7;

/** An achieved rate this far under the target means the API (or the generator) did not keep up. */
const RATE_SHORTFALL_ALLOWED = 0.05;

/**
 * Nearest-rank percentile of an ascending array (`p` in 0..100); 0 for no values.
 * @param {ArrayLike<number>} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * p50 / p90 / p99 / max (ms) of the latencies, and how many there were.
 * @param {ArrayLike<number>} latencies
 */
export function summarizeLatencies(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? 0 : sorted[sorted.length - 1],
  };
}

/**
 * Splits the status counts into 2xx, the answers the route is designed to give under load (`designedStatuses`,
 * e.g. find-matches' 429 once the daily quota is used) and the rest, which count as failures.
 * @param {Record<string, number>} statusCounts
 * @param {number[]} [designedStatuses]
 */
export function classifyStatuses(statusCounts, designedStatuses = []) {
  let ok = 0;
  let designed = 0;
  let unexpected = 0;
  for (const [status, count] of Object.entries(statusCounts)) {
    const code = Number(status);
    if (code >= 200 && code < 300) ok += count;
    else if (designedStatuses.includes(code)) designed += count;
    else unexpected += count;
  }
  return { ok, designed, unexpected };
}

const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

const percent = (share) => (share * 100).toFixed(0);

/**
 * @typedef {{ route: string, targetRate: number | null, achievedRate: number,
 *   latency: { p50: number, p90: number, p99: number, max: number }, unexpected: number, designed: number,
 *   errors: number, generatorCpu: number, apiCpu: number, machineBusy: number }} RouteRow
 *   `unexpected`: non-2xx answers that are not designed refusals (`designed`); `generatorCpu`, `apiCpu`: share of
 *   one core; `machineBusy`: share of all cores (other processes included)
 */

/**
 * The per-route table.
 * @param {RouteRow[]} rows
 */
export function formatTable(rows) {
  const header = [
    'route',
    'target/s',
    'achieved/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'refused*',
    'errors',
    'gen cpu%',
    'api cpu%',
    'host busy%',
  ];
  const lines = rows.map((row) => [
    row.route,
    row.targetRate === null ? 'max' : String(row.targetRate),
    row.achievedRate.toFixed(1),
    ms(row.latency.p50),
    ms(row.latency.p90),
    ms(row.latency.p99),
    ms(row.latency.max),
    String(row.unexpected),
    String(row.designed),
    String(row.errors),
    percent(row.generatorCpu),
    percent(row.apiCpu),
    percent(row.machineBusy),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const render = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [render(header), render(widths.map((width) => '─'.repeat(width))), ...lines.map(render)].join('\n');
}

/**
 * Rows whose load generator used more than GENERATOR_BOUND_SHARE of a core: their numbers may be the generator's.
 * @param {Pick<RouteRow, 'route' | 'generatorCpu'>[]} rows
 */
export const generatorBoundRoutes = (rows) =>
  rows.filter((row) => row.generatorCpu > GENERATOR_BOUND_SHARE).map((row) => row.route);

/**
 * Whether the target holds for each target route that was run: at the target rate (achieved within 5 %),
 * p99 within the limit, no errors and no unexpected statuses.
 * @param {'postgres' | 'pglite'} database
 * @param {Pick<RouteRow, 'route' | 'targetRate' | 'achievedRate' | 'latency' | 'unexpected' | 'errors'>[]} rows
 */
export function verdict(database, rows) {
  const target = TARGETS[database];
  const checks = target.routes.map((route) => {
    const row = rows.find((candidate) => candidate.route === route);
    if (!row) return { route, met: null, reason: 'not run' };
    if (row.targetRate !== target.rate) {
      return { route, met: null, reason: `run at ${row.targetRate ?? 'max'} req/s, not the target ${target.rate}` };
    }
    const problems = [];
    if (row.achievedRate < target.rate * (1 - RATE_SHORTFALL_ALLOWED)) {
      problems.push(`achieved ${row.achievedRate.toFixed(1)} req/s`);
    }
    if (row.latency.p99 > target.p99Ms) problems.push(`p99 ${ms(row.latency.p99)} ms > ${target.p99Ms} ms`);
    if (row.errors > 0) problems.push(`${row.errors} errors`);
    if (row.unexpected > 0) problems.push(`${row.unexpected} non-2xx`);
    return {
      route,
      met: problems.length === 0,
      reason: problems.length === 0 ? `p99 ${ms(row.latency.p99)} ms ≤ ${target.p99Ms} ms` : problems.join(', '),
    };
  });
  const decided = checks.filter((check) => check.met !== null);
  return {
    database,
    target,
    checks,
    met: decided.length === target.routes.length && decided.every((check) => check.met),
  };
}

/** @param {ReturnType<typeof verdict>} result */
export function formatVerdict(result) {
  const { target } = result;
  const label = result.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const lines = result.checks.map(
    (check) => `  ${check.met === null ? '–' : check.met ? '✔' : '✖'} ${check.route}: ${check.reason}`,
  );
  const overall = result.met ? 'MET' : 'NOT MET';
  return [`Target (${label}: p99 ≤ ${target.p99Ms} ms at ${target.rate} req/s, no errors): ${overall}`, ...lines].join(
    '\n',
  );
}

/**
 * CPU share of one core from a CPU time (µs or s, same unit as wall) over a wall time.
 * @param {number} cpu
 * @param {number} wall
 */
export const coreShare = (cpu, wall) => (wall > 0 ? cpu / wall : 0);

/**
 * utime + stime (clock ticks) from the text of /proc/<pid>/stat. The command name (field 2) may hold spaces and
 * parentheses, so fields are counted after its closing parenthesis.
 * @param {string} stat
 */
export function procStatCpuTicks(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) are at offsets 11 and 12.
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Busy and total jiffies of all cores from the first line of /proc/stat (idle and iowait count as not busy).
 * @param {string} stat
 */
export function procStatMachineTicks(stat) {
  const values = (stat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}
