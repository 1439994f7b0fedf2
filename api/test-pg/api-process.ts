// The real API server (src/server.ts, as `npm start` runs it, from source) in a process of its own, in its own
// process group so that stopping it also stops anything it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
/** A cold start compiles the sources with tsx and opens the database: slow on a loaded 2-core machine. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export type ApiProcess = {
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM to the group (the server closes cleanly), SIGKILL if it has not exited in time. Safe to call twice. */
  stop(): Promise<void>;
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts the server with `env` on top of this process's environment; resolves once it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=pear-source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // If the test process dies first, do not leave a server behind.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  let output = '';
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Pear API listening on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`the API exited (${signal ?? code}) before listening`)));
  });

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (exited(child)) return;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
    await gone;
    clearTimeout(timer);
  };

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the API did not listen within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([listening, timeout]);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  return { output: () => output, stop };
}
