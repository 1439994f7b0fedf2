import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml, escapeRegExp, listOf } from '../src/lib/text.js';

describe('text escaping', () => {
  it('escapes the five HTML-significant characters and nothing else', () => {
    assert.equal(
      escapeHtml(`<a href="x">Tom & Jerry's</a> · é`),
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; · é',
    );
  });

  it('builds a pattern that matches exactly the text', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    assert.ok(pattern.test(text));
    assert.ok(!pattern.test(text.replace('.', 'x')));
    assert.ok(new RegExp(escapeRegExp('C++ (senior)')).test('Skills: C++ (senior), Go'));
  });
});

describe('listOf', () => {
  it('joins items the way a sentence lists them', () => {
    assert.equal(listOf([]), '');
    assert.equal(listOf(['Seed']), 'Seed');
    assert.equal(listOf(['Seed', 'Series A']), 'Seed and Series A');
    assert.equal(listOf(['PDF', 'PNG', 'JPEG']), 'PDF, PNG and JPEG');
    assert.equal(listOf(['MP4', 'WebM'], 'or'), 'MP4 or WebM');
  });
});
