import type { AffiliateDay } from '@edu/shared/core';
import { money } from './labels';

const W = 600;
const H = 160;
const PAD = 24;

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * Clicks per day as bars and orders as dots over the last 30 days, drawn inline (no chart library), with the
 * same numbers in a table beside it for screen readers and for reading exact values.
 */
export function ActivityChart({ series }: { series: AffiliateDay[] }) {
  const max = Math.max(1, ...series.map((d) => d.clicks), ...series.map((d) => d.orders));
  const step = (W - PAD * 2) / Math.max(1, series.length);
  const y = (n: number) => H - PAD - (n / max) * (H - PAD * 2);
  const active = series.filter((d) => d.clicks || d.orders || d.commission);
  const totalClicks = series.reduce((s, d) => s + d.clicks, 0);
  const totalOrders = series.reduce((s, d) => s + d.orders, 0);
  return (
    <div className="acc-aff-chart-wrap">
      <figure className="card acc-card acc-aff-chart">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`30 ngày qua: ${totalClicks} lượt nhấp, ${totalOrders} đơn hàng`}>
          <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} className="acc-aff-axis" />
          {series.map((d, i) => (
            <rect
              key={d.day}
              x={PAD + i * step + 1}
              width={Math.max(1, step - 2)}
              y={y(d.clicks)}
              height={H - PAD - y(d.clicks)}
              className="acc-aff-bar"
            />
          ))}
          {series.map((d, i) =>
            d.orders ? <circle key={d.day} cx={PAD + i * step + step / 2} cy={y(d.orders)} r={4} className="acc-aff-dot" /> : null,
          )}
          {series.length ? (
            <text x={PAD} y={H - 6} className="acc-aff-tick">
              {shortDay(series[0]!.day)}
            </text>
          ) : null}
          {series.length ? (
            <text x={W - PAD} y={H - 6} textAnchor="end" className="acc-aff-tick">
              {shortDay(series.at(-1)!.day)}
            </text>
          ) : null}
        </svg>
        <figcaption className="acc-small acc-muted">
          <span className="acc-aff-key acc-aff-key--bar" aria-hidden="true" /> Lượt nhấp{' '}
          <span className="acc-aff-key acc-aff-key--dot" aria-hidden="true" /> Đơn hàng
        </figcaption>
      </figure>
      <div className="acc-table-wrap card acc-aff-days">
        <table className="acc-table">
          <caption>Hoạt động theo ngày (30 ngày qua)</caption>
          <thead>
            <tr>
              <th scope="col">Ngày</th>
              <th scope="col">Lượt nhấp</th>
              <th scope="col">Đơn hàng</th>
              <th scope="col">Hoa hồng</th>
            </tr>
          </thead>
          <tbody>
            {active.length === 0 ? (
              <tr>
                <td colSpan={4}>Chưa có hoạt động</td>
              </tr>
            ) : (
              active.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{shortDay(d.day)}</th>
                  <td>{d.clicks}</td>
                  <td>{d.orders}</td>
                  <td>{money(d.commission)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
