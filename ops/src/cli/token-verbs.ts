import { findApp } from '../paths';
import { createToken, listTokens, revokeToken, type DeployToken } from '../registry/deploy-tokens';

/** `pnpm ops token create <owner> <remote|*>… [--days N] | list | revoke <id>`: deploy tokens in PostgreSQL. */
export async function tokenVerb(args: string[], days: string | undefined): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') {
    const owner = rest[0];
    if (!owner || rest.length < 2) throw new Error('usage: pnpm ops token create <owner> <remote|*>… [--days 90]');
    const remotes = rest.slice(1).map((r) => (r === '*' ? '*' : findApp(r).name));
    const lifetime = days === undefined ? undefined : Number(days);
    const { id, token, expiresAt } = await createToken(owner, remotes, { days: lifetime });
    console.log(`✓ token ${id} for ${owner} (${remotes.join(', ')}), valid until ${expiresAt} — shown once, keep it secret:\n${token}`);
  } else if (sub === 'list') {
    for (const t of await listTokens()) console.log(`${t.id}  ${t.owner.padEnd(20)} ${t.remotes.join(', ').padEnd(30)} ${stateOf(t)}`);
  } else if (sub === 'revoke') {
    if (!rest[0]) throw new Error('usage: pnpm ops token revoke <id>');
    if (!(await revokeToken(rest[0]))) throw new Error(`no live token ${rest[0]}`);
    console.log(`✓ token ${rest[0]} revoked (its console sessions end with it)`);
  } else throw new Error('usage: pnpm ops token create <owner> <remote|*>… [--days 90] | list | revoke <id>');
}

function stateOf(t: DeployToken): string {
  const used = `last used ${t.lastUsedAt ?? 'never'}`;
  if (t.revokedAt) return `revoked ${t.revokedAt}  ${used}`;
  if (Date.parse(t.expiresAt) <= Date.now()) return `expired ${t.expiresAt}  ${used}`;
  return `valid until ${t.expiresAt}  ${used}`;
}
