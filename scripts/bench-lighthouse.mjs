// `npm run bench:lighthouse`: Lighthouse (mobile emulation, the default) against the composed
// production build with system Chromium; prints performance, accessibility, best-practices and
// SEO scores for / and /resources, and one JSON line.
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT, startComposedApp } from './compose.mjs';

const ROUTES = ['/', '/resources'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const app = await startComposedApp({
  freePorts: true,
  dataDir: join(ROOT, '.data', 'bench-lighthouse'),
  quietApi: true,
  apiEnv: { PGLITE_DIR: 'memory://' },
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const results = {};
try {
  for (const route of ROUTES) {
    const { lhr } = await lighthouse(`${app.appUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    results[route] = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
    console.log(`${route}: ${CATEGORIES.map((id) => `${id} ${results[route][id]}`).join(', ')}`);
    console.log(`  ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
    for (const id of CATEGORIES) {
      const failing = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual');
      if (failing.length > 0 && process.argv.includes('--verbose')) console.log(`  ${id} below 0.9: ${failing.map((a) => a.id).join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}
console.log(JSON.stringify({ lighthouse: results, formFactor: 'mobile' }));
