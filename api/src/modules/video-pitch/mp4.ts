import type { ByteSource } from './byte-source.js';
import { notAVideo, unreadable } from './errors.js';

/*
 * The duration of an MP4 (ISO base media file, ISO/IEC 14496-12) from its boxes: `ftyp` first, then `moov` anywhere
 * (before or after `mdat`) with `mvhd` (version 0 or 1: timescale and duration). A fragmented file's `mvhd` says 0:
 * then `mvex/mehd` when present, else the end of the last fragment of any track (`moof/traf`: `tfdt` plus the
 * sample durations of `trun`, defaults from `tfhd` or `trex`, in the track's `mdhd` timescale).
 * Top-level boxes are walked by their headers only; `moov` and each `moof` are small and read whole.
 */

type Box = { type: string; start: number; headerSize: number; end: number };

/** moov of a 5-minute video is a few hundred KB; far above that is not a file we want to read into memory. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
const MAX_MOOF_BYTES = 4 * 1024 * 1024;
const MAX_FRAGMENTS = 100_000;

const cutShort = (what: string) => unreadable('MP4', `its ${what} box is cut short (the file may be incomplete)`);

/** The header of the box at `at` in `bytes`: its type, header size and total size (0 = "to `end`"). */
function headerAt(bytes: Buffer, at: number, end: number) {
  if (end - at < 8) throw unreadable('MP4', 'a box header is cut short');
  const size32 = bytes.readUInt32BE(at);
  const type = bytes.toString('latin1', at + 4, at + 8);
  if (size32 === 1 && end - at < 16) throw cutShort(type);
  const headerSize = size32 === 1 ? 16 : 8;
  const size = size32 === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : size32 === 0 ? end - at : size32;
  if (size < headerSize) throw unreadable('MP4', `the ${JSON.stringify(type)} box has an impossible size`);
  return { type, headerSize, size };
}

/** The box at `at` inside `bytes[.., end)`, or null at `end`; a box reaching past `end` is cut short. */
function boxAt(bytes: Buffer, at: number, end: number): Box | null {
  if (at >= end) return null;
  const { type, headerSize, size } = headerAt(bytes, at, end);
  if (at + size > end) throw cutShort(type);
  return { type, start: at, headerSize, end: at + size };
}

/** The child boxes of the box whose content is `bytes[from, to)`. */
function* children(bytes: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  for (let box = boxAt(bytes, at, to); box; box = boxAt(bytes, at, to)) {
    yield box;
    at = box.end;
  }
}

const child = (bytes: Buffer, parent: Box, type: string) =>
  [...children(bytes, parent.start + parent.headerSize, parent.end)].find((box) => box.type === type);
const childrenOf = (bytes: Buffer, parent: Box, type: string) =>
  [...children(bytes, parent.start + parent.headerSize, parent.end)].filter((box) => box.type === type);

/** A box's content (after its header), bounds-checked: a field past the end is a cut-short box. */
function content(bytes: Buffer, box: Box, needed: number): Buffer {
  const body = bytes.subarray(box.start + box.headerSize, box.end);
  if (body.length < needed) throw cutShort(box.type);
  return body;
}

const u64 = (body: Buffer, at: number) => Number(body.readBigUInt64BE(at));

/** A full box's timescale and duration, 32-bit (version 0) or 64-bit (version 1) at the offsets given. */
function times(bytes: Buffer, box: Box, v0Offset: number, v1Offset: number) {
  const version = content(bytes, box, 4)[0];
  if (version === 1) {
    const body = content(bytes, box, v1Offset + 12);
    return { timescale: body.readUInt32BE(v1Offset), duration: u64(body, v1Offset + 4), unknown: 2 ** 64 - 1 };
  }
  const body = content(bytes, box, v0Offset + 8);
  return { timescale: body.readUInt32BE(v0Offset), duration: body.readUInt32BE(v0Offset + 4), unknown: 0xffffffff };
}

/** The top-level boxes, from their headers (each checked against the file's size). */
async function topLevelBoxes(source: ByteSource): Promise<Box[]> {
  const boxes: Box[] = [];
  for (let at = 0; at < source.size;) {
    const header = await source.read(at, 16);
    // A size of 0 reaches to the end of the file.
    const { type, headerSize, size } = headerAt(header, 0, source.size - at);
    if (at + size > source.size) throw cutShort(type);
    boxes.push({ type, start: at, headerSize, end: at + size });
    at += size;
    if (boxes.length > MAX_FRAGMENTS * 2) throw unreadable('MP4', 'it has too many boxes');
  }
  return boxes;
}

/** A top-level box read whole; its copy starts at 0. */
async function readBox(source: ByteSource, box: Box, limit: number): Promise<{ bytes: Buffer; box: Box }> {
  if (box.end - box.start > limit) throw unreadable('MP4', `its ${box.type} box is unusually large`);
  const bytes = await source.read(box.start, box.end - box.start);
  if (bytes.length < box.end - box.start) throw cutShort(box.type);
  return { bytes, box: { ...box, start: 0, end: bytes.length } };
}

type Track = { timescale: number; defaultSampleDuration: number; video: boolean };

