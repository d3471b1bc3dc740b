import type { Pool } from 'pg';

export type HealthKind = 'load' | 'remote-load' | 'render' | 'integrity';
/** What the SSR service reports per render of a version's server build (migration 020): the render, or how it failed. */
export type ServerHealthKind = 'ssr' | 'ssr-render' | 'ssr-5xx';

export interface VersionHealth {
  remote: string;
  version: string;
  /** Page views that loaded it (one per signed token: exact, not sampled). */
  loads: number;
  load_errors: number;
  render_errors: number;
  integrity_errors: number;
  /** Errors of every kind over loads attempted (successful loads + load failures); 0 without traffic. */
  error_rate: number;
  /** Distinct visitors (a daily-keyed hash of their address) whose counted beacons concern it. */
  visitors: number;
  /** Pages the SSR service rendered with its server build, those whose render failed, those answered 5xx (exact). */
  ssr_renders: number;
  ssr_render_errors: number;
  ssr_5xx: number;
  /** (render errors + 5xx) over server renders; 0 without any. */
  ssr_error_rate: number;
  /** Web Vitals' 75th percentiles over the page views that reported them (LCP, INP in ms), null without any. */
  lcp_p75: number | null;
  lcp_samples: number;
  inp_p75: number | null;
  inp_samples: number;
  cls_p75: number | null;
  cls_samples: number;
  /** With a step: the same counts per `step` minutes, oldest first (buckets without traffic left out). */
  series?: { at: string; loads: number; errors: number }[];
}

/** Days of minutes kept. */
const KEEP_DAYS = 7;

