// Starts the API for the benchmark the way `npm start` does (startComposedApp, local mode, LOG_LEVEL info), on
// free ports, with a fresh database: PGlite in a temporary folder, or a private PostgreSQL cluster with --pg.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createCluster, findPgBinDir } from '../../api/scripts/pg-cluster.mjs';
import { localModeApiEnv, ROOT, startComposedApp } from '../compose.mjs';
import { procStatCpuTicks } from './report.mjs';

/** SIGTERM's grace: an API whose close hangs (seen when interrupted mid-seeding) is killed, so cleanup finishes. */
const STOP_GRACE_MS = 15_000;

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on every mainstream kernel. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Rate limits raised for the run, so the benchmark measures the routes, not the limiter's 429 (said in the output). */
export const RAISED_LIMITS = {
  RATE_LIMIT_MAX: '1000000',
  USER_RATE_LIMIT_MAX: '1000000',
  UPLOAD_RATE_LIMIT_MAX: '1000000',
};

/**
 * The built API (api/dist/server.js, with the built contract) when present, as `npm start` runs it; otherwise the
 * source through tsx, which adds a loader but runs the same code.
 */
function apiEntry() {
  const server = join(ROOT, 'api', 'dist', 'server.js');
  const built = existsSync(server) && existsSync(join(ROOT, 'contract', 'dist', 'index.js'));
  // When it was built: a build older than the source measures old code.
  return built
    ? { mode: `built (api/dist/server.js of ${statSync(server).mtime.toISOString()})`, args: ['dist/server.js'] }
    : {
        mode: 'source (node --conditions=pear-source --import tsx src/server.ts; no api/dist build found)',
        args: ['--conditions=pear-source', '--import', 'tsx', 'src/server.ts'],
      };
}

/**
 * @param {{ pg: boolean, log: (line: string) => void }} options
 */
export async function startBenchDatabase({ pg, log }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pear-bench-api-'));
  if (!pg) {
    return {
      kind: /** @type {const} */ ('pglite'),
      dataDir,
      env: { PGLITE_DIR: join(dataDir, 'pglite') },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const binDir = findPgBinDir();
  if (!binDir) throw new Error('--pg needs PostgreSQL server binaries under /usr/lib/postgresql (none found)');
  const cluster = await createCluster({ binDir, database: 'pear_bench' });
  log(`PostgreSQL ${cluster.version} cluster at ${cluster.databaseUrl}`);
  return {
    kind: /** @type {const} */ ('postgres'),
    dataDir,
    env: { DATABASE_URL: cluster.databaseUrl, PGLITE_DIR: join(dataDir, 'pglite') },
    remove: async () => {
      await cluster.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the API process; `cpuProfDir` profiles it (node --cpu-prof, written when it exits).
 * @param {{ dataDir: string, databaseEnv: Record<string, string>, jwtSecret: string, cpuProfDir?: string }} options
 */
export async function startBenchApi({ dataDir, databaseEnv, jwtSecret, cpuProfDir }) {
  const entry = apiEntry();
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  const app = await startComposedApp({
    freePorts: true,
    host: '127.0.0.1',
    dataDir,
    apiOnly: true,
    quietApi: true,
    // The first start imports the investor corpus: minutes on a busy machine.
    apiStartTimeoutMs: 300_000,
    apiArgs: [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), ...entry.args],
    apiEnv: {
      ...localModeApiEnv(),
      ...RAISED_LIMITS,
      ...databaseEnv,
      // Fixed for the run, so tokens signed before a restart (--cpu-prof) stay valid after it.
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: logLevel,
    },
  });
  const pid = app.api.pid;
  if (pid === undefined) throw new Error('the API process has no pid');
  return {
    apiUrl: app.apiUrl,
    pid,
    mode: entry.mode,
    logLevel,
    /** CPU seconds (user + system, every thread) the API process has used so far. */
    cpuSeconds: async () => procStatCpuTicks(await readFile(`/proc/${pid}/stat`, 'utf8')) / CLOCK_TICKS_PER_SECOND,
    stop: async () => {
      const kill = setTimeout(() => app.api.kill('SIGKILL'), STOP_GRACE_MS);
      try {
        await app.stop();
      } finally {
        clearTimeout(kill);
      }
    },
  };
}

export const newJwtSecret = () => randomBytes(32).toString('base64url');

/**
 * Imports the investor corpus into the benchmark's database with api/scripts/import-investors.ts (idempotent: it
 * completes an import a timed-out first start left half done). The fallback when the first start's own import
 * does not fit in the API's plugin timeout, as on a machine busy with other work.
 * @param {Record<string, string>} databaseEnv
 */
export function importCorpus(databaseEnv) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=pear-source', '--import', 'tsx', 'scripts/import-investors.ts'],
      { cwd: join(ROOT, 'api'), env: { ...process.env, ...databaseEnv }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`the import exited with ${code}`))));
  });
}
