/**
 * Whether two builds' Lighthouse figures differ beyond the run's noise: each build's runs of one page span a
 * range (on two shared cores TBT alone moves by 100 ms between runs); a build is "within the noise" of the
 * other when the two ranges overlap. With one run each there is no range: only equal figures are.
 */
export function withinNoise(a: number[], b: number[]): boolean {
  if (!a.length || !b.length) return false;
  return Math.max(...a) >= Math.min(...b) && Math.max(...b) >= Math.min(...a);
}

/**
 * Whether the federated build is worse than the monolith beyond the noise: their ranges do not overlap and the
 * federated one lies on the worse side (`better`: which way the figure improves). Better beyond the noise is not
 * worse; no runs is no evidence, so worse.
 */
export function worseBeyondNoise(mf: number[], monolith: number[], better: 'higher' | 'lower'): boolean {
  if (!mf.length || !monolith.length) return true;
  if (withinNoise(mf, monolith)) return false;
  return better === 'higher' ? Math.max(...mf) < Math.min(...monolith) : Math.min(...mf) > Math.max(...monolith);
}

/** "median (min–max)" of one figure over the runs. */
export function spread(xs: number[]): string {
  const sorted = [...xs].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return sorted.length > 1 ? `${median} (${sorted[0]}–${sorted[sorted.length - 1]})` : String(median);
}
