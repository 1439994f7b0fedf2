// Unit tests of the build's prerender output (tooling/prerender-plugin.cjs). Run with `node --test scripts/__tests__/`.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { hoistEmotionStyles, pageFile, shellDocument } = require('../../tooling/prerender-plugin.cjs');

test('pageFile names one file per route', () => {
  assert.equal(pageFile('/'), 'prerender/index.html');
  assert.equal(pageFile('/landing-1'), 'prerender/landing-1.html');
  assert.equal(pageFile('/signup/vibescore'), 'prerender/signup/vibescore.html');
  assert.throws(() => pageFile('/a b'), /unsupported characters/);
});

test("hoistEmotionStyles gathers emotion's inline styles into one tag per cache, globals apart", () => {
  const html =
    '<style data-emotion="pear-global g1">body{margin:0}</style>' +
    '<style data-emotion="pear a1">.pear-a1{color:red}</style><div class="pear-a1">' +
    '<style data-emotion="pear b2 c3">.pear-b2{color:blue}.pear-c3{color:green}</style><p class="pear-b2">Hi</p></div>';
  const { body, head } = hoistEmotionStyles(html);
  assert.equal(body, '<div class="pear-a1"><p class="pear-b2">Hi</p></div>');
  assert.equal(
    head,
    '<style data-emotion="pear-global g1" data-s="">body{margin:0}</style>' +
      '<style data-emotion="pear a1 b2 c3" data-s="">.pear-a1{color:red}.pear-b2{color:blue}.pear-c3{color:green}</style>',
  );
});

test('shellDocument puts the page in #root, marked with its remote, and its styles in <head>', () => {
  const index = '<html><head><title>Pear</title></head><body><div id="root"></div></body></html>';
  const html = shellDocument(index, {
    remote: 'marketing',
    html: '<style data-emotion="pear h1">.pear-h1{top:0}</style><header class="pear-h1">Pear</header>[[slot]]',
  });
  assert.equal(
    html,
    '<html><head><title>Pear</title><style data-emotion="pear h1" data-s="">.pear-h1{top:0}</style></head>' +
      '<body><div id="root" data-prerendered="marketing"><header class="pear-h1">Pear</header>[[slot]]</div></body></html>',
  );
  assert.throws(() => shellDocument('<body></body>', { remote: 'marketing', html: '' }), /no <div id="root"><\/div>/);
});
