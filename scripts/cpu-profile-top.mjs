// Where a CPU profile's time went: the functions with the most self time (file:line) and the same time grouped by
// package, from the .cpuprofile files `node --cpu-prof` writes (e.g. `npm run bench:api -- --cpu-prof DIR`).
//
//   node scripts/cpu-profile-top.mjs DIR-or-FILE [--top 25] [--window FROM-TO]
//
// A folder: every .cpuprofile in it (one per thread: the main thread and each worker), largest first. --window
// keeps only the samples between two monotonic timestamps in µs (process.hrtime.bigint() / 1000n, the profiler's
// clock): bench:api prints the window of each measured route, so start-up and seeding stay out.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number },
 *   children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], startTime: number, endTime: number, samples?: number[], timeDeltas?: number[] }}
 *   CpuProfile
 */

/** @typedef {{ from: number, to: number }} TimeWindow  monotonic µs, the profile's clock */

/**
 * Self time (µs) per profile node: each sample owns the interval until the next one (the last, until endTime),
 * as Chrome's DevTools counts it. With `window`, only samples taken inside it.
 * @param {CpuProfile} profile
 * @param {TimeWindow} [window]
 */
export function selfTimeByNode(profile, window) {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  /** @type {Map<number, number>} */
  const selfTime = new Map();
  let timestamp = profile.startTime;
  const timestamps = deltas.map((delta) => (timestamp += delta));
  samples.forEach((nodeId, index) => {
    if (window && (timestamps[index] < window.from || timestamps[index] > window.to)) return;
    const next = index + 1 < timestamps.length ? timestamps[index + 1] : profile.endTime;
    const duration = Math.max(0, next - timestamps[index]);
    selfTime.set(nodeId, (selfTime.get(nodeId) ?? 0) + duration);
  });
  return selfTime;
}

/**
 * A call frame's place, shortened: the repository root and file:// dropped; 1-based line and column.
 * @param {ProfileNode['callFrame']} frame
 * @param {string} root  file path prefix to drop
 */
export function frameLocation(frame, root) {
  if (!frame.url) return '';
  const path = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
  const short = path.startsWith(root) ? path.slice(root.length) : path;
  return `${short}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

/**
 * Where a file belongs: the npm package (node_modules/<name> or <@scope/name>), node's own code, a workspace folder
 * of the repository (`api/src/plugins`), or V8's pseudo-frames ((garbage collector), (idle), (program)).
 * @param {ProfileNode['callFrame']} frame
 * @param {string} root
 */
export function frameArea(frame, root) {
  if (!frame.url) return frame.functionName || '(native)';
  if (frame.url.startsWith('node:')) return 'node (core)';
  const path = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = path.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const relative = path.startsWith(root) ? path.slice(root.length) : path;
  return relative.split('/').slice(0, 3).join('/');
}

/**
 * The `top` entries by self time, grouped by `keyOf`, with their share of the profile's sampled time.
 * @param {CpuProfile} profile
 * @param {(node: ProfileNode) => string} keyOf
 * @param {number} top
 * @param {TimeWindow} [window]
 */
export function topSelfTime(profile, keyOf, top, window) {
  const selfTime = selfTimeByNode(profile, window);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const grouped = new Map();
  let total = 0;
  for (const [nodeId, micros] of selfTime) {
    const node = byId.get(nodeId);
    if (!node) continue;
    total += micros;
    const key = keyOf(node);
    grouped.set(key, (grouped.get(key) ?? 0) + micros);
  }
  return {
    totalMs: total / 1000,
    entries: [...grouped]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, micros]) => ({ key, selfMs: micros / 1000, share: total > 0 ? micros / total : 0 })),
  };
}

/**
 * The report for one profile: the top functions (name and file:line) and the top areas.
 * @param {CpuProfile} profile
 * @param {{ top: number, root: string, title: string, window?: TimeWindow }} options
 */
export function formatProfileReport(profile, { top, root, title, window }) {
  const functions = topSelfTime(
    profile,
    (node) => `${node.callFrame.functionName || '(anonymous)'}  ${frameLocation(node.callFrame, root)}`.trim(),
    top,
    window,
  );
  const areas = topSelfTime(profile, (node) => frameArea(node.callFrame, root), 15, window);
  const row = (entry) =>
    `${entry.selfMs.toFixed(1).padStart(10)} ms ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.key}`;
  return [
    `${title}: ${functions.totalMs.toFixed(0)} ms sampled`,
    `  top ${top} functions by self time:`,
    ...functions.entries.map((entry) => `  ${row(entry)}`),
    '  by package / folder:',
    ...areas.entries.map((entry) => `  ${row(entry)}`),
  ].join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '25' }, window: { type: 'string' } },
    allowPositionals: true,
  });
  const target = positionals[0];
  if (!target) {
    console.error('usage: node scripts/cpu-profile-top.mjs DIR-or-FILE.cpuprofile [--top 25]');
    process.exit(2);
  }
  const files = (await stat(target)).isDirectory()
    ? (await readdir(target)).filter((name) => name.endsWith('.cpuprofile')).map((name) => join(target, name))
    : [target];
  if (files.length === 0) throw new Error(`no .cpuprofile in ${target}`);
  const root = fileURLToPath(new URL('../', import.meta.url));
  const profiles = await Promise.all(
    files.map(async (file) => ({
      file,
      profile: /** @type {CpuProfile} */ (JSON.parse(await readFile(file, 'utf8'))),
    })),
  );
  profiles.sort((a, b) => (b.profile.samples?.length ?? 0) - (a.profile.samples?.length ?? 0));
  const top = Number(values.top);
  const [from = 0, to = Infinity] = (values.window ?? '').split('-').map(Number);
  const window = values.window ? { from, to } : undefined;
  const title = (file) => (window ? `${file} (window ${values.window})` : file);
  const reports = profiles.map(({ file, profile }) =>
    formatProfileReport(profile, { top, root, title: title(file), window }),
  );
  console.log(reports.join('\n\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
