// `npm run check:fresh-clone`: proves the repository carries everything it needs. Clones the committed HEAD into
// a fresh temporary folder (nothing beside it: no ../shared), runs CI there (`CI=true bash .ci/run`: npm install
// and npm test, about 15 minutes), then starts the clone's composed app on free ports with an empty database and
// checks over HTTP that the API imported the investor corpus on its first start and serves matches, and that the
// shell serves /founders. Prints PASS or FAIL and exits non-zero on failure.
//
//   npm run check:fresh-clone                 clone, CI, app checks; the temporary folder is removed
//   npm run check:fresh-clone -- --keep       keep the temporary folder (its path is printed)
//   npm run check:fresh-clone -- --skip-ci    only npm install + npm run build before the app checks (quicker)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { ROOT } from './compose.mjs';
import { signInThroughDevIdp } from './dev-sign-in.mjs';

/** Environment that would point the clone at data outside it, or at this checkout; removed for every child. */
const FOREIGN_ENV = [
  /^PEAR_SHARED_DIR$/,
  /^INVESTOR_CORPUS_DIR$/,
  /^PGLITE_DIR$/,
  /^DATABASE_URL$/,
  /^API_PUBLIC_URL$/,
  /^API_PORT$/,
  /^PEAR_DIST_/,
  /^PEAR_OUT_DIR$/,
  /^INIT_CWD$/,
  /^npm_package_/,
  /^npm_lifecycle_/,
  /^npm_config_local_prefix$/,
  /^npm_command$/,
];

export function cleanEnv(env = process.env) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !FOREIGN_ENV.some((pattern) => pattern.test(key))));
}

/** Runs a command with its output streamed; resolves with its exit code and the last lines it printed. */
function run(command, args, { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      tail.push(...lines);
      if (tail.length > 400) tail.splice(0, tail.length - 400);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk.toString());
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk.toString());
    });
    child.on('error', (error) => resolve({ code: 1, tail: [...tail, String(error)] }));
    child.on('close', (code) => resolve({ code: code ?? 1, tail: partial ? [...tail, partial] : tail }));
  });
}

// ---- The HTTP checks ------------------------------------------------------------------------------------------

/**
 * The checks against a running app. `deck` (PDF bytes, optional) is uploaded as the founder's pitch deck before
 * the matches are asked for. Returns one { name, ok, detail } per check; never throws.
 */
export async function checkRunningApp({ apiUrl, appUrl, deck, expectedStartup }) {
  const results = [];
  const check = async (name, body) => {
    try {
      results.push({ name, ok: true, detail: await body() });
      return true;
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };

  await check('API health', async () => {
    const response = await fetch(`${apiUrl}/health`);
    if (!response.ok) throw new Error(`GET /health answered ${response.status}`);
    return JSON.stringify(await response.json());
  });

  let token = null;
  await check('founder signs in through the dev identity provider', async () => {
    token = await signInThroughDevIdp(apiUrl, {
      role: 'founder',
      name: 'Fresh Clone',
      email: `fresh-clone-${Date.now()}@example.com`,
    });
    return 'token received';
  });
  const authorization = () => ({ authorization: `Bearer ${token}` });

  if (token && deck) {
    await check('pitch deck parsed', async () => {
      const response = await fetch(`${apiUrl}/dev/founder/new/pitchdeck`, {
        method: 'POST',
        headers: { ...authorization(), 'content-type': 'application/pdf' },
        body: deck,
      });
      if (!response.ok)
        throw new Error(`POST /dev/founder/new/pitchdeck answered ${response.status}: ${await response.text()}`);
      const { analysis } = /** @type {{ analysis?: Record<string, string | null> }} */ (await response.json());
      const name = analysis?.startupName;
      if (expectedStartup && name !== expectedStartup) throw new Error(`read "${name}", expected "${expectedStartup}"`);
      return `${name}, ${analysis?.industry ?? 'no industry'}, ${analysis?.companyStage ?? 'no stage'}, raising ${analysis?.raisingAmount ?? '?'}`;
    });
  }

  if (token) {
    await check('investors imported on first start, matches served', async () => {
      const response = await fetch(`${apiUrl}/dev/me/matches`, { headers: authorization() });
      if (!response.ok) throw new Error(`GET /dev/me/matches answered ${response.status}: ${await response.text()}`);
      const body = /** @type {any} */ (await response.json());
      /** @type {any[]} */
      const matches = Array.isArray(body) ? body : (body.matches ?? []);
      if (matches.length < 1) throw new Error('no matches: the investor corpus was not imported');
      const first = matches[0];
      const investor = first.InvestorName ?? first.investorName ?? first.investor?.name ?? first.name ?? '?';
      return `${matches.length} matches, first: ${investor}`;
    });
  }

  if (appUrl) {
    await check('shell serves /founders', async () => {
      const response = await fetch(`${appUrl}/founders`);
      if (response.status !== 200) throw new Error(`GET /founders answered ${response.status}`);
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/html')) throw new Error(`GET /founders answered ${type}, not HTML`);
      return `200 ${type}`;
    });
  }
  return results;
}

/** The generated seed deck of a checkout's fixtures/decks.mts (run with that checkout's tsx). */
export function generatedDeck(checkout) {
  const decks = pathToFileURL(join(checkout, 'fixtures', 'decks.mts')).href;
  const script = `const { seedDeck, SEED_DECK } = await import(${JSON.stringify(decks)});
process.stdout.write(JSON.stringify({ name: SEED_DECK.startupName, pdf: Buffer.from(await seedDeck()).toString('base64') }));`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: checkout,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: cleanEnv(),
  });
  if (result.status !== 0) throw new Error(`could not generate the seed deck: ${result.stderr.trim()}`);
  const { name, pdf } = JSON.parse(result.stdout);
  return { name, bytes: Buffer.from(pdf, 'base64') };
}

