import type { ByteSource } from './byte-source.js';
import { notAVideo, unreadable } from './errors.js';

/*
 * The duration of a WebM / Matroska file from its EBML elements: the EBML header (DocType "webm" or "matroska"),
 * then the Segment's Info (TimecodeScale, Duration). A browser's MediaRecorder writes no Duration and sizes the
 * Segment and its Clusters as "unknown": then the Clusters are walked, Timecode plus the relative timecode (and
 * BlockDuration) of each SimpleBlock or Block, reading only element headers and the first bytes of each block.
 */

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  cues: 0x1c53bb6b,
  cluster: 0x1f43b675,
  chapters: 0x1043a770,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  void: 0xec,
  crc32: 0xbf,
} as const;

/** Elements that are children of the Segment: one of them ends a Cluster of unknown size. */
const SEGMENT_CHILDREN = new Set<number>([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cues,
  ID.cluster,
  ID.chapters,
  ID.tags,
  ID.attachments,
  ID.ebml,
  ID.segment,
]);

const TRACK_TYPE_VIDEO = 1;
const DEFAULT_TIMECODE_SCALE = 1_000_000; // nanoseconds per tick: milliseconds
/** Info and Tracks are a few KB; anything far bigger is not a header we want in memory. */
const MAX_HEADER_ELEMENT_BYTES = 4 * 1024 * 1024;
const MAX_ELEMENTS = 2_000_000;

/** An element: `size` null when it is "unknown" (all ones), as live streams and MediaRecorder write. */
type Element = { id: number; start: number; dataStart: number; size: number | null };

const cutShort = (what: string) => unreadable('WebM', `its ${what} is cut short (the file may be incomplete)`);

/** A variable-length integer at `bytes[at]`: its length and value (marker kept for ids, removed for sizes). */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number; allOnes: boolean } {
  const first = bytes[at];
  if (first === undefined) throw cutShort('element header');
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > 8) throw unreadable('WebM', 'an element header is malformed');
  if (at + length > bytes.length) throw cutShort('element header');
  let value = BigInt(keepMarker ? first : first & (0xff >> length));
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    value = (value << 8n) | BigInt(bytes[at + index]!);
    allOnes &&= bytes[at + index] === 0xff;
  }
  return { length, value: Number(value), allOnes };
}

async function elementAt(source: ByteSource, at: number): Promise<Element> {
  const head = await source.read(at, 12);
  const id = vint(head, 0, true);
  if (id.length > 4) throw unreadable('WebM', 'an element id is malformed');
  const size = vint(head, id.length, false);
  return { id: id.value, start: at, dataStart: at + id.length + size.length, size: size.allOnes ? null : size.value };
}

/** Children of an element held in memory (Info, Tracks, a TrackEntry): sizes must be known there. */
function* childrenIn(bytes: Buffer, from = 0, to = bytes.length): Generator<{ id: number; data: Buffer }> {
  for (let at = from; at < to;) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    if (size.allOnes || dataStart + size.value > to) throw cutShort('header');
    yield { id: id.value, data: bytes.subarray(dataStart, dataStart + size.value) };
    at = dataStart + size.value;
  }
}

function unsigned(data: Buffer): number {
  let value = 0n;
  for (const byte of data) value = (value << 8n) | BigInt(byte);
  return Number(value);
}

function float(data: Buffer): number {
  if (data.length === 4) return data.readFloatBE(0);
  if (data.length === 8) return data.readDoubleBE(0);
  if (data.length === 0) return 0;
  throw unreadable('WebM', 'its Duration is malformed');
}

async function readWhole(source: ByteSource, element: Element, what: string): Promise<Buffer> {
  if (element.size === null) throw unreadable('WebM', `its ${what} has no size`);
  if (element.size > MAX_HEADER_ELEMENT_BYTES) throw unreadable('WebM', `its ${what} is unusually large`);
  const data = await source.read(element.dataStart, element.size);
  if (data.length < element.size) throw cutShort(what);
  return data;
}

/** Whether the file starts with an EBML header (WebM, Matroska, or another EBML format the DocType names). */
export const looksLikeEbml = (head: Buffer) => head.length >= 4 && head.readUInt32BE(0) === ID.ebml;

