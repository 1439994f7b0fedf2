import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { runStep } from '../run-step.mjs';

const node = process.execPath;
/** Running, not a zombie waiting to be reaped (an orphan's parent may reap late). */
const isRunning = (pid) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('runStep', () => {
  it('keeps the output and the exit code of a step that ends', async () => {
    const result = await runStep(node, ['-e', 'console.log("3 passed"); console.error("warn"); process.exit(3)'], {
      cwd: process.cwd(),
    });
    assert.equal(result.code, 3);
    assert.match(result.output, /3 passed/);
    assert.match(result.output, /warn/);
  });

  it('stops a step that falls silent, with the processes it started, and fails it', { timeout: 30_000 }, async () => {
    // A shell that starts a node which prints its pid, then idles forever, as a hung suite does.
    const idle = `${JSON.stringify(node)} -e 'console.log("pid " + process.pid); setInterval(() => {}, 1000)'`;
    const started = Date.now();
    const result = await runStep('sh', ['-c', `${idle} & wait`], { cwd: process.cwd(), silentLimitMs: 1500 });
    assert.equal(result.code, 1);
    assert.match(result.output, /stopped as hung/);
    assert.ok(Date.now() - started < 15_000, 'stopped within the limit and the grace period');
    const pid = Number(result.output.match(/pid (\d+)/)?.[1]);
    assert.ok(pid > 0);
    assert.equal(isRunning(pid), false, 'the idle grandchild is gone too');
  });
});
