import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { decodeUtf8, parseCsv } from '../src/modules/investors/csv.js';
import {
  buildInvestorProfiles,
  investorId,
  investorKind,
  type InvestorProfile,
} from '../src/modules/investors/profiles.js';
import {
  InvalidEventsCsvError,
  parseEventsCsv,
  readCrunchbaseRounds,
  type FundingRound,
} from '../src/modules/investors/rounds.js';
import { CRUNCHBASE_FIXTURE, EVENTS_FIXTURE } from './fixtures/matching/paths.js';

function profileOf(profiles: InvestorProfile[], id: string): InvestorProfile {
  const profile = profiles.find((candidate) => candidate.id === id);
  assert.ok(profile, `no profile ${id}`);
  return profile;
}

describe('CSV reading', () => {
  it('handles quoted commas, doubled quotes, line breaks in quotes, CRLF and a missing last newline', () => {
    const records = parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n1,,3');
    assert.deepEqual(records, [
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('replaces invalid UTF-8 instead of failing', () => {
    assert.equal(decodeUtf8(new Uint8Array([0x43, 0x61, 0x66, 0xe9])), 'Caf\uFFFD');
  });
});

describe('readCrunchbaseRounds', () => {
  it('joins investments to rounds on lower-cased company name and date', async () => {
    const rounds = await readCrunchbaseRounds(CRUNCHBASE_FIXTURE);
    const byKey = new Map(rounds.map((round) => [`${round.companyName}|${round.fundedAt}`, round]));

    assert.equal(rounds.length, 7, 'Eta has no investment, Omega no round');
    assert.deepEqual(byKey.get('Alpha Mobile|2012-03-01')?.investors, ['Accel Partners', 'Seedcamp Capital']);
    assert.deepEqual(byKey.get('Delta, Inc.|2012-01-15'), {
      companyName: 'Delta, Inc.',
      categoryCode: 'software',
      countryCode: 'USA',
      region: 'New York',
      roundType: 'angel',
      fundedAt: '2012-01-15',
      raisedAmountUsd: null,
      investors: ['Seedcamp Capital'],
      source: 'crunchbase-2013',
    } satisfies FundingRound);
    // Two rounds share Zeta's key: the first one in rounds.csv is kept.
    assert.equal(byKey.get('Zeta|2012-05-05')?.roundType, 'series-b');
    assert.equal(byKey.get('Zeta|2012-05-05')?.raisedAmountUsd, 10_000_000);
    // CrunchBase's "unknown" region is no region.
    assert.equal(byKey.get('Epsilon|2009-02-02')?.region, null);
    assert.ok(byKey.get('Beta Apps|2011-06-01')?.investors.includes('Caf\uFFFD Ventures'));
  });
});

describe('buildInvestorProfiles', () => {
  it('counts sectors, stages, regions and deals, and orders the portfolio most recent first', async () => {
    const profiles = buildInvestorProfiles(await readCrunchbaseRounds(CRUNCHBASE_FIXTURE));
    const seedcamp = profileOf(profiles, 'seedcamp-capital');

    assert.equal(seedcamp.name, 'Seedcamp Capital');
    assert.equal(seedcamp.kind, 'firm');
    assert.equal(seedcamp.dealCount, 5);
    assert.deepEqual(seedcamp.sectors, { mobile: 4, software: 1 });
    assert.deepEqual(seedcamp.stages, { seed: 3, angel: 1, 'series-a': 1 });
    assert.deepEqual(seedcamp.regions, { 'SF Bay': 3, 'New York': 1 });
    assert.deepEqual(seedcamp.countries, { USA: 5 });
    assert.equal(seedcamp.firstInvestmentAt, '2009-02-02');
    assert.equal(seedcamp.lastInvestmentAt, '2012-03-01');
    assert.deepEqual(
      seedcamp.portfolio.map((deal) => `${deal.fundedAt} ${deal.company}`),
      [
        '2012-03-01 Alpha Mobile',
        '2012-01-15 Delta, Inc.',
        '2011-06-01 Beta Apps',
        '2011-01-10 Alpha Mobile',
        '2009-02-02 Epsilon',
      ],
    );
    assert.deepEqual(seedcamp.sources, ['crunchbase-2013']);
  });

  it('gives the median and quartiles of known round sizes', async () => {
    const seedcamp = profileOf(
      buildInvestorProfiles(await readCrunchbaseRounds(CRUNCHBASE_FIXTURE)),
      'seedcamp-capital',
    );
    // Sizes $1M, $2M, $3M, $5M (Delta's is unknown): linear interpolation between order statistics.
    assert.deepEqual(seedcamp.roundSize, { medianUsd: 2_500_000, p25Usd: 1_750_000, p75Usd: 3_500_000, rounds: 4 });
  });

  it('counts co-investors, most shared deals first', async () => {
    const profiles = buildInvestorProfiles(await readCrunchbaseRounds(CRUNCHBASE_FIXTURE));
    assert.deepEqual(profileOf(profiles, 'seedcamp-capital').coInvestors, [
      { id: 'jane-doe', name: 'Jane Doe', count: 2 },
      { id: 'accel-partners', name: 'Accel Partners', count: 1 },
      { id: 'caf-ventures', name: 'Caf\uFFFD Ventures', count: 1 },
    ]);
  });

  it('merges spellings that differ only in case into one investor named as most often written', async () => {
    const profiles = buildInvestorProfiles(await readCrunchbaseRounds(CRUNCHBASE_FIXTURE));
    const jane = profileOf(profiles, 'jane-doe');
    assert.equal(jane.name, 'Jane Doe');
    assert.equal(jane.kind, 'person');
    assert.equal(jane.dealCount, 3);
    assert.equal(profiles.filter((profile) => profile.name.toLowerCase() === 'jane doe').length, 1);
    assert.deepEqual(
      profiles.map((profile) => profile.id),
      ['accel-partners', 'boston-health-ventures', 'caf-ventures', 'jane-doe', 'seedcamp-capital'],
    );
  });

  it('never carries contact details, which the sources do not have', async () => {
    const profiles = buildInvestorProfiles(await readCrunchbaseRounds(CRUNCHBASE_FIXTURE));
    assert.doesNotMatch(JSON.stringify(profiles), /email|linkedin|@/i);
  });
});

describe('investorId and investorKind', () => {
  it('slugs names stably', () => {
    assert.equal(investorId('Kleiner Perkins Caufield & Byers'), 'kleiner-perkins-caufield-and-byers');
    assert.equal(investorId('Rhône-Alpes Création'), 'rhone-alpes-creation');
    assert.equal(investorId('Rhone-Alpes Creation'), 'rhone-alpes-creation');
    assert.match(investorId('東京'), /^investor-[0-9a-f]{10}$/);
  });

  it('tells firms from people by their names', () => {
    for (const person of [
      'Ron Conway',
      'Jim McLean',
      'Gregory T. Stern',
      'Naval Ravikant',
      'Michael van Swaaij',
      'José María de la Cruz',
      'Élodie Martin',
    ]) {
      assert.equal(investorKind(person), 'person', person);
    }
    for (const firm of [
      'Sequoia Capital',
      'SV Angel',
      'Y Combinator',
      'Andreessen Horowitz',
      'Founder Collective',
      'Quaker BioVentures',
      '500 Startups',
      'Benchmark',
      'Kleiner Perkins Caufield & Byers',
      'Ludwig van Beethoven Capital',
      'de la Cruz',
      'Promotora de Proyectos',
      'Banco do Brasil',
    ]) {
      assert.equal(investorKind(firm), 'firm', firm);
    }
  });
});

describe('parseEventsCsv', () => {
  it('reads the documented format into rounds, normalising codes', async () => {
    const { rounds } = parseEventsCsv(await readFile(EVENTS_FIXTURE, 'utf8'), 'csv:events.csv');
    const theta = rounds.find((round) => round.companyName === 'Theta Labs');
    assert.deepEqual(theta, {
      companyName: 'Theta Labs',
      categoryCode: 'mobile',
      countryCode: 'USA',
      region: 'SF Bay',
      roundType: 'seed',
      fundedAt: '2013-02-01',
      raisedAmountUsd: 1_500_000,
      investors: ['Seedcamp Capital', 'Northwind Angels'],
      source: 'csv:events.csv',
    } satisfies FundingRound);
    assert.ok(rounds.some((round) => round.companyName === 'Iota, "The" Company' && round.raisedAmountUsd === null));
    assert.equal(rounds.length, 3);
  });

  it('skips invalid rows and says why', async () => {
    const { skipped } = parseEventsCsv(await readFile(EVENTS_FIXTURE, 'utf8'), 'csv:events.csv');
    assert.deepEqual(skipped, [
      { row: 5, reason: 'investor_name is empty' },
      { row: 6, reason: 'funded_at is not a YYYY-MM-DD date' },
      { row: 7, reason: 'raised_amount_usd is not a positive number' },
    ]);
  });

  it('refuses a file without the required columns', () => {
    assert.throws(
      () => parseEventsCsv('investor,company\nA,B\n', 'csv:bad.csv'),
      (error: unknown) =>
        error instanceof InvalidEventsCsvError && /investor_name, company_name, funded_at/.test(error.message),
    );
  });
});
