// Drives autocannon against one route at a fixed request rate, in this process (so process.cpuUsage() measures the
// load generator), recording every response's latency and status itself.
import autocannon from 'autocannon';

/**
 * autocannon's rate limit lets each connection send its share at the start of every second, and every connection's
 * second starts together: one burst per second. The rate is therefore split over lanes (autocannon instances)
 * started evenly across the second, each connection sending one request a second, so requests arrive every few
 * milliseconds instead of all at once.
 */
const MAX_LANES = 50;
/** The lanes start evenly over this span; the warm-up must outlast it. */
export const LANE_SPREAD_MS = 1000;
/** Connections for the no-rate ceiling (/health at max): as the measurement did. */
const MAX_RATE_CONNECTIONS = 50;
/** A request slower than this is a timeout (an error), not a latency. */
const TIMEOUT_SECONDS = 10;

/**
 * Splits `total` into `parts` integers that differ by at most one.
 * @param {number} total
 * @param {number} parts
 */
export function splitEvenly(total, parts) {
  return Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));
}

/**
 * @typedef {{ method: string, path: string, body?: Buffer, contentType?: string, tokens: string[] | null }} LoadRequest
 *   `tokens`: the users' session tokens, used in turn (one per request); null for a public route.
 */

/**
 * Drives the route from now until `window.until` (performance.now() milliseconds) and keeps the responses that
 * arrive within the window: the warm-up before `window.from` runs on the same connections as the measurement, so
 * the measurement sees neither new connections (each lane opens its own when it starts) nor lanes still starting.
 * @param {{ apiUrl: string, request: LoadRequest, rate: number | null,
 *   window: { from: number, until: number } }} options
 *   `rate` null: as fast as MAX_RATE_CONNECTIONS connections go. `window.from` at least LANE_SPREAD_MS from now.
 */
export async function driveRoute({ apiUrl, request, rate, window }) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statusCounts = {};
  let nextToken = 0;
  const headers = request.contentType ? { 'content-type': request.contentType } : {};
  const autocannonRequest = {
    method: request.method,
    path: request.path,
    headers,
    ...(request.body ? { body: request.body } : {}),
    ...(request.tokens
      ? {
          // Round-robin over the users, across every connection, so no user is asked for by many at once.
          setupRequest: (/** @type {{ headers: Record<string, string> }} */ built) => {
            const tokens = /** @type {string[]} */ (request.tokens);
            built.headers.authorization = `Bearer ${tokens[nextToken++ % tokens.length]}`;
            return built;
          },
        }
      : {}),
  };

  const inWindow = () => {
    const now = performance.now();
    return now >= window.from && now <= window.until;
  };
  const lanes = rate === null ? [null] : splitEvenly(rate, Math.min(MAX_LANES, rate));
  const laneGapMs = rate === null ? 0 : LANE_SPREAD_MS / lanes.length;
  const runLane = async (laneRate, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * laneGapMs));
    const instance = autocannon({
      url: apiUrl,
      // autocannon stops at a sample tick, up to a second after its duration: every lane outlasts the window.
      duration: (window.until - performance.now()) / 1000,
      timeout: TIMEOUT_SECONDS,
      connections: laneRate ?? MAX_RATE_CONNECTIONS,
      // Latencies are recorded below, unaltered: autocannon's correction assumes an interval of 1/rate ms.
      ...(laneRate === null ? {} : { overallRate: laneRate, ignoreCoordinatedOmission: true }),
      requests: [autocannonRequest],
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (!inWindow()) return;
      latencies.push(responseTime);
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
    // A timeout is an error whose message says so (autocannon's own); counted, like responses, within the window.
    instance.on('reqError', (/** @type {Error} */ error) => {
      if (!inWindow()) return;
      errors += 1;
      if (error.message === 'request timed out') timeouts += 1;
    });
    await instance;
  };

  let errors = 0;
  let timeouts = 0;
  await Promise.all(lanes.map(runLane));
  return {
    latencies,
    statusCounts,
    errors,
    timeouts,
    connections: lanes.reduce((sum, laneRate) => sum + (laneRate ?? MAX_RATE_CONNECTIONS), 0),
    achievedRate: latencies.length / ((window.until - window.from) / 1000),
  };
}

/** The probe answering within this is "idle": the backlog a previous drive left behind is worked off. */
const RESPONSIVE_MS = 100;
const RESPONSIVE_WAIT_LIMIT_MS = 120_000;
/** The API process using less of one core than this over a sample is idle. */
const IDLE_CORE_SHARE = 0.1;
const IDLE_SAMPLE_MS = 250;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `isQuiet` every `pauseMs` until it says yes twice in a row, or `limitMs` has passed. Answers the milliseconds
 * waited.
 * @param {() => Promise<boolean>} isQuiet
 * @param {number} pauseMs
 * @param {number} limitMs
 */
async function untilQuietTwice(isQuiet, pauseMs, limitMs) {
  const started = performance.now();
  let quietInARow = 0;
  while (quietInARow < 2 && performance.now() - started < limitMs) {
    await sleep(pauseMs);
    quietInARow = (await isQuiet()) ? quietInARow + 1 : 0;
  }
  return performance.now() - started;
}

/**
 * Waits until the API process is idle for two samples in a row, as its CPU time says. A drive the API could not keep
 * up with leaves requests behind (autocannon closes its sockets, the API still runs them): investor-matches on
 * PGlite left ~4 s of work at 1.1 cores, in event-loop stalls of up to 3 s, and a probe sent between two stalls
 * answered at once. Answers the milliseconds waited.
 * @param {() => Promise<number>} cpuSeconds the process' CPU seconds so far
 * @param {{ sampleMs?: number, limitMs?: number }} [options]
 */
export async function waitUntilIdle(
  cpuSeconds,
  { sampleMs = IDLE_SAMPLE_MS, limitMs = RESPONSIVE_WAIT_LIMIT_MS } = {},
) {
  let cpu = await cpuSeconds();
  let at = performance.now();
  return untilQuietTwice(
    async () => {
      const [cpuNow, atNow] = [await cpuSeconds(), performance.now()];
      const coreShare = (cpuNow - cpu) / ((atNow - at) / 1000);
      [cpu, at] = [cpuNow, atNow];
      return coreShare < IDLE_CORE_SHARE;
    },
    sampleMs,
    limitMs,
  );
}

/**
 * Waits until `probe` answers quickly twice in a row, after waitUntilIdle: the probe should read the database as
 * a signed-in user, so that a database still busy (PGlite runs queries one at a time) shows. Answers the
 * milliseconds waited.
 * @param {string} apiUrl
 * @param {{ method: string, path: string, tokens: string[] | null }} probe
 */
export async function waitUntilResponsive(apiUrl, probe) {
  const headers = probe.tokens?.[0] ? { authorization: `Bearer ${probe.tokens[0]}` } : undefined;
  return untilQuietTwice(
    async () => {
      const asked = performance.now();
      const response = await fetch(`${apiUrl}${probe.path}`, { method: probe.method, headers }).catch(() => null);
      await response?.arrayBuffer();
      return Boolean(response?.ok) && performance.now() - asked < RESPONSIVE_MS;
    },
    50,
    RESPONSIVE_WAIT_LIMIT_MS,
  );
}
