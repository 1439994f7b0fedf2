import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { VIDEO_PITCH_TYPE_MESSAGE } from '@pear/contract';
import { bufferByteSource } from '../src/modules/video-pitch/byte-source.js';
import { readVideoFacts } from '../src/modules/video-pitch/container.js';
import { VideoContainerError } from '../src/modules/video-pitch/errors.js';
import { isTooLong } from '../src/modules/video-pitch/receive.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/video');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));
const facts = (bytes: Uint8Array) => readVideoFacts(bufferByteSource(bytes));

/** Rejects with a VideoContainerError of `status` whose message matches `message`. */
async function refuses(bytes: Uint8Array, status: 415 | 422, message: RegExp | string) {
  await assert.rejects(facts(bytes), (error) => {
    assert.ok(error instanceof VideoContainerError, String(error));
    assert.equal(error.status, status);
    if (typeof message === 'string') assert.equal(error.message, message);
    else assert.match(error.message, message);
    return true;
  });
}

// ── ISO base media (MP4) boxes ─────────────────────────────────────────────────────────────────────────────────────

const u32 = (value: number) => Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
const u64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
};
const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
/** A box with a 64-bit size (size field 1), as large mdat boxes are written. */
const largeBox = (type: string, body: Buffer) =>
  Buffer.concat([u32(1), Buffer.from(type, 'latin1'), u64(16 + body.length), body]);
const fullBox = (type: string, version: number, flags: number, ...content: Buffer[]) =>
  box(type, Buffer.from([version, (flags >>> 16) & 0xff, (flags >>> 8) & 0xff, flags & 0xff]), ...content);

const ftyp = (brand = 'isom') => box('ftyp', Buffer.from(brand, 'latin1'), u32(512), Buffer.from('isomiso2mp41'));
const mvhd0 = (timescale: number, duration: number) =>
  fullBox('mvhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration));
const mvhd1 = (timescale: number, duration: number) =>
  fullBox('mvhd', 1, 0, u64(0), u64(0), u32(timescale), u64(duration));
/** A track: tkhd (id), mdhd (timescale) and hdlr (handler type "vide" or "soun"). */
const trak = (id: number, timescale: number, handler = 'vide') =>
  box(
    'trak',
    fullBox('tkhd', 0, 3, u32(0), u32(0), u32(id), u32(0), u32(0)),
    box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(0), u32(0)),
      fullBox('hdlr', 0, 0, u32(0), Buffer.from(handler, 'latin1'), Buffer.alloc(12)),
    ),
  );
const mdat = (bytes = 64) => box('mdat', Buffer.alloc(bytes, 0x42));

// ── EBML (WebM) elements ───────────────────────────────────────────────────────────────────────────────────────────

const idBytes = (id: number) =>
  Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)!
      .map((hex) => parseInt(hex, 16)),
  );
/** An element with an 8-byte size. */
const el = (id: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([idBytes(id), size, body]);
};
/** An element of unknown size (all ones), as live streams and MediaRecorder write Segments and Clusters. */
const unknownSized = (id: number, ...content: Buffer[]) =>
  Buffer.concat([idBytes(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), ...content]);
const uint = (id: number, value: number) => el(id, u32(value));
const text = (id: number, value: string) => el(id, Buffer.from(value, 'latin1'));
const float64 = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return el(id, bytes);
};
/** A SimpleBlock (or Block) of track 1 at `timecode` relative to its Cluster. */
const block = (id: 0xa3 | 0xa1, timecode: number) => {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track 1, as a one-byte vint
  head.writeInt16BE(timecode, 1);
  head[3] = 0x80;
  return el(id, head, Buffer.alloc(20, 0x33));
};
const ebmlHeader = (docType: string) => el(0x1a45dfa3, text(0x4282, docType), uint(0x4287, 4));
const tracks = (...types: number[]) =>
  el(0x1654ae6b, ...types.map((type) => el(0xae, uint(0xd7, 1), uint(0x83, type))));
const info = (...parts: Buffer[]) => el(0x1549a966, uint(0x2ad7b1, 1_000_000), ...parts);

