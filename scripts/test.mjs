// `npm test`: typecheck, lint, format (prettier --check), unit, API (PGlite, then real PostgreSQL when its
// binaries exist), production build + bundle budgets, and e2e against the composed app. Installs Debian's
// chromium first when /usr/bin/chromium is missing. Ends with one "N passed, N failed" summary line.
//
// Two lanes run side by side, of about equal length: the browser lane (chromium, typecheck, lint, format, the
// production build, its bundle budgets, e2e) and the checks lane (unit, scripts, the API suites; typecheck moved
// over when this lane was 5 minutes the longer on CI). Each step is mostly one
// busy process waiting on timers, sockets or a browser part of the time, so on a 2-core machine the two lanes take
// little longer than the longer one alone. The browser lane's output streams; the checks lane's is printed per step
// when that step ends, so the log stays readable.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { ROOT } from './compose.mjs';
import { runStep, stopRunningSteps } from './run-step.mjs';
import { jestCounts, nodeTestCounts, playwrightCounts, tailOf } from './test-reports.mjs';

const resultsDir = join(ROOT, '.data', 'test-results');
const run = (command, args, io) => runStep(command, args, { cwd: ROOT, ...io });
// Steps run in process groups of their own (run-step.mjs): a Ctrl-C or a CI cancel stops them with this script.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    stopRunningSteps();
    process.exit(130);
  });
}
const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  console.log('Installing Debian chromium for Playwright (npx playwright install cannot download here)…');
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  if (apt(['update']) !== 0) return 1;
  return apt(['install', '-y', '--no-install-recommends', 'chromium']) ?? 1;
}

const node = process.execPath;
/** A node:test run, counted from its closing lines. */
const nodeTest = async (command, args, io) => {
  const result = await run(command, args, io);
  return { ...result, counts: nodeTestCounts(result.output) };
};

// In the order the summary lists them; each lane runs its own in this order. `io` says whether output streams.
const steps = [
  { name: 'chromium', lane: 'browser', run: async () => ({ code: ensureChromium() }) },
  // Every project the root tsconfig.json references: front end, contract, api (src, test, scripts), e2e, scripts.
  { name: 'typecheck', lane: 'browser', run: (io) => run(node, ['scripts/typecheck.mjs'], io) },
  {
    name: 'lint',
    lane: 'browser',
    run: (io) => run(node, ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'], io),
  },
  {
    name: 'format',
    lane: 'browser',
    run: (io) => run(node, ['node_modules/prettier/bin/prettier.cjs', '--check', '.'], io),
  },
  {
    name: 'unit',
    lane: 'checks',
    run: async (io) => {
      const file = join(resultsDir, 'jest.json');
      const jest = ['node_modules/jest/bin/jest.js', '--config', 'jest.config.mjs', '--ci', '--json'];
      const result = await run(node, [...jest, `--outputFile=${file}`], io);
      return { ...result, counts: existsSync(file) ? jestCounts(JSON.parse(await readFile(file, 'utf8'))) : undefined };
    },
  },
  // The serve-time composition of prerendered pages and the build's prerender output.
  { name: 'scripts', lane: 'checks', run: (io) => nodeTest(node, ['--test', 'scripts/__tests__/'], io) },
  { name: 'api (PGlite)', lane: 'checks', run: (io) => nodeTest('npm', ['run', '--silent', '-w', 'api', 'test'], io) },
  {
    name: 'api (PostgreSQL)',
    lane: 'checks',
    run: (io) => nodeTest('npm', ['run', '--silent', '-w', 'api', 'test:pg'], io),
  },
  { name: 'build', lane: 'browser', run: (io) => run(node, ['scripts/build.mjs'], io), gate: true },
  {
    name: 'bundle budgets',
    lane: 'browser',
    run: (io) => run(node, ['scripts/bench-bundle.mjs', '--check'], io),
    needsBuild: true,
  },
  {
    name: 'e2e',
    lane: 'browser',
    needsBuild: true,
    run: async (io) => {
      const file = join(resultsDir, 'playwright.json');
      const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: file };
      const result = await run('npm', ['run', '--silent', '-w', 'e2e', 'test'], { ...io, env });
      return {
        ...result,
        counts: existsSync(file) ? playwrightCounts(JSON.parse(await readFile(file, 'utf8'))) : undefined,
      };
    },
  },
];

await rm(resultsDir, { recursive: true, force: true });
await mkdir(resultsDir, { recursive: true });

/** Runs one lane's steps in order; a step's result lands in `results` under its position in `steps`. */
async function runLane(laneSteps, results, { streamed }) {
  let buildFailed = false;
  for (const step of laneSteps) {
    const position = steps.indexOf(step);
    if (step.needsBuild && buildFailed) {
      results[position] = { name: step.name, code: 1, seconds: 0, note: 'not run: the build failed' };
      continue;
    }
    if (streamed) console.log(`\n━━ ${step.name} ━━`);
    const started = Date.now();
    const result = await step.run({ stream: streamed });
    const seconds = (Date.now() - started) / 1000;
    if (!streamed) {
      console.log(`\n━━ ${step.name} (ran beside the other steps, ${seconds.toFixed(0)} s) ━━`);
      process.stdout.write(result.output ?? '');
    }
    if (step.gate && result.code !== 0) buildFailed = true;
    results[position] = { name: step.name, code: result.code, seconds, counts: result.counts, output: result.output };
  }
}

const results = [];
const runStarted = Date.now();
await Promise.all([
  runLane(
    steps.filter((step) => step.lane === 'browser'),
    results,
    { streamed: true },
  ),
  runLane(
    steps.filter((step) => step.lane === 'checks'),
    results,
    { streamed: false },
  ),
]);
const summary = results.filter(Boolean);

let passed = 0;
let failed = 0;
console.log('\n━━ summary ━━');
for (const { name, code, seconds, counts, note } of summary) {
  const tests = counts ? ` — ${counts.passed} passed, ${counts.failed} failed` : '';
  console.log(
    `${code === 0 ? '✔' : '✖'} ${name.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s${tests}${note ? ` (${note})` : ''}`,
  );
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  // A step that failed without a failing test (a type error, a lint error, a budget) counts as one failure,
  // so the closing line can never read "0 failed" for a failed run.
  if (code !== 0 && (!counts || counts.failed === 0)) failed += 1;
}
for (const { name, code, counts, output } of summary) {
  if (code === 0) continue;
  const named = counts?.failures ?? [];
  console.log(`\n✖ ${name}: ${named.length > 0 ? 'failed tests' : 'the end of its output'}`);
  for (const line of named.length > 0 ? named.slice(0, 20) : tailOf(output)) console.log(`  ${line}`);
}
const stepsPassed = summary.filter((step) => step.code === 0).length;
const minutes = ((Date.now() - runStarted) / 60_000).toFixed(1);
console.log(`steps: ${stepsPassed} of ${summary.length} passed in ${minutes} min`);
console.log(`tests: ${passed} passed, ${failed} failed`);
// Exit once everything written has reached the reader: a pipe's writes can still be queued here, and exiting at
// once cut the summary off before its closing lines in a fresh-clone run.
const exitCode = summary.every((s) => s.code === 0) ? 0 : 1;
process.stdout.write('', () => process.exit(exitCode));
