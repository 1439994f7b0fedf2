// `npm run bench:lighthouse`: Lighthouse (mobile emulation, the default) against the composed
// production build with system Chromium; prints performance, accessibility, best-practices and
// SEO scores for /, /landing (the demo video) and /resources, and one JSON line. `--route /landing` measures only
// that route (repeatable); `--runs N` repeats each route N times and reports medians (scores vary from run to run);
// `--verbose` names failing audits and long tasks.
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, startComposedApp } from './compose.mjs';

const chosenRoutes = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []));
const ROUTES = chosenRoutes.length > 0 ? chosenRoutes : ['/', '/landing', '/resources'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function warmUp(appUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of ROUTES) {
      const page = await browser.newPage();
      await page.goto(`${appUrl}${route}`, { waitUntil: 'networkidle' });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const app = await startComposedApp({
  freePorts: true,
  dataDir: join(ROOT, '.data', 'bench-lighthouse'),
  quietApi: true,
  apiEnv: { PGLITE_DIR: 'memory://' },
});
// One unmeasured visit per route first: the local static servers gzip each file on its first request and the
// shell's server fetches the marketing fragment on its first page, work a CDN has done before any visitor comes.
await warmUp(app.appUrl);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument >= 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || 1) : 1;
const verbose = process.argv.includes('--verbose');
/** route → one { scores, metrics } per run */
const runs = Object.fromEntries(ROUTES.map((route) => [route, []]));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const route of ROUTES) {
      const { lhr } = await lighthouse(`${app.appUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]));
      runs[route].push({ scores, metrics });
      console.log(
        `${route}${RUNS > 1 ? ` (run ${run})` : ''}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`,
      );
      console.log(`  ${METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
      if (!verbose) continue;
      for (const id of CATEGORIES) {
        const failing = lhr.categories[id].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual',
          );
        if (failing.length > 0) console.log(`  ${id} below 0.9: ${failing.map((a) => a.id).join(', ')}`);
      }
      /** @type {any} Lighthouse types `details` as a union of every audit's details. */
      const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
      const lcpElement = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet;
      console.log(`  LCP element: ${lcpElement ?? '?'}`);
      // Main-thread tasks as Lighthouse simulates them (4x CPU slowdown): each one over 50 ms adds to TBT.
      /** @type {any} */
      const longTasks = lhr.audits['long-tasks']?.details;
      for (const task of longTasks?.items ?? []) {
        console.log(`  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const results = {};
for (const route of ROUTES) {
  results[route] = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs[route].map((r) => r.scores[id]))]));
  if (RUNS > 1) {
    const metric = (id) => median(runs[route].map((r) => r.metrics[id]));
    console.log(
      `${route} median of ${RUNS}: ${CATEGORIES.map((id) => `${id} ${results[route][id]}`).join(', ')}; FCP ${(metric(METRICS[0]) / 1000).toFixed(1)} s, LCP ${(metric(METRICS[1]) / 1000).toFixed(1)} s, TBT ${Math.round(metric(METRICS[2]))} ms, CLS ${metric(METRICS[3]).toFixed(3)}`,
    );
  }
}
console.log(JSON.stringify({ lighthouse: results, formFactor: 'mobile' }));
