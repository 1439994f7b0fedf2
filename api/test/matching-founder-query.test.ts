import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { founderQueryFrom, placeOf } from '../src/modules/matching/founder-query.js';
import { roundTypeOfStage, sectorOfIndustry, sectorsMentioned } from '../src/modules/matching/vocabulary.js';

describe('founderQueryFrom', () => {
  it('maps Pear industries to CrunchBase categories', () => {
    const cases: [string, string][] = [
      ['Fintech', 'finance'],
      ['Mobility / EV', 'automotive'],
      ['Travel marketplace', 'travel'],
      ['AI / Enterprise software', 'enterprise'],
      ['Edtech', 'education'],
      ['Healthtech', 'health'],
      ['Climate / Energy', 'cleantech'],
      ['E-commerce / Retail', 'ecommerce'],
      ['Logistics / Supply chain', 'transportation'],
      ['Media & Gaming', 'games_video'],
      ['Developer tools', 'software'],
      ['Crypto / Web3', 'finance'],
    ];
    for (const [industry, sector] of cases) assert.equal(sectorOfIndustry(industry), sector, industry);
    assert.equal(sectorOfIndustry('Something else entirely'), null);
  });

  it('maps stages to round types', () => {
    const cases: [string, string][] = [
      ['Pre-Seed', 'angel'],
      ['Angel round', 'angel'],
      ['Friends and family', 'angel'],
      ['Seed', 'seed'],
      // A round between seed and Series A extends the seed.
      ['Pre-Series A', 'seed'],
      ['Series A', 'series-a'],
      ['Series B', 'series-b'],
      ['Series C', 'series-c+'],
      ['Growth', 'series-c+'],
    ];
    for (const [stage, roundType] of cases) assert.equal(roundTypeOfStage(stage), roundType, stage);
    assert.equal(roundTypeOfStage('Idea'), null);
  });

  it('places addresses in a country and a CrunchBase region', () => {
    assert.deepEqual(placeOf('123 University Ave, Palo Alto, CA 94301'), { country: 'USA', region: 'SF Bay' });
    assert.deepEqual(placeOf('Brooklyn, NY'), { country: 'USA', region: 'New York' });
    assert.deepEqual(placeOf('Austin, TX'), { country: 'USA', region: 'Austin' });
    assert.deepEqual(placeOf('Pittsburgh, PA'), { country: 'USA', region: 'Pittsburg' });
    assert.deepEqual(placeOf('Columbus, OH'), { country: 'USA', region: null });
    assert.deepEqual(placeOf('London, UK'), { country: 'GBR', region: null });
    assert.deepEqual(placeOf('Lagos, Nigeria'), { country: 'NGA', region: null });
    assert.deepEqual(placeOf(''), { country: null, region: null });
  });

  it('builds the whole query from parsed deck fields', () => {
    const asOf = new Date('2013-06-01');
    const query = founderQueryFrom(
      {
        industry: 'Fintech',
        companyStage: 'Seed',
        raisingAmountUsd: 1_500_000,
        companyAddress: 'San Francisco, CA',
        investors: [' Y Combinator ', ''],
        deckText: 'Payments for freelancers.',
      },
      asOf,
    );
    assert.deepEqual(query, {
      sector: 'finance',
      stage: 'seed',
      roundSizeUsd: 1_500_000,
      country: 'USA',
      region: 'SF Bay',
      priorInvestors: ['Y Combinator'],
      text: 'Payments for freelancers.',
      asOf,
    });
  });

  it('falls back on the founder’s location and on what the deck talks about most', () => {
    const text = 'Students learn with teachers. Our students and schools love it; teachers save time. Also an app.';
    const query = founderQueryFrom({ industry: null, location: 'Seattle, WA', deckText: text });
    assert.equal(query.sector, 'education');
    assert.equal(query.region, 'Seattle');
    assert.equal(query.stage, null);
    assert.equal(query.roundSizeUsd, null);
    assert.deepEqual(query.priorInvestors, []);
  });

  it('counts only sectors a text mentions repeatedly', () => {
    const mentioned = sectorsMentioned('mobile app, mobile users, mobile-first; one payment');
    assert.deepEqual([...mentioned.keys()], ['mobile']);
    assert.equal(mentioned.get('mobile'), 1);
  });
});