describe('video containers: format and duration from the bytes', () => {
  it('reads the committed fixtures: WebM with a Duration, a live WebM without one, and three kinds of MP4', async () => {
    assert.deepEqual(await facts(await fixture('pitch-short.webm')), {
      format: 'WebM',
      contentType: 'video/webm',
      durationSeconds: 3.032,
    });
    // No Duration: the last frame's timecode (frames every 0.1 s, the last at 2.9 s).
    assert.equal((await facts(await fixture('pitch-live.webm'))).durationSeconds, 2.9);
    for (const name of ['pitch-short.mp4', 'pitch-faststart.mp4', 'pitch-fragmented.mp4']) {
      assert.deepEqual(
        await facts(await fixture(name)),
        { format: 'MP4', contentType: 'video/mp4', durationSeconds: 3 },
        name,
      );
    }
    assert.equal((await facts(await fixture('pitch-6min.webm'))).durationSeconds, 360);
  });

  describe('MP4', () => {
    it('reads a version 1 mvhd (64-bit duration)', async () => {
      // 200 s in nanoseconds does not fit in 32 bits.
      const file = Buffer.concat([ftyp(), box('moov', mvhd1(1_000_000_000, 200_000_000_000), trak(1, 90_000)), mdat()]);
      assert.equal((await facts(file)).durationSeconds, 200);
    });

    it('finds moov at the end, after an mdat with a 64-bit size', async () => {
      const file = Buffer.concat([
        ftyp(),
        largeBox('mdat', Buffer.alloc(4096)),
        box('moov', mvhd0(600, 90_300), trak(1, 600)),
      ]);
      assert.equal((await facts(file)).durationSeconds, 150.5);
    });

    it('reads a fragmented MP4 from mvex/mehd when mvhd says 0', async () => {
      const moov = box('moov', mvhd0(1000, 0), trak(1, 90_000), box('mvex', fullBox('mehd', 0, 0, u32(42_000))));
      assert.equal((await facts(Buffer.concat([ftyp('iso6'), moov]))).durationSeconds, 42);
    });

    it('adds up the fragments of a fragmented MP4 without mehd: trun durations, tfhd and trex defaults, tfdt', async () => {
      const trex = fullBox('trex', 0, 0, u32(2), u32(1), u32(1024), u32(0), u32(0));
      const moov = box('moov', mvhd0(1000, 0), trak(1, 90_000), trak(2, 48_000, 'soun'), box('mvex', trex));
      // Track 1: two fragments of 30 samples × 3000 ticks (from tfhd's default) = 2 s at 90 kHz.
      const videoFragment = (start: number) =>
        box(
          'traf',
          fullBox('tfhd', 0, 0x08, u32(1), u32(3000)),
          fullBox('tfdt', 1, 0, u64(start)),
          fullBox('trun', 0, 0x001, u32(30), u32(0)),
        );
      // Track 2: per-sample durations in trun (with sizes beside them), then trex's default: 3 s at 48 kHz.
      const perSample = fullBox('trun', 0, 0x300, u32(3), ...[48_000, 100, 48_000, 100, 47_952, 100].map(u32));
      const audioFragment = box(
        'traf',
        fullBox('tfhd', 0, 0, u32(2)),
        perSample,
        fullBox('trun', 0, 0, u32(47), u32(0)),
      );
      const file = Buffer.concat([
        ftyp('iso6'),
        moov,
        box('moof', fullBox('mfhd', 0, 0, u32(1)), videoFragment(0), audioFragment),
        mdat(),
        box('moof', fullBox('mfhd', 0, 0, u32(2)), videoFragment(90_000)),
        mdat(),
      ]);
      // Audio: 48000 + 48000 + 47952 + 47 × 1024 = 192080 ticks = 4.0017 s; video ends at 2 s.
      assert.equal((await facts(file)).durationSeconds, 192_080 / 48_000);
    });

    it('refuses a cut-short file with a clear 422', async () => {
      const whole = await fixture('pitch-short.mp4');
      await refuses(whole.subarray(0, Math.floor(whole.length / 2)), 422, /cannot be read: its mdat box is cut short/);
      const faststart = await fixture('pitch-faststart.mp4');
      await refuses(faststart.subarray(0, 400), 422, /its moov box is cut short/);
      await refuses(Buffer.concat([ftyp(), mdat()]), 422, /it has no moov box/);
      await refuses(ftyp().subarray(0, 12), 422, /cut short/);
    });

    it('refuses what is not a video: audio only, HEIC images', async () => {
      await refuses(
        Buffer.concat([ftyp('M4A '), box('moov', mvhd0(1000, 5000), trak(1, 44_100, 'soun'))]),
        415,
        VIDEO_PITCH_TYPE_MESSAGE,
      );
      await refuses(Buffer.concat([ftyp('heic'), box('meta')]), 415, VIDEO_PITCH_TYPE_MESSAGE);
    });

    it('refuses impossible box sizes instead of looping or reading out of bounds', async () => {
      const zeroSized = Buffer.concat([ftyp(), u32(4), Buffer.from('moov')]);
      await refuses(zeroSized, 422, /impossible size/);
      const badChild = Buffer.concat([ftyp(), box('moov', u32(9999), Buffer.from('mvhd'))]);
      await refuses(badChild, 422, /cut short/);
    });
  });

  describe('WebM and Matroska', () => {
    it('reads Info/Duration (a float in TimecodeScale ticks), "matroska" DocType too', async () => {
      const file = Buffer.concat([
        ebmlHeader('matroska'),
        el(0x18538067, info(float64(0x4489, 65_000)), tracks(2, 1), el(0x1f43b675, uint(0xe7, 0), block(0xa3, 0))),
      ]);
      assert.deepEqual(await facts(file), { format: 'WebM', contentType: 'video/webm', durationSeconds: 65 });
    });

    it('walks unknown-size Clusters when there is no Duration (as MediaRecorder writes): SimpleBlocks and BlockGroups', async () => {
      const file = Buffer.concat([
        ebmlHeader('webm'),
        unknownSized(
          0x18538067,
          info(),
          tracks(1),
          unknownSized(0x1f43b675, uint(0xe7, 0), block(0xa3, 0), block(0xa3, 1000)),
          unknownSized(
            0x1f43b675,
            uint(0xe7, 2000),
            block(0xa3, 500),
            el(0xa0, block(0xa1, 900), uint(0x9b, 100)),
            block(0xa3, 800),
          ),
          el(0x1c53bb6b, Buffer.alloc(10)),
        ),
      ]);
      // The BlockGroup at 2000 + 900 lasts 100 ticks: 3000 ms.
      assert.equal((await facts(file)).durationSeconds, 3);
    });

    it('refuses other EBML documents and audio-only files as not videos', async () => {
      await refuses(
        Buffer.concat([ebmlHeader('mka-notes'), el(0x18538067, info(), tracks(1))]),
        415,
        VIDEO_PITCH_TYPE_MESSAGE,
      );
      const audioOnly = Buffer.concat([ebmlHeader('webm'), el(0x18538067, info(float64(0x4489, 1000)), tracks(2))]);
      await refuses(audioOnly, 415, VIDEO_PITCH_TYPE_MESSAGE);
    });

    it('refuses a cut-short file with a clear 422', async () => {
      const whole = await fixture('pitch-short.webm');
      await refuses(
        whole.subarray(0, Math.floor(whole.length / 2)),
        422,
        /WebM file cannot be read: its Segment is cut short/,
      );
      const live = await fixture('pitch-live.webm');
      await refuses(live.subarray(0, live.length - 7), 422, /cut short/);
      await refuses(ebmlHeader('webm').subarray(0, 10), 422, /cut short/);
      const noFrames = Buffer.concat([ebmlHeader('webm'), unknownSized(0x18538067, info(), tracks(1))]);
      await refuses(noFrames, 422, /does not say how long it is/);
    });
  });

  it('refuses anything else by its bytes, whatever it claims to be', async () => {
    await refuses(Buffer.from('%PDF-1.7\n'), 415, VIDEO_PITCH_TYPE_MESSAGE);
    await refuses(Buffer.from('RIFF\0\0\0\0AVI LIST'), 415, VIDEO_PITCH_TYPE_MESSAGE);
    await refuses(Buffer.alloc(3), 415, VIDEO_PITCH_TYPE_MESSAGE);
  });

  it('counts a video as too long once its rounded length is past 5:00', () => {
    assert.equal(isTooLong(300), false);
    assert.equal(isTooLong(300.4), false, 'reads "5:00"');
    assert.equal(isTooLong(300.6), true, 'reads "5:01"');
    assert.equal(isTooLong(360), true);
  });
});
