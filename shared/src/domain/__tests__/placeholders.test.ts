import { displayValue, firstThreeInterests, isPlaceholder, PLACEHOLDER_VALUES } from '@pear/shared/domain';

describe('isPlaceholder', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    'Unknown',
    'Unknown Investor',
    'Independent Investor',
    'General Investment',
    'N/A',
    ' N/A ',
    'n/a',
    'unknown',
  ])('hides %p', (value) => {
    expect(isPlaceholder(value)).toBe(true);
  });

  it.each(['Sequoia', 'Unknown Capital', 'N/A Ventures', 0, 42, false])('keeps %p', (value) => {
    expect(isPlaceholder(value)).toBe(false);
  });

  it('lists every placeholder text', () => {
    expect(PLACEHOLDER_VALUES).toEqual(
      expect.arrayContaining(['Unknown', 'Unknown Investor', 'Independent Investor', 'General Investment', 'N/A']),
    );
  });
});

describe('displayValue', () => {
  it('returns the trimmed text or null for placeholders', () => {
    expect(displayValue('  Accel  ')).toBe('Accel');
    expect(displayValue('Unknown')).toBeNull();
    expect(displayValue(undefined)).toBeNull();
    expect(displayValue(5)).toBe('5');
    expect(displayValue({})).toBeNull();
  });
});

describe('firstThreeInterests', () => {
  it('splits a comma-separated string and keeps the first three', () => {
    expect(firstThreeInterests('Fintech, AI ,Health,Climate')).toEqual(['Fintech', 'AI', 'Health']);
  });

  it('reads an object with Industries (list or string)', () => {
    expect(firstThreeInterests({ Industries: ['SaaS', 'Mobile', 'Games', 'Media'] })).toEqual([
      'SaaS',
      'Mobile',
      'Games',
    ]);
    expect(firstThreeInterests({ Industries: 'SaaS, Mobile' })).toEqual(['SaaS', 'Mobile']);
  });

  it('reads a plain list', () => {
    expect(firstThreeInterests(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('drops placeholders, blanks and non-strings before taking three', () => {
    expect(firstThreeInterests('General Investment, , Unknown, Fintech, 7, AI, Health, Web3')).toEqual([
      'Fintech',
      '7',
      'AI',
    ]);
    expect(firstThreeInterests([null, 'N/A', 3, 'Robotics'])).toEqual(['Robotics']);
  });

  it.each([null, undefined, 42, {}, { Industries: null }])('returns [] for %p', (value) => {
    expect(firstThreeInterests(value)).toEqual([]);
  });
});
