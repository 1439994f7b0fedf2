import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createDiskStorage } from '../modules/storage/disk.js';
import { resolveStorageLocation } from '../modules/storage/location.js';
import '../modules/storage/types.js';

/** `app.storage`: the S3 bucket when S3_BUCKET is set, otherwise a folder on disk (see resolveStorageLocation). */
async function storagePlugin(
  app: FastifyInstance,
  options: { config: Pick<Config, 's3' | 'storageDir' | 'pgliteDir'> },
) {
  const { s3 } = options.config;
  if (s3) {
    // Loaded only when used: the AWS SDK is among the API's slowest imports.
    const { createS3Storage } = await import('../modules/storage/s3.js');
    const storage = createS3Storage(s3);
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
    app.log.info({ bucket: s3.bucket, endpoint: s3.endpoint ?? 'AWS' }, 'files are kept in S3');
    return;
  }

  const { dir, removeOnClose } = await resolveStorageLocation(options.config);
  app.decorate('storage', createDiskStorage(dir));
  if (removeOnClose) app.addHook('onClose', () => rm(dir, { recursive: true, force: true }));
  app.log.info({ dir }, 'files are kept on disk');
}

export default fp(storagePlugin, { name: 'storage' });
