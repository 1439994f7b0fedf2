// The demo video's captions and frame timing (scripts/demo-video/, used by `npm run record:demo`).
// Run with `node --test scripts/__tests__/` (a step of `npm test`; no ffmpeg or browser needed).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { cuesFromSteps, toWebVtt, vttTimestamp } from '../demo-video/captions.mjs';
import { concatList } from '../demo-video/screencast.mjs';

describe('demo video captions', () => {
  test('timestamps are HH:MM:SS.mmm', () => {
    assert.equal(vttTimestamp(0), '00:00:00.000');
    assert.equal(vttTimestamp(8.7274), '00:00:08.727');
    assert.equal(vttTimestamp(62.5), '00:01:02.500');
    assert.equal(vttTimestamp(3723.0456), '01:02:03.046');
  });

  test('each step is captioned from its start until the next step starts, the last one until the end', () => {
    const steps = [
      { start: 0, text: 'Landing page' },
      { start: 8.5, text: 'Sign up' },
      { start: 8.5, text: 'A step that took no time' },
      { start: 20, text: 'Matches' },
    ];
    assert.deepEqual(cuesFromSteps(steps, 31.25), [
      { start: 0, end: 8.5, text: 'Landing page' },
      { start: 8.5, end: 20, text: 'A step that took no time' },
      { start: 20, end: 31.25, text: 'Matches' },
    ]);
  });

  test('writes a WebVTT file the browser reads: header, numbered cues, one blank line between them', () => {
    const vtt = toWebVtt([
      { start: 0, end: 8.5, text: 'Pear’s landing page.' },
      { start: 8.5, end: 20, text: 'Sign in with LinkedIn.' },
    ]);
    assert.equal(
      vtt,
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:08.500\nPear’s landing page.\n\n2\n00:00:08.500 --> 00:00:20.000\nSign in with LinkedIn.\n',
    );
  });

  test('refuses a caption that would end its cue early', () => {
    assert.throws(() => toWebVtt([{ start: 0, end: 1, text: 'a --> b' }]), /Caption 1 cannot be written/);
    assert.throws(() => toWebVtt([{ start: 0, end: 1, text: 'one\n\ntwo' }]), /Caption 1/);
  });
});

describe('demo video frames', () => {
  test('each screencast frame lasts until the next one, the last until the end of the recording', () => {
    const list = concatList(
      [
        { file: '/tmp/f/frame-00000.jpg', at: 0.2 },
        { file: '/tmp/f/frame-00001.jpg', at: 1.5 },
        { file: "/tmp/it's/frame-00002.jpg", at: 4 },
      ],
      6.25,
    );
    assert.equal(
      list,
      [
        'ffconcat version 1.0',
        "file '/tmp/f/frame-00000.jpg'",
        'duration 1.500',
        "file '/tmp/f/frame-00001.jpg'",
        'duration 2.500',
        "file '/tmp/it'\\''s/frame-00002.jpg'",
        'duration 2.250',
        "file '/tmp/it'\\''s/frame-00002.jpg'",
        '',
      ].join('\n'),
    );
    assert.throws(() => concatList([], 1), /no frames/);
  });
});
