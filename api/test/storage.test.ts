import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
// eslint-disable-next-line import/no-relative-packages -- one s3rver launcher, shared with e2e/
import { startS3Server as startTestS3Server } from '../../scripts/s3-server.mjs';
import type { S3Config } from '../src/config.js';
import { createDiskStorage } from '../src/modules/storage/disk.js';
import { resolveStorageLocation } from '../src/modules/storage/location.js';
import { createS3Storage } from '../src/modules/storage/s3.js';
import { newStorageKey, StoredFileMissingError, type FileStorage } from '../src/modules/storage/types.js';
import { buildTestApp } from './helpers.js';

const BUCKET = 'pear-test';

/** Every byte value, so no encoding on the way (text, base64, line endings) goes unnoticed. */
const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, index) => index);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** An S3-compatible server (s3rver, in a child process) on a free port, its bucket and files in a fresh folder. */
async function startS3Server(): Promise<{ config: S3Config; stop: () => Promise<void> }> {
  const { stop, bucket, region, endpoint, accessKeyId, secretAccessKey } = await startTestS3Server({ bucket: BUCKET });
  return { config: { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle: true }, stop };
}

/** The behaviour every FileStorage must have, run against each implementation. */
function describeFileStorage(name: string, open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    before(async () => ({ storage, close } = await open()));
    after(() => close());

    it('gives back exactly the bytes it was given', async () => {
      const key = newStorageKey('test');
      await storage.put(key, ALL_BYTES, 'application/octet-stream');
      const bytes = await storage.get(key);
      assert.ok(Buffer.isBuffer(bytes));
      assert.deepEqual([...bytes], [...ALL_BYTES]);
    });

    it('replaces the bytes on a second put', async () => {
      const key = newStorageKey('test');
      await storage.put(key, Buffer.from('first version, the longer one'), 'text/plain');
      await storage.put(key, Buffer.from('second'), 'text/plain');
      assert.equal((await storage.get(key)).toString(), 'second');
    });

    it('says whether a key holds bytes', async () => {
      const key = newStorageKey('test');
      assert.equal(await storage.has(key), false);
      await storage.put(key, Buffer.from('x'), 'text/plain');
      assert.equal(await storage.has(key), true);
    });

    it('deletes: afterwards the key is missing, and deleting a missing key is fine', async () => {
      const key = newStorageKey('test');
      await storage.put(key, Buffer.from('to delete'), 'text/plain');
      await storage.delete(key);
      assert.equal(await storage.has(key), false);
      await assert.rejects(storage.get(key), (error) => error instanceof StoredFileMissingError);
      await storage.delete(key);
      await storage.delete(newStorageKey('never-stored'));
    });

    it('answers StoredFileMissingError for a key never stored', async () => {
      await assert.rejects(storage.get(newStorageKey('never-stored')), (error) => {
        assert.ok(error instanceof StoredFileMissingError);
        assert.match(error.message, /never-stored\//);
        return true;
      });
    });

    it('keeps a key and longer keys below it apart', async () => {
      const parent = newStorageKey('test');
      await storage.put(parent, Buffer.from('parent'), 'text/plain');
      await storage.put(`${parent}/v2`, Buffer.from('child'), 'text/plain');
      assert.equal((await storage.get(parent)).toString(), 'parent');
      assert.equal((await storage.get(`${parent}/v2`)).toString(), 'child');
      await storage.delete(parent);
      assert.equal((await storage.get(`${parent}/v2`)).toString(), 'child');
    });

    it('refuses keys that are not its own opaque shape, before touching anything', async () => {
      for (const key of [
        '',
        '../escape',
        'a/../../etc/passwd',
        '/absolute',
        'Upper',
        'a//b',
        'a/',
        'name.pdf',
        'a b',
      ]) {
        await assert.rejects(storage.put(key, Buffer.from('x'), 'text/plain'), /Invalid storage key/, key);
        await assert.rejects(storage.get(key), /Invalid storage key/, key);
        await assert.rejects(storage.has(key), /Invalid storage key/, key);
        await assert.rejects(storage.delete(key), /Invalid storage key/, key);
      }
    });

    it('stores a file from disk, streamed, and serves any byte range of it as a stream', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pear-put-file-'));
      try {
        const source = path.join(dir, 'upload.bin');
        const bytes = randomBytes(3 * 1024 * 1024 + 17);
        await writeFile(source, bytes);
        const key = newStorageKey('test');
        await storage.putFile(key, source, bytes.length, 'video/webm');
        assert.equal(await exists(source), true, 'the caller still owns its file');
        assert.equal(await storage.size(key), bytes.length);
        const read = async (start: number, end: number) => buffer(await storage.getRange(key, start, end));
        assert.ok((await read(0, bytes.length - 1)).equals(bytes), 'the whole file');
        assert.ok((await read(1000, 1999)).equals(bytes.subarray(1000, 2000)), 'a range inside');
        assert.ok((await read(bytes.length - 1, bytes.length - 1)).equals(bytes.subarray(-1)), 'the last byte');

        await writeFile(source, Buffer.from('a shorter replacement'));
        await storage.putFile(key, source, 21, 'video/webm');
        assert.equal((await storage.get(key)).toString(), 'a shorter replacement');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('answers StoredFileMissingError for the size or a range of a key never stored', async () => {
      const key = newStorageKey('never-stored');
      await assert.rejects(storage.size(key), (error) => error instanceof StoredFileMissingError);
      await assert.rejects(storage.getRange(key, 0, 10), (error) => error instanceof StoredFileMissingError);
    });

    it('round-trips a 5 MB file', async () => {
      const key = newStorageKey('test');
      const large = randomBytes(5 * 1024 * 1024);
      await storage.put(key, large, 'application/pdf');
      assert.ok((await storage.get(key)).equals(large));
    });
  });
}

describeFileStorage('disk', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pear-storage-'));
  return { storage: createDiskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

describeFileStorage('S3-compatible', async () => {
  const server = await startS3Server();
  const storage = createS3Storage(server.config);
  return {
    storage,
    close: async () => {
      storage.close();
      await server.stop();
    },
  };
});

describe('disk storage on the file system', () => {
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(tmpdir(), 'pear-storage-'))));
  after(() => rm(dir, { recursive: true, force: true }));

  it('creates the folders it needs and leaves no temporary file behind', async () => {
    const storage = createDiskStorage(path.join(dir, 'not', 'yet', 'there'));
    await storage.put('data-room/abc/v1', Buffer.from('bytes'), 'text/plain');
    assert.equal(await exists(path.join(dir, 'not', 'yet', 'there', 'data-room', 'abc', 'v1.bin')), true);
    assert.deepEqual(await readdir(path.join(dir, 'not', 'yet', 'there', 'data-room', 'abc')), ['v1.bin']);
  });

  it('stores a file from disk by copying it into place: no temporary file is left behind', async () => {
    const storage = createDiskStorage(path.join(dir, 'copies'));
    const source = path.join(dir, 'upload.bin');
    await writeFile(source, Buffer.from('video bytes'));
    await storage.putFile('video-pitch/abc', source, 11, 'video/mp4');
    assert.deepEqual(await readdir(path.join(dir, 'copies', 'video-pitch')), ['abc.bin']);
  });
});

