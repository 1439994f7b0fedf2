import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LOCAL_MODE_API_ENV, startComposedApp } from '../../scripts/compose.mjs';
import { startS3Server } from '../../scripts/s3-server.mjs';

/** Starts the composed app on free ports and hands its addresses to the tests through the environment. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'pear-e2e-'));
  // Kept files (data room, pitch decks) go through the real S3 protocol, to an S3-compatible server on a free port.
  const s3 = await startS3Server({ bucket: 'pear-e2e' });
  const app = await startComposedApp({
    freePorts: true,
    dataDir,
    quietApi: !process.env.PEAR_E2E_API_LOGS,
    // Local mode: the tests sign in through the dev IdP, pay on the local checkout page and read the e-mail the API
    // sends (viewer codes) from the mail catcher (support/mail.ts); an empty SMTP_URL keeps real SMTP out of it.
    apiEnv: {
      ...LOCAL_MODE_API_ENV,
      SMTP_URL: '',
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      PGLITE_DIR: join(dataDir, 'pglite'),
      RATE_LIMIT_MAX: '1000',
      CHAT_RATE_LIMIT_MAX: '1000',
    },
  });
  process.env.PEAR_APP_URL = app.appUrl;
  process.env.PEAR_API_URL = app.apiUrl;
  process.env.PEAR_APP_CONFIG_PATH = app.appConfigPath;
  process.env.PEAR_E2E_DATA_DIR = dataDir;
  process.env.PEAR_E2E_S3_ENDPOINT = s3.endpoint;
  return async () => {
    await app.stop();
    await s3.stop();
  };
}
