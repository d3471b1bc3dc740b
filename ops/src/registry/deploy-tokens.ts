import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sha256 } from '../build/hash-tree';
import { writeFileAtomic } from './store';

/**
 * Who may deploy: tokens scoped to remotes, kept in the deploy folder (ops-only, never served) as
 * SHA-256 hashes. A token reads `edu_<id>_<secret>`; the id finds the row, the secret proves it.
 * Whoever can write the deploy folder can mint tokens: that is the ops machine's own access.
 */
export interface DeployToken {
  id: string;
  owner: string;
  /** Remote names it may change, or ['*'] for every remote. */
  remotes: string[];
  hash: string;
  createdAt: string;
}

const FILE = 'deploy-tokens.json';
/** Where the tokens are: DEPLOY_TOKENS_FILE (a file ops share with the console's machine), else the deploy folder. */
const tokensFile = (deployDir: string) => process.env.DEPLOY_TOKENS_FILE ?? path.join(deployDir, FILE);

export function readTokens(deployDir: string): DeployToken[] {
  const file = tokensFile(deployDir);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { tokens: DeployToken[] }).tokens;
}

function writeTokens(deployDir: string, tokens: DeployToken[]): void {
  const file = tokensFile(deployDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic(file, JSON.stringify({ tokens }, null, 2));
  fs.chmodSync(file, 0o600);
}

/** Mints a token for `owner` (a squad, a bot) limited to `remotes`; the plain token is shown once, never stored. */
export function createToken(deployDir: string, owner: string, remotes: string[]): { id: string; token: string } {
  if (!owner.trim()) throw new Error('a token needs an owner (the squad or bot it belongs to)');
  if (!remotes.length) throw new Error('a token needs the remotes it may deploy (or *)');
  const id = randomBytes(4).toString('hex');
  const secret = randomBytes(24).toString('base64url');
  const tokens = readTokens(deployDir);
  tokens.push({ id, owner: owner.trim(), remotes, hash: sha256(secret), createdAt: new Date().toISOString() });
  writeTokens(deployDir, tokens);
  return { id, token: `edu_${id}_${secret}` };
}

export function revokeToken(deployDir: string, id: string): boolean {
  const tokens = readTokens(deployDir);
  const kept = tokens.filter((t) => t.id !== id);
  if (kept.length === tokens.length) return false;
  writeTokens(deployDir, kept);
  return true;
}

/** The token's row (owner, remotes), when the token is valid; throws a one-line reason when it is not. */
export function identify(deployDir: string, token: string | undefined): Omit<DeployToken, 'hash'> {
  if (!token) throw new Error('a deploy needs a token: set OPS_TOKEN (pnpm ops token create <owner> <remote…>)');
  const [, id, secret] = /^edu_([0-9a-f]{8})_([\w-]+)$/.exec(token) ?? [];
  const row = id ? readTokens(deployDir).find((t) => t.id === id) : undefined;
  const given = Buffer.from(sha256(secret ?? ''), 'hex');
  if (!row || !timingSafeEqual(given, Buffer.from(row.hash, 'hex'))) throw new Error('unknown or revoked deploy token');
  const { hash: _hash, ...who } = row;
  return who;
}

/** Whether a token's scope covers a remote. */
export const mayDeploy = (who: Pick<DeployToken, 'remotes'>, remote: string): boolean => who.remotes.includes('*') || who.remotes.includes(remote);

/** The owner a token speaks for on `remote`; throws a one-line reason when it may not. */
export function authorize(deployDir: string, token: string | undefined, remote: string): string {
  const who = identify(deployDir, token);
  if (!mayDeploy(who, remote)) throw new Error(`the token of ${who.owner} may not deploy ${remote} (it may deploy: ${who.remotes.join(', ')})`);
  return who.owner;
}
