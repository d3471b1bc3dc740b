import type { Pool } from 'pg';

/** Fire-and-forget records: support pings on navigation, campaign tracking, carrier user-support calls. */
export class TrackingRepository {
  constructor(private readonly db: Pool) {}

  async ping(userId: number | null, path: string, kind: 'ping' | 'user_support'): Promise<void> {
    await this.db.query('INSERT INTO support_pings (user_id, path, kind) VALUES ($1, $2, $3)', [userId, path, kind]);
  }

  async campaign(userId: number | null, b: { utm_source?: string; utm_campaign?: string; utm_medium?: string; path?: string }): Promise<void> {
    await this.db.query('INSERT INTO campaign_events (user_id, utm_source, utm_campaign, utm_medium, path) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      b.utm_source ?? null,
      b.utm_campaign ?? null,
      b.utm_medium ?? null,
      b.path ?? null,
    ]);
  }
}
