import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseThesisPdf } from '../src/modules/parsing/index.js';
import { MONEY_RANGE, rangeToUsd, toUsd } from '../src/modules/parsing/money.js';
import { textPdf } from './fixtures/pdf-builders.js';

describe('parseThesis on generated theses', () => {
  it('reads firm, industries, stages, check size and geographies', async () => {
    const bytes = await textPdf([
      [
        { text: 'Northwind Ventures', x: 50, y: 70, size: 24, style: 'bold' },
        { text: 'Investment thesis 2025', x: 50, y: 95, size: 13 },
        { text: 'Northwind Ventures invests in pre-seed and seed stage startups building fintech and', x: 50, y: 130 },
        { text: 'payments infrastructure, and in healthtech companies improving patient care.', x: 50, y: 145 },
        { text: 'We write initial checks of $250K–$1M and reserve capital for follow-ons.', x: 50, y: 175 },
        { text: 'Geographic focus: Africa and Europe, with selective investments in India.', x: 50, y: 205 },
      ],
    ]);
    const thesis = await parseThesisPdf(bytes);
    assert.equal(thesis.firmName, 'Northwind Ventures');
    assert.deepEqual(thesis.stages, ['Pre-Seed', 'Seed']);
    assert.equal(thesis.checkSizeMinUsd, 250_000);
    assert.equal(thesis.checkSizeMaxUsd, 1_000_000);
    assert.deepEqual(thesis.geographies, ['Europe', 'Africa', 'India']);
    assert.ok(thesis.industries.includes('Fintech'), thesis.industries.join(', '));
    assert.ok(thesis.industries.includes('Healthtech'), thesis.industries.join(', '));
    assert.match(thesis.thesisSummary ?? '', /^Northwind Ventures invests in pre-seed and seed stage/);
  });

  it('reads an upper bound alone and normalises later rounds to Growth', async () => {
    const bytes = await textPdf([
      [
        { text: 'Harbor Capital Partners', x: 50, y: 70, size: 22, style: 'bold' },
        { text: 'We back Series A and Series C climate and energy companies in North America.', x: 50, y: 110 },
        { text: 'Our checks go up to $500k for a first investment.', x: 50, y: 130 },
      ],
    ]);
    const thesis = await parseThesisPdf(bytes);
    assert.equal(thesis.firmName, 'Harbor Capital Partners');
    assert.deepEqual(thesis.stages, ['Series A', 'Growth']);
    assert.equal(thesis.checkSizeMinUsd, null);
    assert.equal(thesis.checkSizeMaxUsd, 500_000);
    assert.deepEqual(thesis.geographies, ['North America']);
    assert.deepEqual(thesis.industries, ['Climate / Energy']);
  });
});

describe('money amounts', () => {
  it('converts amounts as printed to US dollars', () => {
    assert.equal(toUsd('$1.5M'), 1_500_000);
    assert.equal(toUsd('150,000'), 150_000);
    assert.equal(toUsd('$250K'), 250_000);
    assert.equal(toUsd('€2m'), 2_160_000);
    assert.equal(toUsd('₹2.5 Cr'), 300_000);
  });

  it('lets the first bound of a range borrow the unit of the second', () => {
    const [match] = '$1-3M'.matchAll(MONEY_RANGE);
    assert.deepEqual(rangeToUsd(match!), [1_000_000, 3_000_000]);
    const [euro] = 'between €500k and €2m'.matchAll(MONEY_RANGE);
    assert.deepEqual(rangeToUsd(euro!), [540_000, 2_160_000]);
  });
});
