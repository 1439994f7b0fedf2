import { formatCompactUsd } from '../money';

describe('formatCompactUsd', () => {
  it('shortens dollar amounts to K and M with at most one decimal', () => {
    expect(formatCompactUsd(0)).toBe('$0');
    expect(formatCompactUsd(1_500_000)).toBe('$1.5M');
    expect(formatCompactUsd(2_000_000)).toBe('$2M');
    expect(formatCompactUsd(250_000)).toBe('$250K');
  });
});
