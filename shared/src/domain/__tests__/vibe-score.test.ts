import { VIBE_COUNT_STEPS, VIBE_TICK_MS, vibeCountUpStep, vibeScoreLabel } from '@pear/shared/domain';

describe('vibeScoreLabel', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89.99, 'Great'],
    [89, 'Great'],
    [75, 'Great'],
    [74, 'Good'],
    [60, 'Good'],
    [59, 'Exceptional'],
    [0, 'Exceptional'],
  ])('labels %p as %s', (score, label) => {
    expect(vibeScoreLabel(score)).toBe(label);
  });
});

describe('vibeCountUpStep', () => {
  it.each([
    [0, 1],
    [39, 1],
    [40, 1],
    [79, 1],
    [80, 2],
    [87, 2],
    [100, 2],
    [400, 10],
  ])('steps %p by %p', (score, step) => {
    expect(vibeCountUpStep(score)).toBe(step);
  });

  it('ticks every 50 ms in about 40 steps', () => {
    expect(VIBE_TICK_MS).toBe(50);
    expect(VIBE_COUNT_STEPS).toBe(40);
  });
});