export function printResults(results) {
  for (const { name, ok, detail } of results) console.log(`${ok ? '✔' : '✖'} ${name}${detail ? ` — ${detail}` : ''}`);
}

// ---- The whole check ------------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({ options: { keep: { type: 'boolean' }, 'skip-ci': { type: 'boolean' } } });
  const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD').stdout.trim();
  if (!head) {
    console.error('check:fresh-clone: not a git repository with a commit');
    process.exit(2);
  }
  const dirty = git('status', '--porcelain').stdout.split('\n').filter(Boolean).length;
  console.log(`check:fresh-clone: testing the committed HEAD ${head.slice(0, 12)}`);
  if (dirty) console.log(`  (${dirty} uncommitted changes in ${ROOT} are not part of this check)`);

  const base = await mkdtemp(join(tmpdir(), 'pear-fresh-clone-'));
  const clone = join(base, 'pear');
  const steps = [];
  const step = (name, ok, detail = '') => {
    steps.push({ name, ok, detail });
    console.log(`\n${ok ? '✔' : '✖'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  };
  let app = null;
  try {
    const cloned = spawnSync('git', ['clone', '--quiet', '--no-local', ROOT, clone], { stdio: 'inherit' });
    if (!step(`git clone --no-local into ${clone}`, cloned.status === 0)) return;
    step(
      'nothing beside the clone',
      readdirSync(base).join(',') === 'pear' && !existsSync(join(base, 'shared')),
      readdirSync(base).join(', '),
    );

    const env = { ...cleanEnv(), CI: 'true' };
    const started = Date.now();
    if (values['skip-ci']) {
      const install = await run('npm', ['install'], { cwd: clone, env });
      if (!step('npm install', install.code === 0)) return;
      const build = await run('npm', ['run', 'build'], { cwd: clone, env });
      if (!step('npm run build', build.code === 0)) return;
    } else {
      console.log('\n━━ CI=true bash .ci/run (npm install + npm test) ━━');
      const ci = await run('bash', ['.ci/run'], { cwd: clone, env });
      const summary = ci.tail.filter((line) => /^tests: \d+ passed, \d+ failed$/.test(line.trim())).at(-1);
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      step('CI=true bash .ci/run', ci.code === 0, `${summary?.trim() ?? 'no summary line'}, ${minutes} min`);
    }

    console.log('\n━━ the composed app of the clone, empty database ━━');
    for (const key of Object.keys(process.env))
      if (FOREIGN_ENV.some((pattern) => pattern.test(key))) delete process.env[key];
    const deck = generatedDeck(clone);
    const { startComposedApp, LOCAL_MODE_API_ENV } = await import(
      pathToFileURL(join(clone, 'scripts', 'compose.mjs')).href
    );
    const dataDir = join(base, 'data');
    const appStarted = Date.now();
    // Local mode, as `npm start` runs it: the check signs in through the dev IdP.
    app = await startComposedApp({
      freePorts: true,
      dataDir,
      apiEnv: { ...LOCAL_MODE_API_ENV, PGLITE_DIR: join(dataDir, 'pglite') },
    });
    step(
      'app started',
      true,
      `${app.appUrl}, API ${app.apiUrl}, ${((Date.now() - appStarted) / 1000).toFixed(1)} s (corpus import included)`,
    );
    const results = await checkRunningApp({
      apiUrl: app.apiUrl,
      appUrl: app.appUrl,
      deck: deck.bytes,
      expectedStartup: deck.name,
    });
    for (const result of results) step(result.name, result.ok, result.detail);
  } catch (error) {
    step('check:fresh-clone', false, error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    if (app) await app.stop();
    if (values.keep) console.log(`\nKept ${base}`);
    else await rm(base, { recursive: true, force: true });
    const failed = steps.filter((item) => !item.ok);
    console.log('\n━━ check:fresh-clone ━━');
    printResults(steps);
    console.log(
      failed.length === 0
        ? `PASS: a fresh clone of ${head.slice(0, 12)} installs, tests and serves with nothing beside it`
        : `FAIL: ${failed.length} of ${steps.length} checks failed (${failed.map((item) => item.name).join('; ')})`,
    );
    process.exitCode = failed.length === 0 ? 0 : 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
