// The founder's video pitch: one per founder, its bytes in file storage, its facts (format, duration) read from the
// container at upload. Replacing stores the new bytes first, then swaps the row, then deletes the old bytes, so the
// founder never has no video in between and no row ever points at nothing.
import type { VideoPitch, VideoPitchState } from '@pear/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { users, videoPitches, type VideoPitchRow } from '../../db/schema.js';
import { newStorageKey } from '../storage/types.js';
import type { VideoFacts } from './container.js';
import type { VideoPlaybackLinks } from './playback.js';

export type VideoPitchApp = Pick<FastifyInstance, 'db' | 'storage' | 'log' | 'videoPlaybackLinks'>;

/** An upload on disk, already recognised: where it is and how big. */
export type ReceivedVideo = { path: string; sizeBytes: number; facts: VideoFacts };

function toVideoPitch(row: VideoPitchRow, links: VideoPlaybackLinks, now: Date): VideoPitch {
  return {
    format: row.format,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    uploadedAt: row.uploadedAt.toISOString(),
    playbackUrl: links.urlFor(row.storageKey, now),
  };
}

export async function getVideoPitch(app: VideoPitchApp, founderId: string, now = new Date()): Promise<VideoPitchState> {
  const [row] = await app.db.select().from(videoPitches).where(eq(videoPitches.founderId, founderId));
  return { videoPitch: row ? toVideoPitch(row, app.videoPlaybackLinks, now) : null };
}

/** The video pitches of these founders (those that have one), with fresh playback links. */
export async function videoPitchesOf(
  app: Pick<VideoPitchApp, 'db' | 'videoPlaybackLinks'>,
  founderIds: readonly string[],
  now = new Date(),
): Promise<Map<string, VideoPitch>> {
  if (founderIds.length === 0) return new Map();
  const rows = await app.db
    .select()
    .from(videoPitches)
    .where(inArray(videoPitches.founderId, [...founderIds]));
  return new Map(rows.map((row) => [row.founderId, toVideoPitch(row, app.videoPlaybackLinks, now)]));
}

async function forgetBytes(app: VideoPitchApp, key: string | undefined): Promise<void> {
  if (!key) return;
  try {
    await app.storage.delete(key);
  } catch (error) {
    app.log.warn({ err: error, key }, 'video pitch: could not delete stored bytes; they are orphaned');
  }
}

/** The founder's row locked (so two uploads at once replace one another in turn), and the key it held. */
async function lockedKey(tx: Database, founderId: string): Promise<string | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, founderId)).for('update');
  const [old] = await tx
    .select({ key: videoPitches.storageKey })
    .from(videoPitches)
    .where(eq(videoPitches.founderId, founderId));
  return old?.key;
}

/** Stores the video under a new key, records it (replacing any previous one), then deletes the previous bytes. */
export async function saveVideoPitch(
  app: VideoPitchApp,
  founderId: string,
  video: ReceivedVideo,
): Promise<VideoPitchState> {
  const storageKey = newStorageKey('video-pitch');
  const { format, contentType, durationSeconds } = video.facts;
  await app.storage.putFile(storageKey, video.path, video.sizeBytes, contentType);
  let previous: string | undefined;
  try {
    previous = await app.db.transaction(async (tx) => {
      const old = await lockedKey(tx, founderId);
      const row = { storageKey, format, contentType, sizeBytes: video.sizeBytes, durationSeconds };
      await tx
        .insert(videoPitches)
        .values({ founderId, ...row })
        .onConflictDoUpdate({ target: videoPitches.founderId, set: { ...row, uploadedAt: new Date() } });
      return old;
    });
  } catch (error) {
    await forgetBytes(app, storageKey);
    throw error;
  }
  await forgetBytes(app, previous);
  return getVideoPitch(app, founderId);
}

/** Deletes the row, then the bytes: every playback link to it ends at once. */
export async function deleteVideoPitch(app: VideoPitchApp, founderId: string): Promise<VideoPitchState> {
  const key = await app.db.transaction(async (tx) => {
    const old = await lockedKey(tx, founderId);
    await tx.delete(videoPitches).where(eq(videoPitches.founderId, founderId));
    return old;
  });
  await forgetBytes(app, key);
  return { videoPitch: null };
}

/** The stored video a playback link's key names, if it is still some founder's current video. */
export async function playableVideo(
  db: Database,
  storageKey: string,
): Promise<Pick<VideoPitchRow, 'storageKey' | 'contentType' | 'sizeBytes'> | undefined> {
  const [row] = await db
    .select({
      storageKey: videoPitches.storageKey,
      contentType: videoPitches.contentType,
      sizeBytes: videoPitches.sizeBytes,
    })
    .from(videoPitches)
    .where(eq(videoPitches.storageKey, storageKey));
  return row;
}
