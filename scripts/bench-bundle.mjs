// `npm run bench:bundle`: gzip size of each route's first-load JavaScript (shell + its remote, as a
// real browser downloads it from the composed production build) and of each remoteEntry.js.
// With --check it exits non-zero when a hard budget (architecture §7) is exceeded.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, startComposedApp } from './compose.mjs';
import { REMOTES } from './remotes.mjs';

const BUDGET = { landingKb: 170, remoteEntryKb: 30 };
const TARGET = { landingKb: 150, remoteEntryKb: 10 };
// The landing routes carry the budget and the target; the others are measured so a change that costs them shows.
const LANDING_ROUTES = ['/', '/landing', '/resources'];
const ROUTES = [...LANDING_ROUTES, '/signin', '/signup', '/founders', '/investors', '/payment'];
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const app = await startComposedApp({
  freePorts: true,
  dataDir: join(ROOT, '.data', 'bench-bundle'),
  quietApi: true,
  apiEnv: { PGLITE_DIR: 'memory://' },
  // The API imports its investor corpus before it answers; on a machine busy with other builds that can take minutes.
  apiStartTimeoutMs: 240_000,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const routes = {};
try {
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const scripts = new Map();
    // Every body is read before the page closes: a read still pending at close() would drop that script silently.
    const bodiesRead = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodiesRead.push(
        response.body().then(
          (body) => scripts.set(response.url(), gzipSize(body)),
          () => undefined, // a script that failed to load has no body to measure
        ),
      );
    });
    await page.goto(`${app.appUrl}${route}`, { waitUntil: 'networkidle' });
    await Promise.all(bodiesRead);
    await page.close();
    routes[route] = { kb: kb([...scripts.values()].reduce((a, b) => a + b, 0)), files: scripts.size };
    if (process.argv.includes('--verbose')) {
      for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]))
        console.log(`  ${route} ${kb(size)} KB ${url}`);
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

const remoteEntries = {};
for (const remote of REMOTES) {
  remoteEntries[remote.name] = kb(gzipSize(await readFile(join(ROOT, remote.dir, 'dist', 'remoteEntry.js'))));
}

console.log('First-load JS per route (gzip, shell + remote):');
for (const [route, { kb: size, files }] of Object.entries(routes))
  console.log(`  ${route.padEnd(12)} ${String(size).padStart(7)} KB  (${files} files)`);
console.log('remoteEntry.js (gzip):');
for (const [name, size] of Object.entries(remoteEntries))
  console.log(`  ${name.padEnd(20)} ${String(size).padStart(6)} KB`);

const failures = [];
for (const route of LANDING_ROUTES) {
  if (routes[route].kb > BUDGET.landingKb) failures.push(`${route} ${routes[route].kb} KB > ${BUDGET.landingKb} KB`);
}
for (const [name, size] of Object.entries(remoteEntries)) {
  if (size > BUDGET.remoteEntryKb) failures.push(`${name} remoteEntry.js ${size} KB > ${BUDGET.remoteEntryKb} KB`);
}
console.log(
  JSON.stringify({
    routes: Object.fromEntries(Object.entries(routes).map(([r, v]) => [r, v.kb])),
    remoteEntries,
    budget: BUDGET,
    target: TARGET,
  }),
);
if (failures.length > 0) {
  console.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  if (process.argv.includes('--check')) process.exit(1);
} else {
  console.log(`Within budget: landing ≤ ${BUDGET.landingKb} KB, remoteEntry.js ≤ ${BUDGET.remoteEntryKb} KB.`);
}
const landingMax = Math.max(...LANDING_ROUTES.map((route) => routes[route].kb));
console.log(
  landingMax <= TARGET.landingKb
    ? `Landing target met: ${landingMax} KB ≤ ${TARGET.landingKb} KB.`
    : `Landing target not met yet: ${landingMax} KB > ${TARGET.landingKb} KB (by ${Math.round((landingMax - TARGET.landingKb) * 10) / 10} KB).`,
);
