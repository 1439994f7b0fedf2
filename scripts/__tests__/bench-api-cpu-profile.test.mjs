// scripts/cpu-profile-top.mjs: self time per function and per package from a .cpuprofile, on a small profile whose
// answer is known. Run with `node --test scripts/__tests__/`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { formatProfileReport, frameArea, frameLocation, selfTimeByNode, topSelfTime } from '../cpu-profile-top.mjs';

const ROOT = '/repo/';
const frame = (functionName, url, lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 4 });

/** root → handler (api/src) → verify (jose); samples: handler 1 ms, verify 3 ms, handler 2 ms (to endTime). */
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2] },
    { id: 2, callFrame: frame('handler', 'file:///repo/api/src/routes/me/index.ts', 9), children: [3] },
    { id: 3, callFrame: frame('verify', 'file:///repo/node_modules/jose/dist/verify.js', 41) },
  ],
  startTime: 1_000,
  endTime: 7_000,
  samples: [2, 3, 2],
  timeDeltas: [0, 1_000, 3_000],
};

describe('cpu-profile-top', () => {
  test('a sample owns the time until the next one, the last until the end', () => {
    assert.deepEqual([...selfTimeByNode(profile)].sort(), [
      [2, 1_000 + 2_000],
      [3, 3_000],
    ]);
  });

  test('a window keeps only the samples taken inside it (the monotonic µs bench:api prints)', () => {
    // Samples at 1000, 2000 and 5000 µs: the first is before the window.
    assert.deepEqual([...selfTimeByNode(profile, { from: 1_500, to: 6_000 })].sort(), [
      [2, 2_000],
      [3, 3_000],
    ]);
    const { totalMs } = topSelfTime(profile, () => 'all', 1, { from: 4_000, to: 4_500 });
    assert.equal(totalMs, 0);
  });

  test('functions ranked by self time with 1-based file:line, and shares of the sampled time', () => {
    const { totalMs, entries } = topSelfTime(
      profile,
      (node) => `${node.callFrame.functionName} ${frameLocation(node.callFrame, ROOT)}`,
      10,
    );
    assert.equal(totalMs, 6);
    assert.deepEqual(entries, [
      { key: 'handler api/src/routes/me/index.ts:10:5', selfMs: 3, share: 0.5 },
      { key: 'verify node_modules/jose/dist/verify.js:42:5', selfMs: 3, share: 0.5 },
    ]);
  });

  test('areas: the npm package (scoped too), node core, a repository folder, V8 pseudo-frames', () => {
    assert.equal(frameArea(frame('f', 'file:///repo/node_modules/jose/dist/x.js'), ROOT), 'jose');
    assert.equal(
      frameArea(frame('f', 'file:///repo/node_modules/a/node_modules/@fastify/cors/index.js'), ROOT),
      '@fastify/cors',
    );
    assert.equal(frameArea(frame('f', 'node:internal/http'), ROOT), 'node (core)');
    assert.equal(frameArea(frame('f', 'file:///repo/api/dist/plugins/auth.js'), ROOT), 'api/dist/plugins');
    assert.equal(frameArea(frame('(garbage collector)', ''), ROOT), '(garbage collector)');
  });

  test('the report names the profile, its sampled time, the functions and the areas', () => {
    const report = formatProfileReport(profile, { top: 1, root: ROOT, title: 'main.cpuprofile' });
    assert.match(report, /^main\.cpuprofile: 6 ms sampled/);
    assert.match(
      report,
      /top 1 functions by self time:\n\s+3\.0 ms\s+50\.0 %\s+handler {2}api\/src\/routes\/me\/index\.ts:10:5/,
    );
    assert.match(report, /by package \/ folder:\n\s+3\.0 ms\s+50\.0 %\s+api\/src\/routes/);
  });
});
