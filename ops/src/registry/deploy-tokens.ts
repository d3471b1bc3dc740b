import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Client } from 'pg';
import { withOpsDatabase } from './ops-database';

/**
 * Who may deploy: tokens scoped to remotes, kept in PostgreSQL (deploy_tokens, migration 017) as SHA-256
 * hashes, each with an expiry (90 days unless asked), a revocation and its last use. A token reads
 * `edu_<id>_<secret>`; the id finds the row, the secret proves it. Minting one is an INSERT: it needs the
 * database's rights (OPS_DATABASE_URL), not write access to a folder.
 */
export interface DeployToken {
  id: string;
  owner: string;
  /** Remote names it may change, or ['*'] for every remote. */
  remotes: string[];
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export type TokenIdentity = Pick<DeployToken, 'id' | 'owner' | 'remotes'>;

export const DEFAULT_TOKEN_DAYS = 90;
const TOKEN_FORMAT = /^edu_([0-9a-f]{8})_([\w-]+)$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Row {
  id: string;
  owner: string;
  remotes: string[];
  hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toToken = (r: Row): DeployToken => ({
  id: r.id,
  owner: r.owner,
  remotes: r.remotes,
  createdAt: r.created_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
  revokedAt: iso(r.revoked_at),
  lastUsedAt: iso(r.last_used_at),
});

/** The id part of a token (`edu_<id>_…`), or null when it is not shaped like one. */
export const tokenId = (token: string): string | null => TOKEN_FORMAT.exec(token)?.[1] ?? null;

/** Mints a token for `owner` (a squad, a bot) limited to `remotes`; the plain token is shown once, never stored. */
export async function createToken(
  owner: string,
  remotes: string[],
  options: { days?: number } = {},
): Promise<{ id: string; token: string; expiresAt: string }> {
  if (!owner.trim()) throw new Error('a token needs an owner (the squad or bot it belongs to)');
  if (!remotes.length) throw new Error('a token needs the remotes it may deploy (or *)');
  const days = options.days ?? DEFAULT_TOKEN_DAYS;
  if (!(days > 0 && days <= 366)) throw new Error(`a token lives 1 to 366 days (got ${days})`);
  const id = randomBytes(4).toString('hex');
  const secret = randomBytes(24).toString('base64url');
  const { rows } = await withOpsDatabase((db) =>
    db.query<{ expires_at: Date }>(
      `INSERT INTO deploy_tokens (id, owner, remotes, hash, expires_at) VALUES ($1, $2, $3, $4, now() + $5 * interval '1 day') RETURNING expires_at`,
      [id, owner.trim(), remotes, sha256(secret), days],
    ),
  );
  return { id, token: `edu_${id}_${secret}`, expiresAt: rows[0]!.expires_at.toISOString() };
}

export async function listTokens(): Promise<DeployToken[]> {
  const { rows } = await withOpsDatabase((db) => db.query<Row>('SELECT * FROM deploy_tokens ORDER BY created_at'));
  return rows.map(toToken);
}

/** Revokes a token at once (its console sessions end with it); false when there is no such live token. */
export async function revokeToken(id: string): Promise<boolean> {
  const { rowCount } = await withOpsDatabase((db) =>
    db.query('UPDATE deploy_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]),
  );
  return rowCount === 1;
}

/**
 * The token's identity when it is valid now (known, secret right, not revoked, not expired), and its last use
 * recorded; throws a one-line reason when it is not. `db`: a connection the caller already holds.
 */
export async function identify(token: string | undefined, db?: Client): Promise<TokenIdentity> {
  if (!token) throw new Error('a deploy needs a token: set OPS_TOKEN (pnpm ops token create <owner> <remote…>)');
  const check = async (client: Client): Promise<TokenIdentity> => {
    const [, id, secret] = TOKEN_FORMAT.exec(token) ?? [];
    const row = id ? (await client.query<Row>('SELECT * FROM deploy_tokens WHERE id = $1', [id])).rows[0] : undefined;
    const given = Buffer.from(sha256(secret ?? ''), 'hex');
    if (!row || !timingSafeEqual(given, Buffer.from(row.hash, 'hex'))) throw new Error('unknown deploy token');
    // said only to whoever holds the secret
    if (row.revoked_at) throw new Error(`deploy token ${row.id} was revoked on ${row.revoked_at.toISOString()}`);
    const { rowCount } = await client.query(
      'UPDATE deploy_tokens SET last_used_at = now() WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()',
      [row.id],
    );
    if (rowCount !== 1) throw new Error(`deploy token ${row.id} expired on ${row.expires_at.toISOString()} (pnpm ops token create … for a new one)`);
    return { id: row.id, owner: row.owner, remotes: row.remotes };
  };
  return db ? check(db) : withOpsDatabase(check);
}

/** Whether a token's scope covers a remote. */
export const mayDeploy = (who: Pick<DeployToken, 'remotes'>, remote: string): boolean => who.remotes.includes('*') || who.remotes.includes(remote);

/** The owner a token speaks for on `remote`; throws a one-line reason when it may not. */
export function authorizeIdentity(who: TokenIdentity, remote: string): string {
  if (!mayDeploy(who, remote)) throw new Error(`the token of ${who.owner} may not deploy ${remote} (it may deploy: ${who.remotes.join(', ')})`);
  return who.owner;
}

export async function authorize(token: string | undefined, remote: string): Promise<string> {
  return authorizeIdentity(await identify(token), remote);
}
