import { formatCheckSize, parseList, parseUsd } from '../format';

describe('formatCheckSize', () => {
  it.each([
    [250_000, 1_000_000, '$250K – $1M'],
    [500_000, 500_000, '$500K'],
    [250_000, null, 'from $250K'],
    [null, 2_500_000, 'up to $2.5M'],
    [null, null, null],
  ])('%p – %p reads %p', (min, max, text) => {
    expect(formatCheckSize(min, max)).toBe(text);
  });
});

describe('parseUsd', () => {
  it.each([
    ['50000000', 50_000_000],
    ['$50,000,000', 50_000_000],
    ['50M', 50_000_000],
    ['1.5k', 1_500],
    [' $ 2b ', 2_000_000_000],
    ['', null],
  ])('reads %p as %p', (text, amount) => {
    expect(parseUsd(text)).toBe(amount);
  });

  it.each(['lots', '12 apples', '-5', '1e6'])('refuses %p', (text) => {
    expect(parseUsd(text)).toBeNaN();
  });
});

describe('parseList', () => {
  it('trims the items and drops blanks', () => {
    expect(parseList(' Climate,  Fintech , ,Health ')).toEqual(['Climate', 'Fintech', 'Health']);
    expect(parseList('  ')).toEqual([]);
  });
});
