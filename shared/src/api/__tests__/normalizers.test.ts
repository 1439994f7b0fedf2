import {
  extractAnalysis,
  extractJsonObject,
  normalizeFindMatches,
  normalizeMatches,
  normalizeResume,
  readVibeScore,
  toPitchdeckAnalysis,
} from '@pear/shared/api';

describe('normalizeMatches', () => {
  const match = { user_id: 'u1', full_name: 'Jane Doe', pear_score: 91 };

  it('accepts a plain list', () => {
    expect(normalizeMatches([match])).toEqual([match]);
  });

  it('accepts { matches }', () => {
    expect(normalizeMatches({ matches: [match] })).toEqual([match]);
  });

  it('returns null for any other shape', () => {
    expect(normalizeMatches({ results: [match] })).toBeNull();
    expect(normalizeMatches(null)).toBeNull();
    expect(normalizeMatches('[]')).toBeNull();
    expect(normalizeMatches({ matches: 'none' })).toBeNull();
  });

  it('drops non-object elements and tolerates wrong field types', () => {
    const result = normalizeMatches([
      match,
      'junk',
      null,
      { full_name: 7, pear_score: '88', company: { name: 'Accel' } },
    ]);
    expect(result).toHaveLength(2);
    expect(result?.[1]).toMatchObject({ full_name: '7', pear_score: 88, company: { name: 'Accel' } });
  });

  it('keeps unknown fields', () => {
    expect(normalizeMatches([{ ...match, extra: true }])?.[0]).toHaveProperty('extra', true);
  });
});

describe('normalizeFindMatches', () => {
  it('returns the results list', () => {
    const result = { InvestorName: 'A', MatchScore: 87.6, InvestorInterests: { Industries: ['AI'] } };
    expect(normalizeFindMatches({ results: [result] })).toEqual([result]);
    expect(normalizeFindMatches({ results: [] })).toEqual([]);
  });

  it('returns null without a results list', () => {
    expect(normalizeFindMatches({})).toBeNull();
    expect(normalizeFindMatches([])).toBeNull();
    expect(normalizeFindMatches({ results: {} })).toBeNull();
  });
});

describe('extractAnalysis', () => {
  it('returns an object analysis', () => {
    expect(extractAnalysis({ analysis: { industry: 'AI' } })).toEqual({ industry: 'AI' });
  });

  it('extracts the object between the outermost braces of a string analysis', () => {
    const analysis = 'Here you go:\n```json\n{"industry":"AI","socialLinks":{"x":"https://x.com/p"}}\n```\nThanks';
    expect(extractAnalysis({ analysis })).toEqual({ industry: 'AI', socialLinks: { x: 'https://x.com/p' } });
  });

  it('returns the whole response when the string holds no object', () => {
    const body = { analysis: 'no json here', id: 3 };
    expect(extractAnalysis(body)).toBe(body);
    const broken = { analysis: '{not json}' };
    expect(extractAnalysis(broken)).toBe(broken);
  });

  it('returns the whole response when there is no analysis', () => {
    const body = { startupName: 'Pear' };
    expect(extractAnalysis(body)).toBe(body);
  });

  it('searches a text body the same way', () => {
    expect(extractAnalysis('prefix {"a":1} suffix')).toEqual({ a: 1 });
    expect(extractAnalysis('just text')).toBe('just text');
  });

  it('passes other values through', () => {
    expect(extractAnalysis(null)).toBeNull();
    expect(extractAnalysis([1])).toEqual([1]);
  });

  it('extractJsonObject ignores arrays and broken JSON', () => {
    expect(extractJsonObject('[{"a":1}]')).toEqual({ a: 1 });
    expect(extractJsonObject('} {')).toBeNull();
    expect(extractJsonObject('{"a":')).toBeNull();
  });
});

describe('toPitchdeckAnalysis', () => {
  it('types an object analysis leniently', () => {
    expect(toPitchdeckAnalysis({ analysis: { startupName: 'Pear', cofounders: ['Ann', { name: 'Bo' }, 3] } })).toEqual({
      startupName: 'Pear',
      cofounders: ['Ann', { name: 'Bo' }],
    });
  });

  it('keeps raw text and refuses other shapes', () => {
    expect(toPitchdeckAnalysis('plain words')).toBe('plain words');
    expect(toPitchdeckAnalysis(null)).toBeNull();
    expect(toPitchdeckAnalysis([1, 2])).toBeNull();
  });
});

describe('readVibeScore', () => {
  it('reads vibe_score, else score, else 0', () => {
    expect(readVibeScore({ vibe_score: 82, score: 10 })).toEqual({ score: 82 });
    expect(readVibeScore({ score: 64 })).toEqual({ score: 64 });
    expect(readVibeScore({ vibe_score: null, score: 64 })).toEqual({ score: 64 });
    expect(readVibeScore({})).toEqual({ score: 0 });
    expect(readVibeScore(null)).toEqual({ score: 0 });
    expect(readVibeScore({ vibe_score: 'abc' })).toEqual({ score: 0 });
  });

  it('accepts numeric strings and zero', () => {
    expect(readVibeScore({ vibe_score: '77' })).toEqual({ score: 77 });
    expect(readVibeScore({ vibe_score: 0, score: 50 })).toEqual({ score: 0 });
  });

  it('returns the breakdown when present', () => {
    const breakdown = { deck: 30, traction: 20 };
    expect(readVibeScore({ vibe_score: 50, breakdown })).toEqual({ score: 50, breakdown });
    expect(readVibeScore({ vibe_score: 50, breakdown: 'n/a' })).toEqual({ score: 50 });
  });
});

describe('normalizeResume', () => {
  it('reads the profile object or the profile inside the body', () => {
    const profile = { full_name: 'Ada', skills: ['math', 3], education: [{ school: 'X', grad: 1836 }] };
    expect(normalizeResume(profile)).toEqual({
      full_name: 'Ada',
      skills: ['math'],
      education: [{ school: 'X', grad: '1836' }],
    });
    expect(normalizeResume({ profile })).toMatchObject({ full_name: 'Ada' });
    expect(normalizeResume('nope')).toBeNull();
  });
});
