import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const API_DIR = fileURLToPath(new URL('../', import.meta.url));

/**
 * Keeps 300,000 objects from one allocation site alive, as the start's corpus read does, in a process that runs the
 * API's V8 settings first or not, and counts V8's decisions to allocate (or to consider allocating) that site's
 * objects in the old generation.
 */
async function tenureDecisions(withApiSettings: boolean): Promise<number> {
  const program = [
    withApiSettings ? "await import('./src/v8-flags.ts');" : '',
    "console.log('workload');",
    'const kept = [];',
    'const row = (i) => ({ id: i, values: [i, i + 1] });',
    'for (let i = 0; i < 300000; i++) kept.push(row(i));',
  ].join('\n');
  const { stdout } = await run(
    process.execPath,
    [
      '--conditions=pear-source',
      '--import',
      'tsx',
      '--trace-pretenuring-statistics',
      '--input-type=module',
      '-e',
      program,
    ],
    { cwd: API_DIR, maxBuffer: 16 * 1024 * 1024 },
  );
  // The loader (tsx) allocates before the program runs: only decisions made during the workload count.
  const workload = stdout.slice(stdout.indexOf('workload\n'));
  return workload.split('\n').filter((line) => /=> (maybe )?tenure$/.test(line)).length;
}

describe('the API process V8 settings (v8-flags.ts)', () => {
  it('turn allocation-site pretenuring off: long-lived objects at start do not send later ones to the old generation', async () => {
    assert.ok((await tenureDecisions(false)) > 0, 'without the settings V8 pretenures the site (the check can fail)');
    assert.equal(await tenureDecisions(true), 0);
  });
});
