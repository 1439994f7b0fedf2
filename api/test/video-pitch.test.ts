import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import {
  endpoints,
  VIDEO_PITCH_LIMITS,
  VIDEO_PITCH_SIZE_MESSAGE,
  VIDEO_PITCH_TYPE_MESSAGE,
  videoPitchTooLongMessage,
  type VideoPitch,
} from '@pear/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { videoPitches } from '../src/db/schema.js';
import { EMPTY_UPLOAD_MESSAGE, receiveToTemporaryFile } from '../src/modules/video-pitch/receive.js';
import { PLAYBACK_GONE_MESSAGE } from '../src/routes/video-pitch/stream.js';
import { buildTestApp, signUpUser } from './helpers.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/video');
const API_URL = 'https://api.pear.test';
type User = Awaited<ReturnType<typeof signUpUser>>;

describe('video pitch', () => {
  let app: FastifyInstance;
  let founder: User;
  let other: User;
  let backer: User;
  let webm: Buffer;
  let mp4: Buffer;

  before(async () => {
    app = await buildTestApp({ apiPublicUrl: API_URL });
    founder = await signUpUser(app, 'founder', 'video-founder');
    other = await signUpUser(app, 'founder', 'video-other');
    backer = await signUpUser(app, 'investor', 'video-investor');
    webm = await readFile(path.join(FIXTURES, 'pitch-short.webm'));
    mp4 = await readFile(path.join(FIXTURES, 'pitch-short.mp4'));
  });
  after(() => app?.close());

  const as = (who: User | null, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...(who ? { authorization: who.authorization } : {}) } });
  const upload = (who: User, bytes: Buffer, contentType?: string) =>
    as(who, {
      method: 'PUT',
      url: '/dev/me/video-pitch',
      payload: bytes,
      headers: contentType ? { 'content-type': contentType } : {},
    });
  const state = async (who: User) => {
    const response = await as(who, { method: 'GET', url: '/dev/me/video-pitch' });
    assert.equal(response.statusCode, 200, response.body);
    return endpoints.getVideoPitch.response[200].parse(response.json()).videoPitch;
  };
  async function uploaded(who: User, bytes: Buffer, contentType?: string): Promise<VideoPitch> {
    const response = await upload(who, bytes, contentType);
    assert.equal(response.statusCode, 200, response.body);
    const { videoPitch } = endpoints.uploadVideoPitch.response[200].parse(response.json());
    assert.ok(videoPitch);
    return videoPitch;
  }
  const play = (videoPitch: Pick<VideoPitch, 'playbackUrl'>, range?: string) =>
    app.inject({
      method: 'GET',
      url: new URL(videoPitch.playbackUrl).pathname,
      headers: range ? { range } : {},
    });
  const storedKey = async (who: User) =>
    (await app.db.select().from(videoPitches).where(eq(videoPitches.founderId, who.user.id)))[0]?.storageKey;
  const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

  it('starts with none, then keeps an uploaded WebM with the duration read from its container', async () => {
    assert.equal(await state(founder), null);
    const before = Date.now();
    const videoPitch = await uploaded(founder, webm, 'video/webm');
    assert.equal(videoPitch.format, 'WebM');
    assert.equal(videoPitch.contentType, 'video/webm');
    assert.equal(videoPitch.sizeBytes, webm.length);
    assert.equal(videoPitch.durationSeconds, 3.032);
    assert.ok(Date.parse(videoPitch.uploadedAt) >= before - 1000);
    assert.match(videoPitch.playbackUrl, /^https:\/\/api\.pear\.test\/media\/video-pitch\/[\w-]+\.[\w-]+$/);
    const again = await state(founder);
    assert.deepEqual({ ...again, playbackUrl: '' }, { ...videoPitch, playbackUrl: '' });
    assert.equal(await app.storage.has((await storedKey(founder))!), true, 'the bytes are in file storage');
  });

  it('decides the format by the bytes, never by the Content-Type: an MP4 sent as anything is an MP4', async () => {
    for (const contentType of ['application/octet-stream', 'video/webm', 'video/quicktime', 'text/plain', undefined]) {
      const videoPitch = await uploaded(other, mp4, contentType);
      assert.equal(videoPitch.format, 'MP4', String(contentType));
      assert.equal(videoPitch.contentType, 'video/mp4');
      assert.equal(videoPitch.durationSeconds, 3);
    }
  });

  it('streams through the playback link: the whole file, or one byte range (206), with the headers a player needs', async () => {
    const videoPitch = await uploaded(founder, webm, 'video/webm');
    const whole = await play(videoPitch);
    assert.equal(whole.statusCode, 200);
    assert.ok(whole.rawPayload.equals(webm));
    assert.equal(whole.headers['content-type'], 'video/webm');
    assert.equal(whole.headers['content-length'], String(webm.length));
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.match(String(whole.headers['cache-control']), /^private/);
    assert.equal(whole.headers['cross-origin-resource-policy'], 'cross-origin');

    const first = await play(videoPitch, 'bytes=0-99');
    assert.equal(first.statusCode, 206);
    assert.equal(first.headers['content-range'], `bytes 0-99/${webm.length}`);
    assert.equal(first.headers['content-length'], '100');
    assert.ok(first.rawPayload.equals(webm.subarray(0, 100)));

    const rest = await play(videoPitch, 'bytes=1000-');
    assert.equal(rest.statusCode, 206);
    assert.equal(rest.headers['content-range'], `bytes 1000-${webm.length - 1}/${webm.length}`);
    assert.ok(rest.rawPayload.equals(webm.subarray(1000)));

    const tail = await play(videoPitch, 'bytes=-10');
    assert.equal(tail.statusCode, 206);
    assert.ok(tail.rawPayload.equals(webm.subarray(-10)));

    const past = await play(videoPitch, `bytes=${webm.length}-`);
    assert.equal(past.statusCode, 416);
    assert.equal(past.headers['content-range'], `bytes */${webm.length}`);

    // A Range this server does not serve (several ranges, another unit) is ignored: the whole file.
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-2']) {
      const ignored = await play(videoPitch, range);
      assert.equal(ignored.statusCode, 200, range);
      assert.equal(ignored.rawPayload.length, webm.length);
    }
  });

  it('ends the old links when the video is replaced, and deletes the old bytes after the new are stored', async () => {
    const first = await uploaded(founder, webm, 'video/webm');
    const firstKey = (await storedKey(founder))!;
    const second = await uploaded(founder, mp4, 'video/mp4');
    assert.equal(second.format, 'MP4');
    const gone = await play(first);
    assert.equal(gone.statusCode, 404);
    assert.equal(messageOf(gone), PLAYBACK_GONE_MESSAGE);
    assert.equal(await app.storage.has(firstKey), false, 'the replaced video is deleted from storage');
    assert.equal((await play(second)).statusCode, 200);
    assert.equal(
      (await app.db.select().from(videoPitches).where(eq(videoPitches.founderId, founder.user.id))).length,
      1,
    );
  });

  it('deletes: the row, the bytes and every link', async () => {
    const videoPitch = await uploaded(founder, webm, 'video/webm');
    const key = (await storedKey(founder))!;
    const response = await as(founder, { method: 'DELETE', url: '/dev/me/video-pitch' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { videoPitch: null });
    assert.equal(await state(founder), null);
    assert.equal(await app.storage.has(key), false);
    assert.equal((await play(videoPitch)).statusCode, 404);
    // Deleting nothing is fine too.
    assert.equal((await as(founder, { method: 'DELETE', url: '/dev/me/video-pitch' })).statusCode, 200);
  });

  it('refuses a 6-minute video with the message that says how long it is, and keeps the previous one', async () => {
    const kept = await uploaded(founder, webm, 'video/webm');
    const response = await upload(founder, await readFile(path.join(FIXTURES, 'pitch-6min.webm')), 'video/webm');
    assert.equal(response.statusCode, 422);
    assert.equal(messageOf(response), videoPitchTooLongMessage(360));
    assert.match(messageOf(response), /This video is 6:00 long\. A video pitch can be at most 5 minutes/);
    assert.equal((await state(founder))?.sizeBytes, kept.sizeBytes);
  });

  it('refuses what is not a video (415), a cut-short one (422), an empty body (400)', async () => {
    const pdf = await upload(founder, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'video/mp4');
    assert.equal(pdf.statusCode, 415);
    assert.equal(messageOf(pdf), VIDEO_PITCH_TYPE_MESSAGE);
    const json = await as(founder, { method: 'PUT', url: '/dev/me/video-pitch', payload: { video: 'no' } });
    assert.equal(json.statusCode, 415);

    const cut = await upload(founder, mp4.subarray(0, 5000), 'video/mp4');
    assert.equal(cut.statusCode, 422);
    assert.match(messageOf(cut), /^This MP4 file cannot be read: its mdat box is cut short/);

    const empty = await upload(founder, Buffer.alloc(0), 'video/webm');
    assert.equal(empty.statusCode, 400);
    assert.equal(messageOf(empty), EMPTY_UPLOAD_MESSAGE);
  });

  it('refuses a body declared over 200 MB before reading it, and closes the connection', async () => {
    const response = await as(founder, {
      method: 'PUT',
      url: '/dev/me/video-pitch',
      payload: Readable.from([webm]),
      headers: { 'content-type': 'video/webm', 'content-length': String(VIDEO_PITCH_LIMITS.bytes + 1) },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(messageOf(response), VIDEO_PITCH_SIZE_MESSAGE);
    assert.equal(response.headers.connection, 'close');
  });

  it('stops reading a streamed body past the limit and removes what it wrote', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pear-video-receive-'));
    try {
      const chunks = Array.from({ length: 50 }, () => Buffer.alloc(1024, 1));
      let read = 0;
      const body = Readable.from(
        (function* () {
          for (const chunk of chunks) {
            read += 1;
            yield chunk;
          }
        })(),
      );
      await assert.rejects(receiveToTemporaryFile(body, { limit: 10 * 1024, dir }), (error: Error) => {
        assert.equal(error.message, VIDEO_PITCH_SIZE_MESSAGE);
        return true;
      });
      assert.ok(read < 20, `stopped reading after ${read} of 50 chunks`);
      assert.deepEqual(await readdir(dir), [], 'the partial file is removed');

      const fine = await receiveToTemporaryFile(Readable.from([webm]), { dir });
      assert.equal(fine.sizeBytes, webm.length);
      assert.ok((await readFile(fine.path)).equals(webm));
      await fine.discard();
      assert.deepEqual(await readdir(dir), []);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 404 for a forged, tampered, expired or unknown playback link', async () => {
    const videoPitch = await uploaded(founder, webm, 'video/webm');
    const token = new URL(videoPitch.playbackUrl).pathname.split('/').pop()!;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { key: string; expiresAt: number };
    const reSigned = (changed: object) =>
      `${Buffer.from(JSON.stringify({ ...claims, ...changed })).toString('base64url')}.${signature}`;
    const expired = app.videoPlaybackLinks.urlFor(claims.key, new Date(Date.now() - 61 * 60 * 1000));
    for (const url of [
      `/media/video-pitch/${reSigned({ expiresAt: claims.expiresAt + 3600 })}`,
      `/media/video-pitch/${payload}.${'A'.repeat(43)}`,
      `/media/video-pitch/${'x'.repeat(60)}`,
      new URL(expired).pathname,
      new URL(app.videoPlaybackLinks.urlFor('video-pitch/00000000-0000-4000-8000-000000000000')).pathname,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(messageOf(response), PLAYBACK_GONE_MESSAGE);
    }
    // A link signed just now for the same key still plays: only the link's own claims were wrong above.
    assert.equal((await play({ playbackUrl: app.videoPlaybackLinks.urlFor(claims.key) })).statusCode, 200);
  });

  it('is the founder’s own: 401 without a session, 403 for an investor, and another founder sees only theirs', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const anonymous = await as(null, {
        method,
        url: '/dev/me/video-pitch',
        payload: method === 'PUT' ? webm : undefined,
      });
      assert.equal(anonymous.statusCode, 401, method);
      const investor = await as(backer, {
        method,
        url: '/dev/me/video-pitch',
        ...(method === 'PUT' ? { payload: webm, headers: { 'content-type': 'video/webm' } } : {}),
      });
      assert.equal(investor.statusCode, 403, method);
      assert.match(messageOf(investor), /only for founder accounts/);
    }
    const mine = await uploaded(founder, webm, 'video/webm');
    const theirs = await uploaded(other, mp4, 'video/mp4');
    assert.equal((await state(founder))?.format, 'WebM');
    assert.equal((await state(other))?.format, 'MP4');
    assert.notEqual(mine.playbackUrl, theirs.playbackUrl);
    await as(other, { method: 'DELETE', url: '/dev/me/video-pitch' });
    assert.equal((await state(founder))?.format, 'WebM', "another founder's delete leaves mine");
  });
});
