// `npm run typecheck`: type-checks every TypeScript project the root tsconfig.json references (the front-end
// packages, contract, api with its tests and scripts, e2e, the Node scripts), each with its own settings, as many
// at a time as there are cores. Each run is incremental (`--incremental`, state in node_modules/.cache/typecheck):
// unchanged files are not checked again, and every file of each program is still compared, including files
// imported from outside the project (which `tsc -b`'s up-to-date check would miss). `tsc -b` from the root
// checks the same projects one after another, without the cache.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CACHE = join(ROOT, 'node_modules', '.cache', 'typecheck');

/** @returns {string[]} the tsconfig files the root tsconfig.json references, relative to the root */
function referencedProjects() {
  const { config, error } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config.references ?? []).map((/** @type {{ path: string }} */ { path }) => {
    const target = resolve(ROOT, path);
    const file = existsSync(target) && statSync(target).isDirectory() ? join(target, 'tsconfig.json') : target;
    return relative(ROOT, file);
  });
}

/**
 * @param {string} project
 * @returns {Promise<{ project: string, code: number, output: string, seconds: number }>}
 */
function check(project) {
  const started = Date.now();
  const buildInfo = join(CACHE, `${project.replace(/[\\/]/g, '__')}.tsbuildinfo`);
  const args = [TSC, '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty', 'false'];
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolvePromise({ project, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

mkdirSync(CACHE, { recursive: true });
const queue = referencedProjects();
const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    // Each project's errors together, as soon as it is done.
    process.stdout.write(result.output);
    console.log(`${result.code === 0 ? '✔' : '✖'} ${result.project} (${result.seconds.toFixed(1)} s)`);
    results.push(result);
  }
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, worker));
const failed = results.filter((result) => result.code !== 0);
console.log(
  failed.length === 0
    ? `typecheck: ${results.length} projects, no errors`
    : `typecheck: errors in ${failed.map((result) => result.project).join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
