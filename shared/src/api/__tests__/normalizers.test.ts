import { extractAnalysis, extractJsonObject, readVibeScore, unwrapMatches } from '@pear/shared/api';

// The leniency the spec requires (§5, §7); the contract's schemas parse what these return (see calls.test.ts).

describe('unwrapMatches', () => {
  const match = { user_id: 'u1', full_name: 'Jane Doe', pear_score: 91 };

  it('passes a plain list through and unwraps { matches }', () => {
    expect(unwrapMatches([match])).toEqual([match]);
    expect(unwrapMatches({ matches: [match] })).toEqual([match]);
  });

  it('leaves any other shape to the contract (which rejects it)', () => {
    const body = { results: [match] };
    expect(unwrapMatches(body)).toBe(body);
    expect(unwrapMatches(null)).toBeNull();
    expect(unwrapMatches({ matches: 'none' })).toEqual({ matches: 'none' });
  });
});

describe('extractAnalysis', () => {
  it('returns an object analysis', () => {
    expect(extractAnalysis({ analysis: { industry: 'AI' } })).toEqual({ analysis: { industry: 'AI' } });
  });

  it('extracts the object between the outermost braces of a string analysis', () => {
    const analysis = 'Here you go:\n```json\n{"industry":"AI","socialLinks":{"x":"https://x.com/p"}}\n```\nThanks';
    expect(extractAnalysis({ analysis })).toEqual({
      analysis: { industry: 'AI', socialLinks: { x: 'https://x.com/p' } },
    });
  });

  it('takes the whole response when the string holds no object', () => {
    const body = { analysis: 'no json here', id: 3 };
    expect(extractAnalysis(body).analysis).toBe(body);
    const broken = { analysis: '{not json}' };
    expect(extractAnalysis(broken).analysis).toBe(broken);
  });

  it('takes the whole response when there is no analysis', () => {
    const body = { startupName: 'Pear' };
    expect(extractAnalysis(body).analysis).toBe(body);
  });

  it('searches a text body the same way', () => {
    expect(extractAnalysis('prefix {"a":1} suffix')).toEqual({ analysis: { a: 1 } });
    expect(extractAnalysis('just text')).toEqual({ analysis: 'just text' });
  });

  it('passes other values through', () => {
    expect(extractAnalysis(null)).toEqual({ analysis: null });
    expect(extractAnalysis([1])).toEqual({ analysis: [1] });
  });

  it('extractJsonObject ignores arrays and broken JSON', () => {
    expect(extractJsonObject('[{"a":1}]')).toEqual({ a: 1 });
    expect(extractJsonObject('} {')).toBeNull();
    expect(extractJsonObject('{"a":')).toBeNull();
  });
});

describe('readVibeScore', () => {
  it('reads vibe_score, else score, else 0', () => {
    expect(readVibeScore({ vibe_score: 82, score: 10 })).toEqual({ vibe_score: 82 });
    expect(readVibeScore({ score: 64 })).toEqual({ vibe_score: 64 });
    expect(readVibeScore({ vibe_score: null, score: 64 })).toEqual({ vibe_score: 64 });
    expect(readVibeScore({})).toEqual({ vibe_score: 0 });
    expect(readVibeScore({ vibe_score: 'abc' })).toEqual({ vibe_score: 0 });
    expect(readVibeScore({ vibe_score: 0, score: 50 })).toEqual({ vibe_score: 0 });
  });

  it('keeps the breakdown for the contract to check, and leaves a body that is no object alone', () => {
    const breakdown = { deck: 30, traction: 20 };
    expect(readVibeScore({ vibe_score: 50, breakdown })).toEqual({ vibe_score: 50, breakdown });
    expect(readVibeScore(null)).toBeNull();
  });
});
