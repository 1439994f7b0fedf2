// An S3-compatible server (s3rver) on a free port for tests: the API suite's storage tests and the e2e run store
// files through the real S3 protocol against it. It runs in a child process (see s3rver-process.mjs).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from './free-port.mjs';

const PROCESS_SCRIPT = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

/** Starts s3rver with one bucket in a fresh folder; `stop()` ends it and removes the folder. */
export async function startS3Server({ bucket = 'pear-test' } = {}) {
  const directory = await mkdtemp(join(tmpdir(), 'pear-s3rver-'));
  const port = await freePort();
  const server = spawn(process.execPath, [PROCESS_SCRIPT, String(port), directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(server, 'exit');
  const [ready] = await Promise.race([once(server.stdout, 'data'), exited]);
  if (String(ready).trim() !== 'ready') throw new Error(`s3rver did not start (${String(ready)})`);
  return {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own keys: it checks request signatures as S3 does.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      server.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
