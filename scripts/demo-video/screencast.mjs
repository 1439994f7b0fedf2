// Records a page with the DevTools screencast (the frames Chromium paints, each with its time) instead of
// Playwright's recordVideo, which needs a browser-side ffmpeg build that Playwright downloads and this machine cannot.
// Frames arrive only when the page changes; each lasts until the next one, so stills cost nothing until encoding.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Starts the screencast of `page` and writes each frame to `framesDir` as JPEG.
 * @param {import('@playwright/test').Page} page
 * @param {{ framesDir: string, width: number, height: number }} options
 */
export async function startScreencast(page, { framesDir, width, height }) {
  const session = await page.context().newCDPSession(page);
  /** @type {{ file: string, at: number }[]} */
  const frames = [];
  const writes = [];
  const startedAt = performance.now();
  session.on('Page.screencastFrame', (frame) => {
    const file = join(framesDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    frames.push({ file, at: (performance.now() - startedAt) / 1000 });
    writes.push(writeFile(file, Buffer.from(frame.data, 'base64')));
    // Unacknowledged frames stop the stream.
    session.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: width, maxHeight: height });

  return {
    /** Seconds since the screencast started: the clock the captions are timed with. */
    now: () => (performance.now() - startedAt) / 1000,
    /** Stops, waits for every frame on disk, and returns the frames with the length of the recording. */
    stop: async () => {
      const end = (performance.now() - startedAt) / 1000;
      await session.send('Page.stopScreencast').catch(() => undefined);
      await Promise.all(writes);
      await session.detach().catch(() => undefined);
      return { frames, end };
    },
  };
}

/**
 * An ffmpeg concat-demuxer list that shows each frame until the next one (the first from 0 s, the last until `end`).
 * The demuxer ignores the last entry's duration unless the file is listed once more.
 * @param {{ file: string, at: number }[]} frames
 * @param {number} end
 */
export function concatList(frames, end) {
  if (frames.length === 0) throw new Error('The screencast produced no frames');
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, index) => {
    const until = frames[index + 1]?.at ?? end;
    const from = index === 0 ? 0 : frame.at;
    lines.push(`file '${frame.file.replaceAll("'", "'\\''")}'`, `duration ${Math.max(0.001, until - from).toFixed(3)}`);
  });
  lines.push(`file '${frames.at(-1).file.replaceAll("'", "'\\''")}'`);
  return `${lines.join('\n')}\n`;
}
