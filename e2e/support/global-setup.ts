import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LOCAL_MODE_API_ENV, startComposedApp } from '../../scripts/compose.mjs';

/** Starts the composed app on free ports and hands its addresses to the tests through the environment. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'pear-e2e-'));
  const app = await startComposedApp({
    freePorts: true,
    dataDir,
    quietApi: !process.env.PEAR_E2E_API_LOGS,
    // Local mode: the tests sign in through the dev IdP and pay on the local checkout page.
    apiEnv: {
      ...LOCAL_MODE_API_ENV,
      PGLITE_DIR: join(dataDir, 'pglite'),
      RATE_LIMIT_MAX: '1000',
      CHAT_RATE_LIMIT_MAX: '1000',
    },
  });
  process.env.PEAR_APP_URL = app.appUrl;
  process.env.PEAR_API_URL = app.apiUrl;
  process.env.PEAR_APP_CONFIG_PATH = app.appConfigPath;
  process.env.PEAR_E2E_DATA_DIR = dataDir;
  return async () => {
    await app.stop();
  };
}
