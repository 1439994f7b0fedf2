#!/usr/bin/env node
// Runs the API test suite against a real PostgreSQL: a private, throwaway cluster (pg-cluster.mjs), removed
// afterwards even on failure or Ctrl-C. Without PostgreSQL server binaries it says so and exits 0, so `npm test`
// works on any machine.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCluster, findPgBinDir } from './pg-cluster.mjs';

const DATABASE = 'pear_test';
const API_DIR = fileURLToPath(new URL('../', import.meta.url));

const binDir = findPgBinDir();
if (!binDir) {
  console.log('PostgreSQL binaries not found — skipping the PostgreSQL run');
  process.exit(0);
}

let cluster;
let tests;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    // The suite runs in its own process group (npm → sh → node --test → the suite's process).
    try {
      if (tests?.pid) process.kill(-tests.pid, signal);
    } catch {
      // Already gone.
    }
    const code = 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1);
    (cluster?.destroy() ?? Promise.resolve()).finally(() => process.exit(code));
  });
}

let exitCode = 1;
try {
  cluster = await createCluster({ binDir, database: DATABASE });
  console.log(`PostgreSQL ${cluster.version} cluster ready at ${cluster.databaseUrl}`);

  const run = (command, args) => {
    tests = spawn(command, args, {
      cwd: API_DIR,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
    });
    return new Promise((resolve) => tests.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  };

  // Same suite, same definition: `npm test` of this workspace, pointed at the cluster.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'run', 'test']] : ['npm', ['run', 'test']];
  const suite = await run(command, args);

  // Then what only PostgreSQL can show, run the same way as the suite (scripts/test.mjs adds up both summaries):
  // test-pg/, several API processes sharing the one database.
  const multiProcess = readdirSync(new URL('../test-pg/', import.meta.url))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `test-pg/${file}`);
  const nodeTest = ['--conditions=pear-source', '--import', 'tsx', '--test', '--test-concurrency=1'];
  const multiProcessSuite = await run(process.execPath, [...nodeTest, ...multiProcess]);
  exitCode = suite || multiProcessSuite;
} catch (error) {
  console.error(`PostgreSQL test run failed: ${error.message}`);
} finally {
  await cluster?.destroy().catch((error) => console.error(`could not remove the PostgreSQL cluster: ${error.message}`));
}
process.exit(exitCode);
