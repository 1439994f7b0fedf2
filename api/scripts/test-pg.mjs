#!/usr/bin/env node
// Runs the API test suite against a real PostgreSQL: a private, throwaway cluster in a temp directory
// (trust auth, fsync off, its own port and socket dir), removed afterwards even on failure or Ctrl-C.
// Without PostgreSQL server binaries it says so and exits 0, so `npm test` works on any machine.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const DATABASE = 'pear_test';

/** Newest installed major version that has initdb, e.g. /usr/lib/postgresql/15/bin. */
function findBinDir() {
  if (!existsSync(PG_ROOT)) return undefined;
  return readdirSync(PG_ROOT)
    .filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(PG_ROOT, version, 'bin'))[0];
}

const binDir = findBinDir();
if (!binDir) {
  console.log('PostgreSQL binaries not found — skipping the PostgreSQL run');
  process.exit(0);
}

// initdb refuses to run as root, so the cluster belongs to the postgres user then.
const asRoot = process.getuid?.() === 0;
const pgCommand = (tool, args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]] : [join(binDir, tool), args];
const runPg = (tool, args) => {
  const [command, commandArgs] = pgCommand(tool, args);
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
};

const dir = mkdtempSync(join(tmpdir(), 'pear-api-pg-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'postgres.log');
let started = false;
let tests;

function cleanUp() {
  if (started) {
    try {
      runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop the PostgreSQL cluster: ${error.message}`);
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    // The suite runs in its own process group (npm → sh → node --test → one process per file).
    try {
      if (tests?.pid) process.kill(-tests.pid, signal);
    } catch {
      // Already gone.
    }
    cleanUp();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

let exitCode = 1;
try {
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  runPg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -c fsync=off -k ${dir}`,
    'start',
  ]);
  started = true;
  runPg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);

  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  console.log(`PostgreSQL ${binDir.split('/').at(-2)} cluster ready at ${databaseUrl}`);

  // Same suite, same definition: `npm test` of this workspace, pointed at the cluster.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'run', 'test']] : ['npm', ['run', 'test']];
  tests = spawn(command, args, {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  exitCode = await new Promise((resolve) => tests.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(`PostgreSQL test run failed: ${error.message}`);
  if (error.stderr?.length) console.error(error.stderr.toString());
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
} finally {
  cleanUp();
}
process.exit(exitCode);
