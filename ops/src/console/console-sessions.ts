import { createHash, randomBytes } from 'node:crypto';
import { identify, type TokenIdentity } from '../registry/deploy-tokens';
import { withOpsDatabase } from '../registry/ops-database';

/**
 * The console's sign-ins, on the server (ops_console_sessions, migration 017): the cookie holds a random
 * secret, the database its hash and the token it was opened with. A session ends when the operator signs
 * out, when it is 8 hours old, or when its token is revoked or expires — every request checks all four.
 */
export const SESSION_SECONDS = 8 * 3600;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface ConsoleSession {
  /** The session's row id (the hash of the cookie's secret). */
  id: string;
  identity: TokenIdentity;
}

/** A new session for a valid token (its secret for the cookie); throws the token's reason when it is not valid. */
export async function openSession(token: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await withOpsDatabase(async (db) => {
    const who = await identify(token, db);
    await db.query(`INSERT INTO ops_console_sessions (id, token_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')`, [
      hashOf(secret),
      who.id,
      SESSION_SECONDS,
    ]);
  });
  return secret;
}

/** The session of a cookie's secret while it is valid, with its token's identity; null otherwise. */
export async function sessionOf(secret: string | undefined): Promise<ConsoleSession | null> {
  if (!secret || !/^[\w-]{20,100}$/.test(secret)) return null;
  const id = hashOf(secret);
  const { rows } = await withOpsDatabase((db) =>
    db.query<{ token_id: string; owner: string; remotes: string[] }>(
      `UPDATE deploy_tokens t SET last_used_at = now()
         FROM ops_console_sessions s
        WHERE s.id = $1 AND s.token_id = t.id AND s.revoked_at IS NULL AND s.expires_at > now()
          AND t.revoked_at IS NULL AND t.expires_at > now()
        RETURNING t.id AS token_id, t.owner, t.remotes`,
      [id],
    ),
  );
  const row = rows[0];
  return row ? { id, identity: { id: row.token_id, owner: row.owner, remotes: row.remotes } } : null;
}

/** Signing out: the session is revoked on the server, so its cookie is refused from now on (wherever it was copied). */
export async function closeSession(secret: string | undefined): Promise<void> {
  if (!secret) return;
  await withOpsDatabase((db) =>
    db.query('UPDATE ops_console_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [hashOf(secret)]),
  );
}

/** What the console itself reports after a change (a code of its own table, and the facts). */
export interface Flash {
  code: 'promoted' | 'rolled-back' | 'canary-set' | 'canary-cleared';
  remote: string;
  from?: string | null;
  to?: string;
  version?: string;
  percent?: number;
  notes?: string[];
}

export async function setFlash(sessionId: string, flash: Flash): Promise<void> {
  await withOpsDatabase((db) => db.query('UPDATE ops_console_sessions SET flash = $2 WHERE id = $1', [sessionId, JSON.stringify(flash)]));
}

/** The flash, once: read and cleared in one statement. */
export async function takeFlash(sessionId: string): Promise<Flash | null> {
  const { rows } = await withOpsDatabase((db) =>
    db.query<{ flash: Flash | null }>(
      // the self-join's row is the one before the update: its flash is what was there
      'UPDATE ops_console_sessions s SET flash = NULL FROM ops_console_sessions old WHERE s.id = $1 AND old.id = s.id RETURNING old.flash',
      [sessionId],
    ),
  );
  return rows[0]?.flash ?? null;
}
