import { spread, withinNoise } from '../../src/bench/noise';

describe('Lighthouse figures of two builds against the run’s noise', () => {
  it('calls two builds equal when their ranges over the runs overlap', () => {
    expect(withinNoise([96, 98, 99], [97, 99, 100])).toBe(true);
    expect(withinNoise([120, 60, 90], [150, 130, 200])).toBe(false);
    // touching ends overlap
    expect(withinNoise([1500, 1600], [1600, 1700])).toBe(true);
  });

  it('has no noise to hide in without runs, or with one run each unless equal', () => {
    expect(withinNoise([], [1])).toBe(false);
    expect(withinNoise([90], [91])).toBe(false);
    expect(withinNoise([90], [90])).toBe(true);
  });

  it('writes the median with the range', () => {
    expect(spread([74, 48, 120])).toBe('74 (48–120)');
    expect(spread([99])).toBe('99');
  });
});
