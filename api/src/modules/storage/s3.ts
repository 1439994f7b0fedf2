import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { assertStorageKey } from './keys.js';
import { StoredFileMissingError, type FileStorage } from './types.js';

/** "No such object", however the store words it (GetObject says NoSuchKey, HeadObject has no body: a bare 404). */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** Files as objects of one bucket, keyed by the storage key. `close()` ends the client's connections. */
export function createS3Storage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: a streamed body would otherwise be sent aws-chunked with a checksum
    // trailer, which several S3-compatible stores (s3rver, older MinIO and Ceph) store as it came, framing and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // Unset: the SDK's default chain (AWS_* variables, shared config files, the instance or task role).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket: config.bucket, Key: key };
  };

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ ...object(key), Body: bytes, ContentType: contentType }));
    },

    async putFile(key, filePath, size, contentType) {
      // One PutObject with a known length streams the file (S3 takes up to 5 GB in one request).
      const body = createReadStream(filePath);
      try {
        await client.send(
          new PutObjectCommand({ ...object(key), Body: body, ContentLength: size, ContentType: contentType }),
        );
      } finally {
        body.destroy();
      }
    },

    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand(object(key)));
        if (!response.Body) throw new StoredFileMissingError(key);
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand(object(key)));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async getRange(key, start, end) {
      try {
        const response = await client.send(new GetObjectCommand({ ...object(key), Range: `bytes=${start}-${end}` }));
        if (!(response.Body instanceof Readable)) throw new StoredFileMissingError(key);
        return response.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there, too.
      await client.send(new DeleteObjectCommand(object(key)));
    },

    async has(key) {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    close: () => client.destroy(),
  };
}
