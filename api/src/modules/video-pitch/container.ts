import type { VideoPitchFormat } from '@pear/contract';
import type { ByteSource } from './byte-source.js';
import { notAVideo } from './errors.js';
import { looksLikeMp4, mp4Duration } from './mp4.js';
import { looksLikeEbml, webmDuration } from './webm.js';

export type VideoFacts = { format: VideoPitchFormat; contentType: 'video/mp4' | 'video/webm'; durationSeconds: number };

/**
 * What a video is and how long it runs, from its bytes alone (never the name or the Content-Type the browser sent).
 * Throws VideoContainerError: 415 for anything but an MP4 or WebM video, 422 for one that cannot be read.
 */
export async function readVideoFacts(source: ByteSource): Promise<VideoFacts> {
  const head = await source.read(0, 16);
  if (looksLikeMp4(head)) {
    return { format: 'MP4', contentType: 'video/mp4', durationSeconds: await mp4Duration(source) };
  }
  if (looksLikeEbml(head)) {
    return { format: 'WebM', contentType: 'video/webm', durationSeconds: await webmDuration(source) };
  }
  throw notAVideo();
}
