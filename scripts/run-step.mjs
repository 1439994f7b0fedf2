// One step of `npm test` (scripts/test.mjs): a command whose output is kept for the test counts, and which is
// stopped as hung when it falls silent for too long.
import { spawn } from 'node:child_process';

/**
 * A step silent for this long is hung, not slow (the longest quiet stretch of a passing run is a few minutes): it is
 * stopped and fails, instead of holding CI until its limit. Seen once: an API suite whose app failed to start in a
 * `before` hook ran every test, then idled with that app's handles open.
 */
export const SILENT_STEP_LIMIT_MS = 15 * 60_000;
const STOP_GRACE_MS = 10_000;
/** Process groups of the steps running now. */
const runningGroups = new Set();

function stopGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every step still running, with all it started (for Ctrl-C or a CI cancel of `npm test`). */
export function stopRunningSteps() {
  for (const pid of runningGroups) stopGroup(pid, 'SIGTERM');
}

/**
 * Runs a command, keeping its output; streams it as well when `stream`. The command runs in a process group of its
 * own (npm starts shells that start node), so a hung step is stopped whole.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: Record<string, string>, stream?: boolean, silentLimitMs?: number }} options
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runStep(command, args, { cwd, env = {}, stream = false, silentLimitMs = SILENT_STEP_LIMIT_MS }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    runningGroups.add(child.pid);
    let output = '';
    let lastOutputAt = Date.now();
    let hung = false;
    const receive = (chunk, sink) => {
      output += chunk;
      lastOutputAt = Date.now();
      if (stream) sink.write(chunk);
    };
    child.stdout.on('data', (chunk) => receive(chunk, process.stdout));
    child.stderr.on('data', (chunk) => receive(chunk, process.stderr));
    const watchdog = setInterval(
      () => {
        if (hung || Date.now() - lastOutputAt < silentLimitMs) return;
        hung = true;
        const message = `\n✖ no output for ${(silentLimitMs / 60_000).toFixed(1)} min: stopped as hung\n`;
        output += message;
        if (stream) process.stdout.write(message);
        stopGroup(child.pid, 'SIGTERM');
        setTimeout(() => stopGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS).unref();
      },
      Math.min(10_000, silentLimitMs / 4),
    );
    child.on('close', (code) => {
      clearInterval(watchdog);
      runningGroups.delete(child.pid);
      resolve({ code: hung ? 1 : (code ?? 1), output });
    });
  });
}
