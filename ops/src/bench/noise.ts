/**
 * Whether two builds' Lighthouse figures differ beyond the run's noise: each build's runs of one page span a
 * range (on two shared cores TBT alone moves by 100 ms between runs); a build is "within the noise" of the
 * other when the two ranges overlap. With one run each there is no range: only equal figures are.
 */
export function withinNoise(a: number[], b: number[]): boolean {
  if (!a.length || !b.length) return false;
  return Math.max(...a) >= Math.min(...b) && Math.max(...b) >= Math.min(...a);
}

/** "median (min–max)" of one figure over the runs. */
export function spread(xs: number[]): string {
  const sorted = [...xs].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return sorted.length > 1 ? `${median} (${sorted[0]}–${sorted[sorted.length - 1]})` : String(median);
}
