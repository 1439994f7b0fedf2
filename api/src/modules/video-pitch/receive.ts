import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { VIDEO_PITCH_LIMITS, VIDEO_PITCH_SIZE_MESSAGE, videoPitchTooLongMessage } from '@pear/contract';
import { HttpError } from '../../plugins/errors.js';
import { fileByteSource } from './byte-source.js';
import { readVideoFacts, type VideoFacts } from './container.js';
import { VideoContainerError } from './errors.js';

/*
 * An upload arrives as the raw request body: streamed to a temporary file (never held whole in memory), counted on
 * the way and cut off at VIDEO_PITCH_LIMITS.bytes, then read with positional reads to learn what it is and how long
 * it runs. The caller stores it and always calls `discard`.
 */

export const EMPTY_UPLOAD_MESSAGE = 'The upload is empty: send the video file itself as the request body.';

class VideoTooLargeError extends HttpError {
  constructor() {
    super(413, VIDEO_PITCH_SIZE_MESSAGE);
  }
}

/** A received upload: where it is, its size, and `discard()` to remove it. */
export type TemporaryVideo = { path: string; sizeBytes: number; discard: () => Promise<void> };

/**
 * Writes `body` to a fresh temporary file, at most `limit` bytes: past it, reading stops (the stream is paused and
 * left, so the 413 can still be answered) and the file is removed.
 */
export async function receiveToTemporaryFile(
  body: Readable,
  { limit = VIDEO_PITCH_LIMITS.bytes, dir = tmpdir() }: { limit?: number; dir?: string } = {},
): Promise<TemporaryVideo> {
  const file = path.join(dir, `pear-video-${randomUUID()}.upload`);
  const discard = () => rm(file, { force: true });
  const out = createWriteStream(file, { mode: 0o600 });
  let sizeBytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        body.off('data', onData);
        body.pause();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const onData = (chunk: Buffer) => {
        sizeBytes += chunk.length;
        if (sizeBytes > limit) return fail(new VideoTooLargeError());
        if (!out.write(chunk)) {
          body.pause();
          out.once('drain', () => body.resume());
        }
      };
      body.on('data', onData);
      body.once('end', () => out.end(() => resolve()));
      body.once('error', fail);
      // A client that goes away mid-upload: the request is aborted, never ended.
      body.once('aborted', () => fail(new HttpError(400, 'The upload was interrupted before the whole file arrived.')));
      out.once('error', fail);
    });
  } catch (error) {
    out.destroy();
    await discard();
    throw error;
  }
  return { path: file, sizeBytes, discard };
}

/** What the received file is and how long it runs; 415, 422 (unreadable or over 5 minutes) otherwise. */
export async function inspectVideo(video: TemporaryVideo): Promise<VideoFacts> {
  if (video.sizeBytes === 0) throw new HttpError(400, EMPTY_UPLOAD_MESSAGE);
  const handle = await open(video.path, 'r');
  let facts: VideoFacts;
  try {
    facts = await readVideoFacts(fileByteSource(handle, video.sizeBytes));
  } catch (error) {
    if (error instanceof VideoContainerError) throw new HttpError(error.status, error.message);
    throw error;
  } finally {
    await handle.close();
  }
  if (isTooLong(facts.durationSeconds)) throw new HttpError(422, videoPitchTooLongMessage(facts.durationSeconds));
  return facts;
}

/**
 * Over the limit once rounded to the second the founder reads ("5:00" passes, "5:01" does not): a recording that
 * stops a few milliseconds past 5:00 is 5:00 long to everyone who watches it.
 */
export const isTooLong = (seconds: number) => Math.round(seconds) > VIDEO_PITCH_LIMITS.seconds;