function tracksOf(moov: Buffer, root: Box): Map<number, Track> {
  const tracks = new Map<number, Track>();
  for (const trak of childrenOf(moov, root, 'trak')) {
    const tkhd = child(moov, trak, 'tkhd');
    const mdia = child(moov, trak, 'mdia');
    const mdhd = mdia && child(moov, mdia, 'mdhd');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    if (!tkhd || !mdhd) continue;
    const tkhdBody = content(moov, tkhd, 24);
    const id = tkhdBody[0] === 1 ? tkhdBody.readUInt32BE(20) : tkhdBody.readUInt32BE(12);
    const { timescale } = times(moov, mdhd, 12, 20);
    const handler = hdlr ? content(moov, hdlr, 12).toString('latin1', 8, 12) : '';
    tracks.set(id, { timescale, defaultSampleDuration: 0, video: handler === 'vide' });
  }
  const mvex = child(moov, root, 'mvex');
  for (const trex of mvex ? childrenOf(moov, mvex, 'trex') : []) {
    const body = content(moov, trex, 16);
    const track = tracks.get(body.readUInt32BE(4));
    if (track) track.defaultSampleDuration = body.readUInt32BE(12);
  }
  return tracks;
}

/** Where each track's last fragment ends, in seconds: the longest track is the video's duration. */
function fragmentsEnd(moofs: Array<{ bytes: Buffer; box: Box }>, tracks: Map<number, Track>): number {
  const ends = new Map<number, number>();
  for (const { bytes, box } of moofs) {
    for (const traf of childrenOf(bytes, box, 'traf')) {
      const tfhd = child(bytes, traf, 'tfhd');
      if (!tfhd) throw unreadable('MP4', 'a fragment has no track header (tfhd)');
      const header = content(bytes, tfhd, 8);
      const flags = header.readUIntBE(1, 3);
      const trackId = header.readUInt32BE(4);
      const track = tracks.get(trackId);
      if (!track) throw unreadable('MP4', `a fragment names track ${trackId}, which the file does not declare`);
      let at = 8 + (flags & 0x1 ? 8 : 0) + (flags & 0x2 ? 4 : 0);
      const defaultDuration = flags & 0x8 ? content(bytes, tfhd, at + 4).readUInt32BE(at) : track.defaultSampleDuration;

      let total = 0;
      for (const trun of childrenOf(bytes, traf, 'trun')) {
        const body = content(bytes, trun, 8);
        const runFlags = body.readUIntBE(1, 3);
        const count = body.readUInt32BE(4);
        at = 8 + (runFlags & 0x1 ? 4 : 0) + (runFlags & 0x4 ? 4 : 0);
        if (!(runFlags & 0x100)) {
          total += count * defaultDuration;
          continue;
        }
        const fields = [0x100, 0x200, 0x400, 0x800].filter((bit) => runFlags & bit).length;
        content(bytes, trun, at + count * fields * 4);
        for (let sample = 0; sample < count; sample += 1) total += body.readUInt32BE(at + sample * fields * 4);
      }
      const tfdt = child(bytes, traf, 'tfdt');
      const tfdtBody = tfdt && content(bytes, tfdt, 8);
      const start = tfdtBody
        ? tfdtBody[0] === 1
          ? u64(content(bytes, tfdt, 12), 4)
          : tfdtBody.readUInt32BE(4)
        : (ends.get(trackId) ?? 0);
      ends.set(trackId, Math.max(ends.get(trackId) ?? 0, start + total));
    }
  }
  let seconds = 0;
  for (const [trackId, end] of ends) {
    const { timescale } = tracks.get(trackId)!;
    if (timescale > 0) seconds = Math.max(seconds, end / timescale);
  }
  return seconds;
}

/** Whether the file starts with an `ftyp` box: the sign of an MP4 (or QuickTime / 3GP) file. */
export const looksLikeMp4 = (head: Buffer) => head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp';

/** Image formats that are ISO base media files too (HEIF, AVIF): not videos. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis', 'heim', 'heis', 'hevc']);

/** The duration in seconds of the MP4 in `source` (which starts with `ftyp`). */
export async function mp4Duration(source: ByteSource): Promise<number> {
  const boxes = await topLevelBoxes(source);
  const ftyp = boxes[0];
  if (ftyp?.type !== 'ftyp') throw notAVideo();
  const brand = (await source.read(ftyp.start + ftyp.headerSize, 4)).toString('latin1');
  if (IMAGE_BRANDS.has(brand)) throw notAVideo();

  const moovBox = boxes.find((box) => box.type === 'moov');
  if (!moovBox) throw unreadable('MP4', 'it has no moov box (the file may be incomplete)');
  const { bytes: moov, box: root } = await readBox(source, moovBox, MAX_MOOV_BYTES);
  const tracks = tracksOf(moov, root);
  if (![...tracks.values()].some((track) => track.video)) throw notAVideo();

  const mvhd = child(moov, root, 'mvhd');
  if (!mvhd) throw unreadable('MP4', 'it has no movie header (mvhd)');
  const { timescale, duration, unknown } = times(moov, mvhd, 12, 20);
  if (timescale === 0) throw unreadable('MP4', 'its movie header has a timescale of 0');
  if (duration > 0 && duration !== unknown) return duration / timescale;

  const mvex = child(moov, root, 'mvex');
  const mehd = mvex && child(moov, mvex, 'mehd');
  if (mehd) {
    const body = content(moov, mehd, 8);
    const fragmentDuration = body[0] === 1 ? u64(content(moov, mehd, 12), 4) : body.readUInt32BE(4);
    if (fragmentDuration > 0) return fragmentDuration / timescale;
  }

  const moofBoxes = boxes.filter((box) => box.type === 'moof');
  if (moofBoxes.length > MAX_FRAGMENTS) throw unreadable('MP4', 'it has too many fragments');
  const moofs = [];
  for (const box of moofBoxes) moofs.push(await readBox(source, box, MAX_MOOF_BYTES));
  const seconds = fragmentsEnd(moofs, tracks);
  if (seconds > 0) return seconds;
  throw unreadable('MP4', 'it does not say how long it is');
}
