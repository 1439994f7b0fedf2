// Debian's ffmpeg turns the screencast frames into the files the landing page serves: WebM (VP9) and MP4 (H.264,
// for browsers without VP9), no audio, a poster frame. Screen recordings are mostly still, so a low frame rate and a
// high CRF keep them small without blurring the text.
import { spawnSync } from 'node:child_process';
import { stat } from 'node:fs/promises';

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** Throws with an install hint when ffmpeg or one of the encoders the video needs is missing. */
export function checkFfmpeg() {
  const result = spawnSync(FFMPEG, ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`ffmpeg not found at ${FFMPEG}: install Debian's (apt-get install -y ffmpeg) or set FFMPEG_PATH`);
  }
  const missing = ['libvpx-vp9', 'libx264', 'libwebp'].filter((encoder) => !result.stdout.includes(` ${encoder} `));
  if (missing.length > 0) throw new Error(`ffmpeg at ${FFMPEG} lacks the encoder(s) ${missing.join(', ')}`);
}

function ffmpeg(args) {
  const result = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed:\n${result.stderr}`);
}

/**
 * @param {{ list: string, width: number, fps: number }} input  `list`: the concat list of the frames (screencast.mjs)
 * @param {{ webm: string, mp4: string }} output
 * @param {{ webmCrf?: number, mp4Crf?: number }} [quality]
 */
export function encodeVideos({ list, width, fps }, output, { webmCrf = 44, mp4Crf = 30 } = {}) {
  const input = ['-f', 'concat', '-safe', '0', '-i', list];
  // Constant frame rate from the variable-rate screencast; even height for yuv420p.
  const filter = ['-vf', `fps=${fps},scale=${width}:-2:flags=lanczos,format=yuv420p`];
  ffmpeg([
    ...input,
    ...filter,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(webmCrf), '-row-mt', '1', '-deadline', 'good'],
    ...['-cpu-used', '2', '-g', String(fps * 10), '-an', output.webm],
  ]);
  ffmpeg([
    ...input,
    ...filter,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', String(mp4Crf), '-tune', 'stillimage'],
    ...['-g', String(fps * 10), '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', output.mp4],
  ]);
}

/** One frame of the video at `seconds`, `width` pixels wide, as WebP (`quality` 0–100). */
export function extractPoster({ video, seconds, width, out, quality = 70 }) {
  ffmpeg([
    ...['-ss', seconds.toFixed(2), '-i', video, '-frames:v', '1', '-vf', `scale=${width}:-2:flags=lanczos`],
    ...['-c:v', 'libwebp', '-quality', String(quality), out],
  ]);
}

/** Duration in seconds of a media file, as ffprobe reads it from the container. */
export function probeDuration(file) {
  const ffprobe = FFMPEG.replace(/ffmpeg$/, 'ffprobe');
  const result = spawnSync(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  });
  return Number(result.stdout.trim());
}

export const fileSize = async (file) => (await stat(file)).size;
