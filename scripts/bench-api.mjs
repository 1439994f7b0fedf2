// `npm run bench:api`: a load benchmark of the real API (issue 16). Starts the API as `npm start` runs it on free
// ports with a fresh database (PGlite, or a private PostgreSQL cluster with --pg), seeds founders and investors
// through the real routes, drives autocannon at a fixed rate against one hot route at a time and prints latency
// percentiles, the target verdict and one JSON line. `--help` lists the flags.
import { readFile } from 'node:fs/promises';

import { endpoints } from '@pear/contract';

import {
  importCorpus,
  newJwtSecret,
  RAISED_LIMITS,
  startBenchApi,
  startBenchDatabase,
} from './bench-api/api-process.mjs';
import { driveRoute, waitUntilIdle, waitUntilResponsive } from './bench-api/load.mjs';
import { HELP, parseBenchOptions } from './bench-api/options.mjs';
import {
  classifyStatuses,
  coreShare,
  formatTable,
  formatVerdict,
  GENERATOR_BOUND_SHARE,
  generatorBoundRoutes,
  procStatMachineTicks,
  summarizeLatencies,
  verdict,
} from './bench-api/report.mjs';
import { pathOf, seedUsers } from './bench-api/seed.mjs';

/**
 * Unmeasured seconds at the route's rate before each measurement, on the connections the measurement then uses:
 * every lane has started and opened its connections (LANE_SPREAD_MS), JIT, pools and caches have warmed up.
 */
const WARM_UP_SECONDS = 2;

