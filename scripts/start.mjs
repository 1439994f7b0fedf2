// `npm start`: build everything, then serve the composed app (shell :3000, remotes :3001–3005, API :4000).
import { spawnSync } from 'node:child_process';

import { localModeApiEnv, localModeBanner, mailCatcherOn, ROOT, startComposedApp } from './compose.mjs';
import { REMOTES } from './remotes.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const apiEnv = localModeApiEnv();
const app = await startComposedApp({ apiEnv });
const banner = localModeBanner(apiEnv, process.env, app.apiUrl);
if (banner) console.log(banner);
const mailLine = mailCatcherOn(apiEnv) ? `\n  Mail:     ${app.apiUrl}/dev/mail` : '';
console.log(`
Pear is running.
  App:      ${app.appUrl}
  API:      ${app.apiUrl}   (health: ${app.apiUrl}/health)${mailLine}
  Remotes:  ${REMOTES.map((r) => `${r.name} ${app.appConfig.remotes[r.name]}`).join('\n            ')}
  Registry: ${app.appUrl}/app-config.json (written to ${app.appConfigPath})
Press Ctrl+C to stop.
`);

const shutdown = async () => {
  await app.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
