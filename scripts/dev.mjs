// `npm run dev`: the API in watch mode plus a webpack dev server for the shell and each remote,
// with an app-config.json that points the shell at the dev servers.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createAppConfig, localModeApiEnv, localModeBanner, ROOT } from './compose.mjs';
import { API_DEFAULT_PORT, REMOTES, SHELL } from './remotes.mjs';

const host = 'localhost';
const ports = Object.fromEntries([SHELL, ...REMOTES].map((app) => [app.name, app.port]));
const apiUrl = `http://${host}:${API_DEFAULT_PORT}`;
const appConfigPath = join(ROOT, '.data', 'app-config.dev.json');
await mkdir(join(ROOT, '.data'), { recursive: true });
await writeFile(appConfigPath, JSON.stringify(createAppConfig({ host, apiUrl, ports }), null, 2));

const apiEnv = localModeApiEnv();
const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...apiEnv, PGLITE_DIR: join(ROOT, '.data', 'pglite') },
  }),
  ...[SHELL, ...REMOTES].map((app) =>
    spawn('npm', ['run', 'dev', '-w', app.dir], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(app.port), PEAR_APP_CONFIG_PATH: appConfigPath },
    }),
  ),
];
console.log(`${localModeBanner(apiEnv)}
Pear dev servers starting: app http://${host}:${SHELL.port}, API ${apiUrl}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