let options;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${HELP}`);
  process.exit(2);
}
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const log = options.jsonOnly ? () => undefined : (/** @type {string} */ line) => console.log(line);

/** @typedef {'founders' | 'investors' | null} Users */
/**
 * What each route sends: the contract's endpoint, whose tokens, a body, and the refusals it is designed to give.
 * @type {Record<string, { endpoint: { method: string, path: string }, users: Users, json?: unknown,
 *   designed?: number[], maxRate?: boolean }>}
 */
const ROUTES = {
  health: { endpoint: endpoints.health, users: null, maxRate: true },
  'get-info': { endpoint: endpoints.getInfo, users: 'founders' },
  matches: { endpoint: endpoints.getMatches, users: 'founders' },
  // 429: the daily quota (none on the Team plan the founders buy) or the per-user rate limit (raised).
  'find-matches': { endpoint: endpoints.findMatches, users: 'founders', designed: [429] },
  'match-status': { endpoint: endpoints.getMatchStatus, users: 'founders' },
  'store-info': { endpoint: endpoints.storeInfo, users: 'founders', json: { Location: 'Berlin, Germany' } },
  deals: { endpoint: endpoints.listDeals, users: 'founders' },
  'investor-matches': { endpoint: endpoints.getFounderMatches, users: 'investors' },
};

const machineTicks = async () => procStatMachineTicks(await readFile('/proc/stat', 'utf8'));

const database = await startBenchDatabase({ pg: options.pg, log });
const jwtSecret = newJwtSecret();
/** @type {Awaited<ReturnType<typeof startBenchApi>> | undefined} */
let api;
let cleanedUp = false;
let interrupted = false;
const cleanUp = async () => {
  if (cleanedUp) return;
  cleanedUp = true;
  await api?.stop().catch((error) => console.error(`could not stop the API: ${error.message}`));
  await database.remove().catch((error) => console.error(`could not remove the database: ${error.message}`));
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.once(signal, () => {
    interrupted = true;
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  const startApi = (cpuProfDir) =>
    startBenchApi({ dataDir: database.dataDir, databaseEnv: database.env, jwtSecret, cpuProfDir });
  const apiStarted = Date.now();
  let corpusNote = 'imported on the first start, as npm start does';
  try {
    api = await startApi(undefined);
  } catch (error) {
    if (interrupted) throw error;
    corpusNote = `imported by api/scripts/import-investors.ts after the first start failed (${error.message})`;
    log(`The API's first start failed (${error.message}); importing the corpus on its own, then starting again`);
    await importCorpus(database.env);
    api = await startApi(undefined);
  }
  const apiStartSeconds = (Date.now() - apiStarted) / 1000;
  log(
    `API: ${api.mode}, ${database.kind}, LOG_LEVEL=${api.logLevel} (as npm start), up in ${apiStartSeconds.toFixed(1)} s`,
  );
  log(`Investor corpus: ${corpusNote}`);
  log(
    `Rate limits raised for the run: ${Object.entries(RAISED_LIMITS)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}`,
  );

  log(
    `Seeding ${options.founders} founders (sign-in, resume, deck, Team plan, deals) and ${options.investors} investors…`,
  );
  const seedStarted = Date.now();
  const seeded = await seedUsers(api.apiUrl, options);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  log(`Seeded in ${seedSeconds.toFixed(1)} s`);

  if (options.cpuProf) {
    // The profile should hold the measured routes, not the seeding's PDF parses: restart with the profiler on.
    await api.stop();
    api = await startApi(options.cpuProf);
    log(`API restarted with --cpu-prof --cpu-prof-dir=${options.cpuProf}`);
  }
  const running = api;

  const tokensOf = (/** @type {Users} */ users) =>
    users === 'founders' ? seeded.founderTokens : users === 'investors' ? seeded.investorTokens : null;
  const loadRequest = (route) => ({
    method: route.endpoint.method,
    path: pathOf(route.endpoint),
    tokens: tokensOf(route.users),
    ...(route.json === undefined
      ? {}
      : { body: Buffer.from(JSON.stringify(route.json)), contentType: 'application/json' }),
  });
  const resumeUpload = {
    method: endpoints.parseResume.method,
    path: pathOf(endpoints.parseResume),
    tokens: seeded.founderTokens,
    body: Buffer.from(JSON.stringify({ pdf_base64: Buffer.from(seeded.resumes[0]).toString('base64') })),
    contentType: 'application/json',
  };

  /**
   * Warms up, then measures the drives together (the upload mix runs two), with CPU use over the measurement.
   * @param {Array<{ route: string, request: ReturnType<typeof loadRequest>, rate: number | null, designed?: number[] }>} drives
   */
  const measure = async (drives) => {
    // The previous drive's backlog worked off: the API idle, then a database read as a founder answering quickly.
    const waitedMs =
      (await waitUntilIdle(running.cpuSeconds)) +
      (await waitUntilResponsive(running.apiUrl, loadRequest(ROUTES['get-info'])));
    if (waitedMs > 1000) log(`  waited ${(waitedMs / 1000).toFixed(1)} s for the previous drive's backlog`);
    const from = performance.now() + WARM_UP_SECONDS * 1000;
    const window = { from, until: from + options.duration * 1000 };
    // CPU use is read at the window's edges, while the drives run on.
    const atWindowEdge = (at) =>
      new Promise((resolve) => setTimeout(resolve, at - performance.now())).then(async () => ({
        wall: process.hrtime.bigint(),
        generator: process.cpuUsage(),
        api: await running.cpuSeconds(),
        machine: await machineTicks(),
      }));
    const [results, before, after] = await Promise.all([
      Promise.all(drives.map((drive) => driveRoute({ apiUrl: running.apiUrl, ...drive, window }))),
      atWindowEdge(window.from),
      atWindowEdge(window.until),
    ]);
    // The measurement's span on the profiler's clock: scripts/cpu-profile-top.mjs --window keeps only it.
    const profileWindow = `${before.wall / 1000n}-${after.wall / 1000n}`;
    const wallSeconds = Number(after.wall - before.wall) / 1e9;
    const shared = {
      generatorCpu: coreShare(
        (after.generator.user - before.generator.user + after.generator.system - before.generator.system) / 1e6,
        wallSeconds,
      ),
      apiCpu: coreShare(after.api - before.api, wallSeconds),
      machineBusy: coreShare(after.machine.busy - before.machine.busy, after.machine.total - before.machine.total),
    };
    return results.map((result, index) => {
      const drive = drives[index];
      const statuses = classifyStatuses(result.statusCounts, drive.designed);
      return {
        route: drive.route,
        targetRate: drive.rate,
        achievedRate: result.achievedRate,
        latency: summarizeLatencies(result.latencies),
        unexpected: statuses.unexpected,
        designed: statuses.designed,
        errors: result.errors,
        timeouts: result.timeouts,
        connections: result.connections,
        statusCounts: result.statusCounts,
        profileWindow,
        ...shared,
      };
    });
  };

  const rows = [];
  for (const name of options.routes) {
    log(`… ${name}`);
    if (name === 'upload-mix') {
      rows.push(
        ...(await measure([
          { route: 'upload-mix: get-info', request: loadRequest(ROUTES['get-info']), rate: options.rate },
          {
            route: 'upload-mix: resume parse',
            request: resumeUpload,
            rate: Math.max(1, Math.round(options.uploadRate)),
            // 503: every parser busy and the queue full (PARSE_QUEUE_MAX), the API's designed answer to overload.
            designed: [429, 503],
          },
        ])),
      );
      continue;
    }
    const route = ROUTES[name];
    rows.push(
      ...(await measure([
        {
          route: name,
          request: loadRequest(route),
          rate: route.maxRate ? null : options.rate,
          designed: route.designed,
        },
      ])),
    );
  }

  await running.stop();
  const result = verdict(database.kind, rows);
  const bound = generatorBoundRoutes(rows);
  if (!options.jsonOnly) {
    console.log(`\n${formatTable(rows)}`);
    console.log(
      '* refused: designed refusals, not failures — 429 (quota or per-user limit) on find-matches, 429/503 (parser ' +
        'queue full) on uploads. cpu%: share of one core over the measurement (gen: this process, the load ' +
        'generator; api: the API process, all threads); host busy%: all cores, other processes included.',
    );
    console.log(`\n${formatVerdict(result)}`);
    if (bound.length > 0) {
      console.log(
        `\n⚠ generator-bound: the load generator used more than ${GENERATOR_BOUND_SHARE * 100} % of a core on ` +
          `${bound.join(', ')}; those numbers may measure the generator, not the API.`,
      );
    }
    if (options.cpuProf) {
      console.log(`\nCPU profile in ${options.cpuProf}; each route's measurement alone:`);
      for (const row of rows) {
        console.log(
          `  ${row.route}: node scripts/cpu-profile-top.mjs ${options.cpuProf} --window ${row.profileWindow}`,
        );
      }
    }
  }
  console.log(
    JSON.stringify({
      benchmark: 'bench:api',
      database: database.kind,
      api: { mode: running.mode, logLevel: running.logLevel, startSeconds: apiStartSeconds, corpus: corpusNote },
      raisedLimits: RAISED_LIMITS,
      rate: options.rate,
      durationSeconds: options.duration,
      warmUpSeconds: WARM_UP_SECONDS,
      founders: options.founders,
      investors: options.investors,
      seedSeconds,
      routes: rows,
      verdict: result,
      generatorBound: bound,
      cpuProfileDir: options.cpuProf ?? null,
    }),
  );
} catch (error) {
  console.error(`bench:api failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
