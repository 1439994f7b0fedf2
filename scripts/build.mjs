// Production build of everything: the six federated front-end builds (one webpack process, two at
// a time) and the API. Each remote can also be built alone: `npm run build -w marketing`.
import { spawnSync } from 'node:child_process';

import { ROOT } from './compose.mjs';

function run(command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

run(process.execPath, [
  'node_modules/webpack-cli/bin/cli.js',
  '--config',
  'tooling/webpack.all.cjs',
  '--mode',
  'production',
]);
run('npm', ['run', '--silent', '-w', 'api', 'build']);
