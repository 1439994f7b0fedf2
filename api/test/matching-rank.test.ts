import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildInvestorProfiles, type InvestorProfile } from '../src/modules/investors/profiles.js';
import { readCrunchbaseRounds } from '../src/modules/investors/rounds.js';
import { buildMatchingIndex } from '../src/modules/matching/matching-index.js';
import { formatUsd, formatUsdRange, monthYear } from '../src/modules/matching/reasons.js';
import type { FounderQuery, MatchingIndex, RankedInvestor } from '../src/modules/matching/types.js';
import { CRUNCHBASE_FIXTURE } from './fixtures/matching/paths.js';

const NO_EVIDENCE: FounderQuery = {
  sector: null,
  stage: null,
  roundSizeUsd: null,
  country: null,
  region: null,
  priorInvestors: [],
};

// Seedcamp Capital: 5 deals (mobile ×4 in 3 companies, all at seed, software ×1), sizes $1M/$2M/$3M/$5M,
// with Jane Doe twice; Jane Doe: 3 deals; Accel Partners: Alpha Mobile's Series A after Jane Doe's seed.
describe('MatchingIndex.rank on the fixture corpus', () => {
  let profiles: InvestorProfile[];
  let index: MatchingIndex;
  before(async () => {
    profiles = buildInvestorProfiles(await readCrunchbaseRounds(CRUNCHBASE_FIXTURE));
    index = buildMatchingIndex(profiles);
  });

  const rank = (query: Partial<FounderQuery>, limit = 10) => index.rank({ ...NO_EVIDENCE, ...query }, { limit });
  const reasonsOf = (ranked: RankedInvestor[], id: string) => ranked.find((match) => match.investor.id === id)?.reasons;

  it('ranks the investor whose history fits the raise first', () => {
    const ranked = rank({ sector: 'mobile', stage: 'seed', roundSizeUsd: 2_000_000, country: 'USA', region: 'SF Bay' });
    assert.equal(ranked[0]?.investor.id, 'seedcamp-capital');
    // Strongest first: with two sectors in five deals (mobile, software), its sector profile is smoothed a little
    // more than its round sizes, so the size fit comes first.
    assert.deepEqual(ranked[0]?.reasons, [
      'Typical round $1.8–3.5M fits your $2M raise',
      'Backed 3 mobile companies, all at seed stage',
    ]);
    const scored = index.score(
      { ...NO_EVIDENCE, sector: 'mobile', stage: 'seed', roundSizeUsd: 2_000_000, country: 'USA', region: 'SF Bay' },
      'seedcamp-capital',
    );
    const { size = 0, sector = 0 } = scored?.evidence.contributions ?? {};
    assert.ok(size > sector && sector > 0, `size ${size}, sector ${sector}`);
  });

  it('states each signal with numbers counted from the portfolio', () => {
    assert.deepEqual(reasonsOf(rank({ sector: 'mobile' }), 'seedcamp-capital'), ['Backed 3 mobile companies']);
    assert.deepEqual(reasonsOf(rank({ stage: 'seed' }), 'seedcamp-capital'), ['3 of its 5 deals were at seed stage']);
    assert.deepEqual(reasonsOf(rank({ stage: 'seed' }), 'caf-ventures'), ['Its only deal was at seed stage']);
    assert.deepEqual(reasonsOf(rank({ roundSizeUsd: 2_000_000 }), 'seedcamp-capital'), [
      'Typical round $1.8–3.5M fits your $2M raise',
    ]);
    assert.deepEqual(reasonsOf(rank({ region: 'Boston' }), 'jane-doe'), ['Backed 1 company in Boston']);
    assert.deepEqual(
      reasonsOf(rank({ text: 'A mobile app: mobile payments on every mobile phone.' }), 'seedcamp-capital'),
      ['Backed 3 mobile companies, a field your deck covers'],
    );
  });

  it('explains links to the founder’s current investors', () => {
    const ranked = rank({ priorInvestors: ['Jane Doe'] });
    assert.equal(ranked[0]?.investor.id, 'jane-doe');
    assert.deepEqual(ranked[0]?.reasons, ['Your current investor']);
    assert.deepEqual(reasonsOf(ranked, 'seedcamp-capital'), [
      'Co-invested 2 times with Jane Doe, your current investor',
    ]);
    assert.deepEqual(reasonsOf(ranked, 'accel-partners'), [
      'Invested after Jane Doe, your current investor, in 1 company',
    ]);

    const followed = rank({ priorInvestors: ['Seedcamp Capital'] });
    assert.deepEqual(followed[0]?.reasons, ['Your current investor; followed on in 1 of 1 company that raised again']);
  });

  it('falls back on recent activity, counted back from the raise date but not past the corpus', () => {
    const ranked = rank({});
    assert.deepEqual(reasonsOf(ranked, 'seedcamp-capital'), ['3 deals in the 12 months to May 2012']);
    assert.deepEqual(reasonsOf(ranked, 'boston-health-ventures'), ['Last invested in May 2010']);
    assert.deepEqual(reasonsOf(rank({ asOf: new Date('2011-12-31') }), 'seedcamp-capital'), [
      '2 deals in the 12 months to December 2011',
    ]);
    assert.deepEqual(reasonsOf(rank({ asOf: new Date('2030-01-01') }), 'seedcamp-capital'), [
      '3 deals in the 12 months to May 2012',
    ]);
  });

  it('gives integer PearScores from 0 to 100 in ranking order, at most `limit` of them', () => {
    const ranked = rank({ sector: 'mobile', region: 'SF Bay', priorInvestors: ['Jane Doe'] }, 3);
    assert.equal(ranked.length, 3);
    for (const [position, match] of ranked.entries()) {
      assert.ok(Number.isInteger(match.score) && match.score >= 0 && match.score <= 100, String(match.score));
      assert.ok(position === 0 || match.score <= (ranked[position - 1]?.score ?? 100));
      assert.ok(match.reasons.length >= 1 && match.reasons.length <= 3);
    }
  });

  it('is deterministic, whatever the order of the profiles', () => {
    const query = { sector: 'mobile', stage: 'seed', region: 'SF Bay', priorInvestors: ['Accel Partners'] };
    const shuffled = buildMatchingIndex([...profiles].reverse());
    assert.deepEqual(rank(query), rank(query));
    assert.deepEqual(shuffled.rank({ ...NO_EVIDENCE, ...query }, { limit: 10 }), rank(query));
  });

  it('leaves out excluded investors', () => {
    const query = { ...NO_EVIDENCE, sector: 'mobile' };
    const all = index.rank(query, { limit: 10 }).map((match) => match.investor.id);
    const rest = index.rank(query, { limit: 10, exclude: new Set(['seedcamp-capital']) }).map((m) => m.investor.id);
    assert.ok(all.includes('seedcamp-capital'));
    assert.deepEqual(
      rest,
      all.filter((id) => id !== 'seedcamp-capital'),
    );
  });

  it('ignores current investors it does not know, and looks investors up by id', () => {
    assert.deepEqual(rank({ priorInvestors: ['Nobody Ventures'] }), rank({}));
    assert.equal(index.size, 5);
    assert.equal(index.get('jane-doe')?.name, 'Jane Doe');
    assert.equal(index.get('nobody'), undefined);
  });
});

describe('reason formatting', () => {
  it('writes amounts and months the same on every machine', () => {
    assert.equal(formatUsd(500_000), '$500K');
    assert.equal(formatUsd(1_500_000), '$1.5M');
    assert.equal(formatUsd(15_000_000), '$15M');
    assert.equal(formatUsd(1_200_000_000), '$1.2B');
    assert.equal(formatUsdRange(1_000_000, 3_000_000), '$1–3M');
    assert.equal(formatUsdRange(500_000, 2_000_000), '$500K–$2M');
    assert.equal(formatUsdRange(2_000_000, 2_000_000), '$2M');
    assert.equal(monthYear('2013-03-14'), 'March 2013');
  });
});