/** The first segment of a page's path ('/khoa-hoc/vat-ly-12' → '/khoa-hoc'): bounded, and nothing personal. */
export function routeBucket(page: string | undefined): string {
  const first = (page ?? '').split(/[?#]/, 1)[0]!.split('/').filter(Boolean)[0] ?? '';
  return /^[a-z0-9-]{1,40}$/.test(first) ? `/${first}` : first ? '/other' : '/';
}

export type VitalName = 'LCP' | 'INP' | 'CLS';
const VITAL_NAMES: VitalName[] = ['LCP', 'INP', 'CLS'];
const NO_VITALS: Pick<VersionHealth, 'lcp_p75' | 'lcp_samples' | 'inp_p75' | 'inp_samples' | 'cls_p75' | 'cls_samples'> = {
  lcp_p75: null,
  lcp_samples: 0,
  inp_p75: null,
  inp_samples: 0,
  cls_p75: null,
  cls_samples: 0,
};

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** Per remote version, per minute, counts of what browsers saw (see migration 012). */
export class RemoteHealthRepository {
  constructor(private readonly db: Pool) {}

  /**
   * One beacon of a page view whose token the API verified: counted only the first time this token reports
   * this remote version and kind (health_token_use, migration 015), in one statement, so concurrent replays
   * cannot both count. Whether it was counted.
   */
  async countOnce(entry: { nonce: string; visitor: string; remote: string; version: string; page?: string; kind: HealthKind }): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `WITH first_use AS (
         INSERT INTO health_token_use (nonce, remote, version, kind, visitor) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING 1
       )
       INSERT INTO remote_health (minute, remote, version, route, kind, count)
       SELECT date_trunc('minute', now()), $2, $3, $6, $4, 1 FROM first_use
       ON CONFLICT (remote, version, minute, route, kind) DO UPDATE SET count = remote_health.count + 1`,
      [entry.nonce, entry.remote, entry.version, entry.kind, entry.visitor, routeBucket(entry.page)],
    );
    // bounded: now and then, minutes older than the retention go (token uses: the report reads at most a day)
    if (Math.random() < 0.01) {
      await this.db.query(`DELETE FROM remote_health WHERE minute < now() - interval '${KEEP_DAYS} days'`);
      await this.db.query(`DELETE FROM health_token_use WHERE at < now() - interval '2 days'`);
    }
    return rowCount === 1;
  }

  /**
   * A batch of the SSR service's signals (one nonce per render, signed by the service: the route checks it),
   * in one statement: each (nonce, version, kind) counts once, however often the batch is sent. How many counted.
   */
  async countServer(
    entries: { nonce: string; visitor: string; remote: string; version: string; page?: string; kind: ServerHealthKind }[],
  ): Promise<number> {
    if (entries.length === 0) return 0;
    const column = (pick: (e: (typeof entries)[number]) => string) => entries.map(pick);
    const { rows } = await this.db.query<{ n: number }>(
      `WITH input AS (
         SELECT DISTINCT ON (nonce, remote, version, kind) *
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(nonce, remote, version, kind, visitor, route)
       ), first_use AS (
         INSERT INTO health_token_use (nonce, remote, version, kind, visitor)
         SELECT nonce, remote, version, kind, visitor FROM input ON CONFLICT DO NOTHING RETURNING nonce, remote, version, kind
       ), counted AS (
         SELECT i.remote, i.version, i.route, i.kind, count(*)::int AS n FROM first_use f JOIN input i USING (nonce, remote, version, kind)
         GROUP BY i.remote, i.version, i.route, i.kind
       ), added AS (
         INSERT INTO remote_health (minute, remote, version, route, kind, count)
         SELECT date_trunc('minute', now()), remote, version, route, kind, n FROM counted
         ON CONFLICT (remote, version, minute, route, kind) DO UPDATE SET count = remote_health.count + EXCLUDED.count
       )
       SELECT coalesce(sum(n), 0)::int AS n FROM counted`,
      [
        column((e) => e.nonce),
        column((e) => e.remote),
        column((e) => e.version),
        column((e) => e.kind),
        column((e) => e.visitor),
        column((e) => routeBucket(e.page)),
      ],
    );
    return rows[0]!.n;
  }

  /**
   * A page view's Web Vitals for the version that owns the page (its token verified by the route): one row per
   * (token, version, metric), the last report standing — a page reports again when its INP or CLS grew.
   */
  async recordVitals(entry: {
    nonce: string;
    visitor: string;
    remote: string;
    version: string;
    page?: string;
    vitals: Partial<Record<VitalName, number>>;
  }) {
    const names = VITAL_NAMES.filter((name) => entry.vitals[name] !== undefined);
    if (names.length === 0) return;
    await this.db.query(
      `INSERT INTO remote_vitals (nonce, remote, version, metric, value, route, visitor)
       SELECT $1, $2, $3, metric, value, $4, $5 FROM unnest($6::text[], $7::float8[]) AS t(metric, value)
       ON CONFLICT (nonce, remote, version, metric) DO UPDATE SET value = EXCLUDED.value, at = now()`,
      [entry.nonce, entry.remote, entry.version, routeBucket(entry.page), entry.visitor, names, names.map((n) => entry.vitals[n]!)],
    );
    if (Math.random() < 0.01) await this.db.query(`DELETE FROM remote_vitals WHERE at < now() - interval '2 days'`);
  }

  /** Every version seen in the last `minutes`, with its loads and error rate (and, with `step`, over time). */
  async summary(minutes: number, step?: number): Promise<VersionHealth[]> {
    const { rows } = await this.db.query<Omit<VersionHealth, 'error_rate' | 'visitors' | 'ssr_error_rate' | keyof typeof NO_VITALS>>(
      `SELECT remote, version,
              coalesce(sum(count) FILTER (WHERE kind = 'load'), 0)::int AS loads,
              coalesce(sum(count) FILTER (WHERE kind = 'remote-load'), 0)::int AS load_errors,
              coalesce(sum(count) FILTER (WHERE kind = 'render'), 0)::int AS render_errors,
              coalesce(sum(count) FILTER (WHERE kind = 'integrity'), 0)::int AS integrity_errors,
              coalesce(sum(count) FILTER (WHERE kind = 'ssr'), 0)::int AS ssr_renders,
              coalesce(sum(count) FILTER (WHERE kind = 'ssr-render'), 0)::int AS ssr_render_errors,
              coalesce(sum(count) FILTER (WHERE kind = 'ssr-5xx'), 0)::int AS ssr_5xx
       FROM remote_health WHERE minute >= date_trunc('minute', now()) - make_interval(mins => $1)
       GROUP BY remote, version ORDER BY remote, version`,
      [minutes],
    );
    const series = step ? await this.series(minutes, step) : null;
    const visitors = await this.visitors(minutes);
    const vitals = await this.vitals(minutes);
    return rows.map((r) => {
      const errors = r.load_errors + r.render_errors + r.integrity_errors;
      const attempts = r.loads + r.load_errors + r.integrity_errors;
      const health: VersionHealth = {
        ...r,
        error_rate: rate(errors, attempts),
        ssr_error_rate: rate(r.ssr_render_errors + r.ssr_5xx, r.ssr_renders),
        visitors: visitors.get(`${r.remote}@${r.version}`) ?? 0,
        ...(vitals.get(`${r.remote}@${r.version}`) ?? NO_VITALS),
      };
      if (series) health.series = series.get(`${r.remote}@${r.version}`) ?? [];
      return health;
    });
  }

  /** p75 and samples of each metric per version, over the page views of the last `minutes`. */
  private async vitals(minutes: number): Promise<Map<string, typeof NO_VITALS>> {
    const { rows } = await this.db.query<{ remote: string; version: string; metric: VitalName; p75: number; samples: number }>(
      `SELECT remote, version, metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS samples
       FROM remote_vitals WHERE at >= date_trunc('minute', now()) - make_interval(mins => $1) GROUP BY remote, version, metric`,
      [minutes],
    );
    const out = new Map<string, typeof NO_VITALS>();
    for (const r of rows) {
      const key = `${r.remote}@${r.version}`;
      const v = out.get(key) ?? { ...NO_VITALS };
      const m = r.metric.toLowerCase() as 'lcp' | 'inp' | 'cls';
      // LCP and INP to the millisecond, CLS to four places: what the report and the decisions show
      v[`${m}_p75`] = m === 'cls' ? Math.round(Number(r.p75) * 10_000) / 10_000 : Math.round(Number(r.p75));
      v[`${m}_samples`] = r.samples;
      out.set(key, v);
    }
    return out;
  }

  private async visitors(minutes: number): Promise<Map<string, number>> {
    const { rows } = await this.db.query<{ remote: string; version: string; visitors: number }>(
      `SELECT remote, version, count(DISTINCT visitor)::int AS visitors FROM health_token_use
       WHERE at >= date_trunc('minute', now()) - make_interval(mins => $1) GROUP BY remote, version`,
      [minutes],
    );
    return new Map(rows.map((r) => [`${r.remote}@${r.version}`, r.visitors]));
  }

  private async series(minutes: number, step: number): Promise<Map<string, NonNullable<VersionHealth['series']>>> {
    const { rows } = await this.db.query<{ remote: string; version: string; at: Date; loads: number; errors: number }>(
      `SELECT remote, version, date_bin(make_interval(mins => $2), minute, TIMESTAMPTZ '2000-01-01') AS at,
              coalesce(sum(count) FILTER (WHERE kind = 'load'), 0)::int AS loads,
              coalesce(sum(count) FILTER (WHERE kind NOT IN ('load', 'ssr')), 0)::int AS errors
       FROM remote_health WHERE minute >= date_trunc('minute', now()) - make_interval(mins => $1)
       GROUP BY remote, version, at ORDER BY at`,
      [minutes, step],
    );
    const out = new Map<string, NonNullable<VersionHealth['series']>>();
    for (const r of rows) {
      const key = `${r.remote}@${r.version}`;
      if (!out.has(key)) out.set(key, []);
      out.get(key)!.push({ at: new Date(r.at).toISOString(), loads: r.loads, errors: r.errors });
    }
    return out;
  }
}
