import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { TtlCache } from '../lib/ttl-cache';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export type RotateResult =
  | { kind: 'ok'; userId: number; sessionId: string; refreshToken: string; expiresAt: Date }
  /** The token was rotated moments ago (another tab of the same browser refreshed first): same session, no new refresh token. */
  | { kind: 'grace'; userId: number; sessionId: string; expiresAt: Date }
  | { kind: 'reuse' }
  | { kind: 'invalid' };

/**
 * Login sessions ("families") and their refresh tokens. Only a hash of each refresh token is stored.
 * Every refresh rotates; presenting an already-used token revokes the whole family.
 */
export class SessionsRepository {
  /**
   * "Is this session still active?" runs on every authenticated call; a positive answer is kept 5 s. Every
   * revocation in this process clears it, so logout / reuse / password change cut access at once here (other
   * API instances, if any, within 5 s).
   */
  private readonly active = new TtlCache<boolean>(5000, 10_000);

  constructor(private readonly db: Pool) {}

  async create(userId: number, ttlSeconds: number) {
    const sessionId = randomBytes(16).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await this.db.query(
      `WITH s AS (INSERT INTO sessions (id, user_id) VALUES ($1, $2) RETURNING id)
       INSERT INTO refresh_tokens (token_hash, session_id, expires_at) SELECT $3, id, $4 FROM s`,
      [sessionId, userId, sha256(refreshToken), expiresAt],
    );
    return { sessionId, refreshToken, expiresAt };
  }

  /**
   * Rotates a refresh token. A token already rotated within `graceSeconds` (two tabs refreshing at once:
   * the browser sent the old cookie twice) answers `grace` for the same session, without a new refresh
   * token: the browser already holds the successor in its cookie. Any other reuse revokes the family.
   */
  async rotate(refreshToken: string, ttlSeconds: number, graceSeconds = 0): Promise<RotateResult> {
    const hash = sha256(refreshToken);
    const next = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    // Atomic claim: only one caller can mark an unused token used.
    const { rows } = await this.db.query(
      `WITH claimed AS (
         UPDATE refresh_tokens rt SET used_at = now()
         FROM sessions s
         WHERE rt.token_hash = $1 AND rt.used_at IS NULL AND rt.expires_at > now() AND s.id = rt.session_id AND s.revoked_at IS NULL
         RETURNING rt.session_id, s.user_id),
       ins AS (INSERT INTO refresh_tokens (token_hash, session_id, expires_at) SELECT $2, session_id, $3 FROM claimed RETURNING session_id)
       SELECT c.session_id, c.user_id FROM claimed c JOIN ins USING (session_id)`,
      [hash, sha256(next), expiresAt],
    );
    if (rows[0]) return { kind: 'ok', userId: rows[0].user_id, sessionId: rows[0].session_id, refreshToken: next, expiresAt };
    if (graceSeconds > 0) {
      const recent = await this.db.query<{ session_id: string; user_id: number; expires_at: Date }>(
        `SELECT rt.session_id, s.user_id, latest.expires_at
         FROM refresh_tokens rt
         JOIN sessions s ON s.id = rt.session_id AND s.revoked_at IS NULL
         CROSS JOIN LATERAL (SELECT max(expires_at) AS expires_at FROM refresh_tokens
                             WHERE session_id = rt.session_id AND used_at IS NULL AND expires_at > now()) latest
         WHERE rt.token_hash = $1 AND rt.used_at > now() - make_interval(secs => $2) AND latest.expires_at IS NOT NULL`,
        [hash, graceSeconds],
      );
      const r = recent.rows[0];
      if (r) return { kind: 'grace', userId: r.user_id, sessionId: r.session_id, expiresAt: new Date(r.expires_at) };
    }
    this.active.clear();
    const used = await this.db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'refresh token reuse'
       WHERE id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL) AND revoked_at IS NULL
       RETURNING id`,
      [hash],
    );
    this.active.clear();
    return used.rowCount ? { kind: 'reuse' } : { kind: 'invalid' };
  }

  async revokeByRefreshToken(refreshToken: string): Promise<void> {
    this.active.clear();
    await this.db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'logout'
       WHERE id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
      [sha256(refreshToken)],
    );
    this.active.clear();
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    this.active.clear();
    await this.db.query('UPDATE sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, reason]);
    this.active.clear();
  }

  /** Revoke every session of a user except `keep` (password change). */
  async revokeAll(userId: number, reason: string, keep: string | null = null): Promise<void> {
    this.active.clear();
    await this.db.query(
      'UPDATE sessions SET revoked_at = now(), revoke_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3',
      [userId, reason, keep],
    );
    this.active.clear();
  }

  isActive(sessionId: string, userId: number): Promise<boolean> {
    return this.active.get(`${sessionId}:${userId}`, async () => {
      const { rowCount } = await this.db.query('SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL', [sessionId, userId]);
      return (rowCount ?? 0) > 0;
    });
  }

  /**
   * Spends a one-use token (its `jti`): true the first time, false ever after. Atomic, so two requests
   * racing with the same token cannot both succeed. Spent ids older than their token are swept.
   */
  async spendToken(jti: string, expiresAtSeconds: number): Promise<boolean> {
    const { rowCount } = await this.db.query('INSERT INTO used_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING', [
      jti,
      expiresAtSeconds,
    ]);
    if (Math.random() < 0.01) await this.db.query('DELETE FROM used_tokens WHERE expires_at < now()');
    return rowCount === 1;
  }
}
