import type { FastifyInstance, FastifyReply } from 'fastify';
import { playableVideo } from '../../modules/video-pitch/pitch.js';
import { StoredFileMissingError } from '../../modules/storage/types.js';
import { HttpError } from '../../plugins/errors.js';

export const PLAYBACK_GONE_MESSAGE =
  'This video link has expired, or the video was replaced or deleted. Reload the page for a fresh link.';

/** The byte range a Range header asks for: one range only; anything else is answered with the whole file. */
function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // "bytes=-500": the last 500 bytes.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null; // syntactically invalid: ignored (RFC 9110 §14.2)
  return start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Answers a playback link: the whole video (200) or one byte range (206), streamed from storage. The link is the
 * capability, so the answer may be embedded from the app's origin (CORP cross-origin) but never cached shared.
 */
export async function streamVideo(
  app: Pick<FastifyInstance, 'db' | 'storage' | 'videoPlaybackLinks'>,
  token: string,
  rangeHeader: string | undefined,
  reply: FastifyReply,
) {
  const key = app.videoPlaybackLinks.keyOf(token);
  const video = key ? await playableVideo(app.db, key) : undefined;
  if (!video) throw new HttpError(404, PLAYBACK_GONE_MESSAGE);
  const size = video.sizeBytes;
  void reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=0')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff');

  const range = requestedRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, `The range asked for is outside the video's ${size} bytes.`);
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  let body;
  try {
    body = await app.storage.getRange(video.storageKey, start, end);
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new HttpError(404, PLAYBACK_GONE_MESSAGE);
    throw error;
  }
  void reply.type(video.contentType).header('content-length', end - start + 1);
  if (range) void reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply.send(body);
}
