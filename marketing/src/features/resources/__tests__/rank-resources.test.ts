import { getInfoFixture } from '@pear/shared/testing';
import { RESOURCES, type Resource } from '../data/resources';
import { filterResources } from '../lib/filter-resources';
import { founderFocusFromInfo, industryTopics, normalizeStage, rankResources } from '../lib/rank-resources';

const resource = (overrides: Partial<Resource> & Pick<Resource, 'name'>): Resource => ({
  description: 'A test resource.',
  url: `https://example.com/${overrides.name}`,
  rating: 4,
  category: 'Events',
  stages: ['seed'],
  topics: ['general'],
  ...overrides,
});

describe('normalizeStage', () => {
  it.each([
    ['Pre-Seed', 'pre-seed'],
    ['preseed', 'pre-seed'],
    ['Angel round', 'pre-seed'],
    ['Seed', 'seed'],
    ['SEED', 'seed'],
    ['Series A', 'series-a'],
    ['series-b', 'series-a'],
    ['Idea', 'idea'],
    ['MVP', 'idea'],
    ['N/A', null],
    ['', null],
    [null, null],
    ['something else', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeStage(input)).toBe(expected);
  });
});

describe('industryTopics', () => {
  it('maps industry words to topics', () => {
    expect(industryTopics('Fintech')).toEqual(['fintech']);
    expect(industryTopics('Digital Health / MedTech')).toEqual(['health']);
    expect(industryTopics('B2B SaaS')).toEqual(['b2b-saas']);
    expect(industryTopics('AI for payments')).toEqual(['fintech', 'ai']);
    expect(industryTopics('Clean energy')).toEqual(['climate']);
  });

  it('returns nothing for empty or unknown industries', () => {
    expect(industryTopics(null)).toEqual([]);
    expect(industryTopics('   ')).toEqual([]);
    expect(industryTopics('Underwater basket weaving')).toEqual([]);
  });
});

describe('rankResources', () => {
  const list = [
    resource({ name: 'general-high', rating: 4.9, stages: ['idea'], topics: ['general'] }),
    resource({ name: 'fintech-seed', rating: 4.0, stages: ['seed'], topics: ['fintech'] }),
    resource({ name: 'seed-only', rating: 4.2, stages: ['seed'], topics: ['consumer'] }),
    resource({ name: 'health-idea', rating: 4.5, stages: ['idea'], topics: ['health'] }),
  ];

  it('puts stage and industry matches first, with reasons', () => {
    const ranking = rankResources(list, { industry: 'Fintech', stage: 'Seed' });
    expect(ranking.personalized).toBe(true);
    expect(ranking.stage).toBe('seed');
    expect(ranking.topics).toEqual(['fintech']);
    expect(ranking.resources.map((item) => item.resource.name)).toEqual([
      'fintech-seed',
      'seed-only',
      'general-high',
      'health-idea',
    ]);
    expect(ranking.resources[0]?.reasons).toEqual(['Fits your seed stage', 'Relevant to fintech']);
    expect(ranking.resources[0]?.score).toBe(9);
  });

  it('ranks by industry alone when the stage is unknown', () => {
    const ranking = rankResources(list, { industry: 'Healthcare', stage: 'N/A' });
    expect(ranking.personalized).toBe(true);
    expect(ranking.stage).toBeNull();
    expect(ranking.resources[0]?.resource.name).toBe('health-idea');
  });

  it('falls back to the generally most useful resources without industry and stage', () => {
    const ranking = rankResources(list, { industry: null, stage: null });
    expect(ranking.personalized).toBe(false);
    expect(ranking.resources.map((item) => item.resource.name)).toEqual([
      'general-high',
      'health-idea',
      'seed-only',
      'fintech-seed',
    ]);
    expect(ranking.resources.every((item) => item.reasons.length === 0)).toBe(true);
  });

  it('keeps directory order for ties and respects the limit', () => {
    const tied = [resource({ name: 'a' }), resource({ name: 'b' }), resource({ name: 'c' })];
    expect(rankResources(tied, { industry: null, stage: null }, 2).resources.map((item) => item.resource.name)).toEqual(
      ['a', 'b'],
    );
  });

  it('gives a seed fintech founder fintech and seed resources from the real directory', () => {
    const ranking = rankResources(RESOURCES, { industry: 'Fintech', stage: 'Seed' });
    expect(ranking.resources).toHaveLength(6);
    for (const item of ranking.resources) {
      expect(item.resource.stages.includes('seed') || item.resource.topics.includes('fintech')).toBe(true);
    }
  });
});

describe('founderFocusFromInfo', () => {
  it('reads the founder record first, then the parsed pitch deck', () => {
    expect(founderFocusFromInfo(getInfoFixture({ founder: { Industry: 'Fintech', Stage: 'Seed' } }))).toEqual({
      industry: 'Fintech',
      stage: 'Seed',
    });
    expect(
      founderFocusFromInfo(
        getInfoFixture({
          founder: { Industry: ' ', Stage: undefined },
          company: { summary: { industry: 'HealthTech', companyStage: 'Pre-seed' } },
        }),
      ),
    ).toEqual({ industry: 'HealthTech', stage: 'Pre-seed' });
    expect(founderFocusFromInfo(getInfoFixture())).toEqual({ industry: null, stage: null });
  });
});

describe('filterResources', () => {
  it('searches name and description case-insensitively within a category', () => {
    expect(filterResources(RESOURCES, '', null)).toHaveLength(28);
    expect(filterResources(RESOURCES, 'SAFE', null).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Clerky', 'Y Combinator SAFE Documents']),
    );
    expect(filterResources(RESOURCES, '', 'Events')).toHaveLength(4);
    expect(filterResources(RESOURCES, 'stripe', 'Legal Resources')).toHaveLength(0);
  });
});
