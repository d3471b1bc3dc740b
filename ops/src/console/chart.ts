import type { RemoteVersionHealth } from '@edu/shared/schemas';

type Series = NonNullable<RemoteVersionHealth['series']>;

const WIDTH = 180;
const HEIGHT = 36;

/**
 * A small bar chart of one version's health over time, as inline SVG (the console runs no script):
 * one bar per bucket, its height the loads, its red part the errors. Buckets without traffic are gaps.
 */
export function healthChart(series: Series, fromMs: number, toMs: number, stepMs: number): string {
  const buckets = Math.max(1, Math.round((toMs - fromMs) / stepMs));
  const slotOf = (b: Series[number]) => Math.floor((Date.parse(b.at) - fromMs) / stepMs);
  series = series.filter((b) => slotOf(b) >= 0 && slotOf(b) < buckets);
  const barWidth = WIDTH / buckets;
  const peak = Math.max(1, ...series.map((b) => b.loads + b.errors));
  const bars = series
    .map((b) => {
      const x = (slotOf(b) * barWidth).toFixed(1);
      const total = ((b.loads + b.errors) / peak) * HEIGHT;
      const errors = (b.errors / peak) * HEIGHT;
      const w = Math.max(1, barWidth - 1).toFixed(1);
      return (
        `<rect x="${x}" y="${(HEIGHT - total).toFixed(1)}" width="${w}" height="${(total - errors).toFixed(1)}" fill="#3f83f8"/>` +
        (b.errors ? `<rect x="${x}" y="${(HEIGHT - errors).toFixed(1)}" width="${w}" height="${errors.toFixed(1)}" fill="#e02424"/>` : '')
      );
    })
    .join('');
  const loads = series.reduce((n, b) => n + b.loads, 0);
  const errors = series.reduce((n, b) => n + b.errors, 0);
  const label = `${loads} lượt tải, ${errors} lỗi`;
  return `<svg class="chart" role="img" aria-label="${label}" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><title>${label}</title><line x1="0" y1="${HEIGHT - 0.5}" x2="${WIDTH}" y2="${HEIGHT - 0.5}" stroke="#d1d5db"/>${bars}</svg>`;
}
