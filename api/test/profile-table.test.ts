// The compact table the matching index holds its investors in: every profile comes back exactly as stored.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DEFAULT_CORPUS_DIR } from '../src/config.js';
import { ProfileTableBuilder, profileTable } from '../src/modules/investors/profile-table.js';
import { buildInvestorProfiles, summarizePortfolio, type InvestorProfile } from '../src/modules/investors/profiles.js';
import { readCrunchbaseRounds } from '../src/modules/investors/rounds.js';

describe('ProfileTable', () => {
  let profiles: InvestorProfile[];
  before(async () => {
    profiles = buildInvestorProfiles(await readCrunchbaseRounds(DEFAULT_CORPUS_DIR));
  });

  it('gives back every profile of the corpus exactly as built (counts, dates, sizes, nulls, co-investors)', () => {
    const table = profileTable(profiles);
    assert.equal(table.size, profiles.length);
    profiles.forEach((profile, index) => {
      assert.equal(table.id(index), profile.id);
      assert.equal(table.indexOf(profile.id), index);
      assert.equal(table.dealCount(index), profile.dealCount);
      assert.equal(table.lastInvestmentAt(index), profile.lastInvestmentAt);
      assert.deepEqual(table.profile(index), profile);
    });
    // The corpus has deals without a sector, a region or a size: they stay null, not '' or 0.
    const deals = profiles.flatMap((profile) => profile.portfolio);
    assert.ok(deals.some((deal) => deal.sector === null));
    assert.ok(deals.some((deal) => deal.raisedAmountUsd === null));
  });

  it('keeps profiles with no deals and names it has not met, and knows no unknown id', () => {
    const lone: InvestorProfile = {
      id: 'lone-angel',
      name: 'Lone Angel',
      kind: 'person',
      ...summarizePortfolio([]),
      portfolio: [],
      coInvestors: [{ id: 'gone-capital', name: 'Gone Capital', count: 2 }],
      sources: ['csv:angels.csv'],
    };
    const builder = new ProfileTableBuilder();
    builder.add(lone);
    const table = builder.finish();
    assert.deepEqual(table.profile(0), lone);
    assert.equal(table.lastInvestmentAt(0), '');
    assert.equal(table.indexOf('someone-else'), undefined);
    assert.equal(new ProfileTableBuilder().finish().size, 0);
  });

  it('rebuilds a profile once and hands the same object to the next caller', () => {
    const table = profileTable(profiles.slice(0, 3));
    assert.equal(table.profile(1), table.profile(1));
  });
});
