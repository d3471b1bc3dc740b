import type { Pool } from 'pg';

/** One allowance: at most `max` hits on `key` per window of `windowMs`. */
export interface LimitRule {
  key: string;
  max: number;
  windowMs: number;
}

/** Sign-in back-off: `free` failures in a row, then a lock of baseMs · 2^(failures − free), at most maxMs. */
export interface BackoffRule {
  free: number;
  baseMs: number;
  maxMs: number;
}

/**
 * Rate limits and sign-in back-off, counted in PostgreSQL so every API replica sees the same attempts
 * (a per-process counter gives each replica its own allowance). Each count is one atomic upsert, so
 * parallel requests cannot slip past a limit; the window's clock is the database's.
 */
export class LimitsRepository {
  private calls = 0;

  constructor(private readonly db: Pool) {}

  /**
   * Counts one hit on every rule and answers how long the caller must wait (ms) — 0 when every rule is
   * still within its allowance. Hits over the limit count too (a caller who keeps trying stays limited).
   */
  async hit(rules: LimitRule[]): Promise<number> {
    if (!rules.length) return 0;
    // one row per key, always in the same order (two callers never lock the same rows in opposite orders)
    const byKey = new Map(rules.map((r) => [r.key, r]));
    const keys = [...byKey.keys()].sort();
    const { rows } = await this.db.query<{ key: string; hits: number; ms_left: string }>(
      `INSERT INTO rate_limits AS r (key, hits, reset_at)
       SELECT k, 1, now() + w * interval '1 millisecond' FROM unnest($1::text[], $2::int[]) AS t(k, w) ORDER BY k
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING key, hits, ceil(extract(epoch FROM (reset_at - now())) * 1000)::bigint AS ms_left`,
      [keys, keys.map((k) => byKey.get(k)!.windowMs)],
    );
    this.sweepNowAndThen();
    let wait = 0;
    for (const row of rows) {
      if (row.hits > byKey.get(row.key)!.max) wait = Math.max(wait, Number(row.ms_left));
    }
    return wait;
  }

  /** Gives back one hit (an attempt that turned out right, when only failures should count). */
  async refund(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = ANY($1::text[]) AND hits > 0 AND reset_at > now()', [keys]);
  }

  /** How long (ms) this account is still locked after failed sign-ins; 0 when it is not. */
  async lockedFor(key: string): Promise<number> {
    const { rows } = await this.db.query<{ ms_left: string }>(
      `SELECT ceil(extract(epoch FROM (locked_until - now())) * 1000)::bigint AS ms_left
       FROM auth_backoff WHERE key = $1 AND locked_until > now()`,
      [key],
    );
    return rows[0] ? Number(rows[0].ms_left) : 0;
  }

  /** Records a failed sign-in; from the `free`-th failure in a row the account is locked, twice as long each time. */
  async fail(key: string, rule: BackoffRule): Promise<number> {
    // failures in a row (a day without one starts again at 1); the lock is computed from that count in the same statement
    const failures = `CASE WHEN b.updated_at < now() - interval '1 day' THEN 1 ELSE b.failures + 1 END`;
    const lock = (n: string) =>
      `CASE WHEN ${n} >= $2 THEN now() + least($4::float8, $3::float8 * power(2, ${n} - $2)) * interval '1 millisecond' END`;
    const { rows } = await this.db.query<{ ms_left: string | null }>(
      `INSERT INTO auth_backoff AS b (key, failures, locked_until, updated_at) VALUES ($1, 1, ${lock('1')}, now())
       ON CONFLICT (key) DO UPDATE SET failures = ${failures}, locked_until = ${lock(failures)}, updated_at = now()
       RETURNING ceil(extract(epoch FROM (locked_until - now())) * 1000)::bigint AS ms_left`,
      [key, rule.free, rule.baseMs, rule.maxMs],
    );
    return rows[0]?.ms_left ? Number(rows[0].ms_left) : 0;
  }

  /** A successful sign-in ends the back-off. */
  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_backoff WHERE key = $1', [key]);
  }

  /** Expired windows are deleted now and then (every 500 counts), never on a request's critical path. */
  private sweepNowAndThen(): void {
    this.calls += 1;
    if (this.calls % 500 !== 0) return;
    void this.db.query(`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`).catch(() => {});
    void this.db
      .query(`DELETE FROM auth_backoff WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`)
      .catch(() => {});
  }
}