/** The latest block end in the Cluster at `cluster`, in ticks, and where the Cluster ends. */
async function scanCluster(source: ByteSource, cluster: Element, limit: number, count: { elements: number }) {
  const end = cluster.size === null ? limit : cluster.dataStart + cluster.size;
  if (end > limit) throw cutShort('last cluster');
  let timecode = 0;
  let latest = -Infinity;
  const blockTime = async (at: number) => {
    const head = await source.read(at, 10);
    const track = vint(head, 0, false);
    if (head.length < track.length + 2) throw cutShort('last block');
    return timecode + head.readInt16BE(track.length);
  };
  let at = cluster.dataStart;
  while (at < end) {
    const element = await elementAt(source, at);
    // An unknown-size Cluster ends where the next Segment-level element starts.
    if (cluster.size === null && SEGMENT_CHILDREN.has(element.id)) return { latest, end: at };
    if (element.size === null) throw unreadable('WebM', 'a block inside a cluster has no size');
    const elementEnd = element.dataStart + element.size;
    if (elementEnd > end) throw cutShort('last cluster');
    if ((count.elements += 1) > MAX_ELEMENTS) throw unreadable('WebM', 'it has too many blocks');
    if (element.id === ID.timecode) {
      timecode = unsigned(await source.read(element.dataStart, element.size));
    } else if (element.id === ID.simpleBlock) {
      latest = Math.max(latest, await blockTime(element.dataStart));
    } else if (element.id === ID.blockGroup) {
      let start: number | null = null;
      let duration = 0;
      for (let inner = element.dataStart; inner < elementEnd;) {
        const part = await elementAt(source, inner);
        if (part.size === null || part.dataStart + part.size > elementEnd) throw cutShort('block group');
        if (part.id === ID.block) start = await blockTime(part.dataStart);
        if (part.id === ID.blockDuration) duration = unsigned(await source.read(part.dataStart, part.size));
        inner = part.dataStart + part.size;
      }
      if (start !== null) latest = Math.max(latest, start + duration);
    }
    at = elementEnd;
  }
  return { latest, end };
}

/** The duration in seconds of the WebM or Matroska file in `source` (which starts with an EBML header). */
export async function webmDuration(source: ByteSource): Promise<number> {
  const header = await elementAt(source, 0);
  if (header.id !== ID.ebml) throw notAVideo();
  const headerData = await readWhole(source, header, 'EBML header');
  const docType = [...childrenIn(headerData)]
    .find((part) => part.id === ID.docType)
    ?.data.toString('latin1')
    .replace(/\0+$/, '');
  // Other EBML formats (or none named) are not videos Pear takes. Matroska's DocType is "matroska" or "webm".
  if (docType !== 'webm' && docType !== 'matroska') throw notAVideo();

  let at = header.dataStart + header.size!;
  let segment = await elementAt(source, at);
  while (segment.id === ID.void && segment.size !== null) {
    at = segment.dataStart + segment.size;
    segment = await elementAt(source, at);
  }
  if (segment.id !== ID.segment) throw unreadable('WebM', 'it has no Segment after its header');
  const segmentEnd = segment.size === null ? source.size : segment.dataStart + segment.size;
  if (segmentEnd > source.size) throw cutShort('Segment');

  let scale = DEFAULT_TIMECODE_SCALE;
  let declared: number | null = null;
  let tracksSeen = false;
  let hasVideo = false;
  let latest = -Infinity;
  const count = { elements: 0 };
  for (at = segment.dataStart; at < segmentEnd;) {
    const element = await elementAt(source, at);
    if (element.id === ID.cluster) {
      if (declared !== null && tracksSeen) break;
      const cluster = await scanCluster(source, element, segmentEnd, count);
      latest = Math.max(latest, cluster.latest);
      at = cluster.end;
      continue;
    }
    if (element.size === null) throw unreadable('WebM', 'an element other than a cluster has no size');
    if (element.dataStart + element.size > segmentEnd) throw cutShort('Segment');
    if (element.id === ID.info) {
      for (const part of childrenIn(await readWhole(source, element, 'Info'))) {
        if (part.id === ID.timecodeScale) scale = unsigned(part.data);
        if (part.id === ID.duration) declared = float(part.data);
      }
      if (declared !== null && !(declared > 0 && Number.isFinite(declared))) declared = null;
    } else if (element.id === ID.tracks) {
      tracksSeen = true;
      for (const entry of childrenIn(await readWhole(source, element, 'Tracks'))) {
        if (entry.id !== ID.trackEntry) continue;
        const type = [...childrenIn(entry.data)].find((part) => part.id === ID.trackType);
        if (type && unsigned(type.data) === TRACK_TYPE_VIDEO) hasVideo = true;
      }
    }
    at = element.dataStart + element.size;
    if ((count.elements += 1) > MAX_ELEMENTS) throw unreadable('WebM', 'it has too many elements');
  }

  if (!tracksSeen) throw unreadable('WebM', 'it has no Tracks');
  if (!hasVideo) throw notAVideo();
  if (scale <= 0) throw unreadable('WebM', 'its TimecodeScale is 0');
  const ticks = declared ?? (latest > 0 ? latest : null);
  if (ticks === null) throw unreadable('WebM', 'it does not say how long it is and holds no frames');
  return (ticks * scale) / 1e9;
}
