// A private, throwaway PostgreSQL cluster in a temp directory (trust auth, fsync off, its own port and socket dir):
// the test:pg run (test-pg.mjs) runs the suite on one, and the database fault test stops and restarts its own.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/free-port.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const run = promisify(execFile);

/** Newest installed major version that has initdb, e.g. /usr/lib/postgresql/15/bin; undefined without one. */
export function findPgBinDir() {
  if (!existsSync(PG_ROOT)) return undefined;
  return readdirSync(PG_ROOT)
    .filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(PG_ROOT, version, 'bin'))[0];
}

/**
 * initdb, start and createdb `database` in a new temp directory. Stop and start it again at will (same port and
 * data); `destroy()` stops it and removes everything, and is safe to call twice.
 */
export async function createCluster({ binDir, database }) {
  // initdb refuses to run as root, so the cluster belongs to the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const pg = async (tool, args) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]]
      : [join(binDir, tool), args];
    await run(command, commandArgs);
  };

  const dir = mkdtempSync(join(tmpdir(), 'pear-api-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const port = await freePort();
  let running = false;

  const cluster = {
    version: binDir.split('/').at(-2),
    port,
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** The server's log so far (for a failure report). */
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async start() {
      await pg('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -c fsync=off -k ${dir}`,
        'start',
      ]);
      running = true;
    },
    /** `fast` ends every session with 57P01 (admin shutdown), as a restart or failover does. */
    async stop(mode = 'fast') {
      if (!running) return;
      await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        await cluster.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };

  try {
    if (asRoot) {
      const id = async (flag) => Number((await run('id', [flag, 'postgres'])).stdout);
      chownSync(dir, await id('-u'), await id('-g'));
    }
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    const log = cluster.log();
    await cluster.destroy().catch(() => {});
    if (error.stderr) error.message += `\n${error.stderr}`;
    if (log) error.message += `\n${log}`;
    throw error;
  }
  return cluster;
}
