import { spread, withinNoise, worseBeyondNoise } from '../../src/bench/noise';

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

  it.each<[string, number[], number[], 'higher' | 'lower', boolean]>([
    ['TBT ranges overlapping', [46, 55, 94], [51, 67, 139], 'lower', false],
    ['TBT above the monolith’s every run', [72, 88, 91], [30, 36, 50], 'lower', true],
    ['LCP below the monolith’s every run (better)', [1632, 1829, 1923], [2485, 2506, 2510], 'lower', false],
    ['performance under the monolith’s every run', [90, 91, 92], [96, 97, 97], 'higher', true],
    ['performance above it (better)', [99, 99, 100], [96, 97, 97], 'higher', false],
    ['no runs: no evidence it is not worse', [], [97], 'higher', true],
  ])('MF worse beyond the noise: %s', (_name, mf, monolith, better, expected) => {
    expect(worseBeyondNoise(mf, monolith, better)).toBe(expected);
  });

  it('writes the median with the range', () => {
    expect(spread([74, 48, 120])).toBe('74 (48–120)');
    expect(spread([99])).toBe('99');
  });
});