describe('where files are kept', () => {
  it('uses STORAGE_DIR, else the folder beside the PGlite data, else a temporary folder for an in-memory database', async () => {
    assert.deepEqual(await resolveStorageLocation({ storageDir: '/srv/pear-files', pgliteDir: './.data/pglite' }), {
      dir: '/srv/pear-files',
      removeOnClose: false,
    });
    assert.deepEqual(await resolveStorageLocation({ storageDir: undefined, pgliteDir: './.data/pglite' }), {
      dir: path.resolve('.data/files'),
      removeOnClose: false,
    });
    const temporary = await resolveStorageLocation({ storageDir: undefined, pgliteDir: 'memory://' });
    assert.equal(temporary.removeOnClose, true);
    assert.ok(temporary.dir.startsWith(tmpdir()));
    assert.equal(await exists(temporary.dir), true);
    await rm(temporary.dir, { recursive: true });
  });

  it('gives an in-memory test app its own folder on disk, and removes it when the app closes', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    const started = lines.map((line) => JSON.parse(line) as { msg: string; dir?: string });
    const dir = started.find((line) => line.msg === 'files are kept on disk')?.dir;
    assert.ok(dir, 'the storage folder is logged');
    assert.equal(app.storage.kind, 'disk');
    await app.storage.put('test/kept', Buffer.from('bytes'), 'text/plain');
    assert.equal(await exists(path.join(dir, 'test', 'kept.bin')), true);
    await app.close();
    assert.equal(await exists(dir), false);
  });

  it('keeps files in S3 when S3 is configured', async () => {
    const server = await startS3Server();
    const app = await buildTestApp({ s3: server.config });
    try {
      assert.equal(app.storage.kind, 's3');
      const key = newStorageKey('test');
      await app.storage.put(key, ALL_BYTES, 'application/octet-stream');
      const direct = createS3Storage(server.config);
      assert.deepEqual([...(await direct.get(key))], [...ALL_BYTES], 'the bytes are in the bucket');
      direct.close();
    } finally {
      await app.close();
      await server.stop();
    }
  });
});
