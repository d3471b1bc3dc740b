import { readVersionFile } from '../storage/deploy-bucket';
import { actor } from './actor';
import { liveShell, sharedConflicts, type ManifestShared } from './shared-compat';
import { runtimeConflicts } from './shell-runtime';
import { updateRegistry } from './store';
import type { CanaryAuto, ChangeAuthor, RegistryState, RemoteState } from './types';

function remoteOf(state: RegistryState, name: string): RemoteState {
  const remote = state.remotes[name];
  if (!remote) throw new Error(`${name} has no published version`);
  return remote;
}

function requirePublished(remote: RemoteState, name: string, version: string): void {
  if (!remote.versions[version]) {
    const known = Object.keys(remote.versions).join(', ') || 'none';
    throw new Error(`${name}@${version} is not published (published: ${known})`);
  }
}

/**
 * The shell may have changed since a version was published: before it goes live (or canary), its shared
 * singletons and what it needs of the page's runtime are checked again against what the deployed shell provides.
 */
async function compatibilityWithShell(deployDir: string, name: string, version: string): Promise<() => void> {
  const shell = liveShell(deployDir);
  if (!shell) return () => undefined;
  let manifest: { shared?: ManifestShared[]; runtimeRequires?: unknown };
  try {
    const bytes = await readVersionFile(deployDir, name, version, 'mf-manifest.json');
    if (!bytes) return () => undefined; // no manifest to judge here (its integrity is `pnpm ops verify`'s job)
    manifest = JSON.parse(bytes.toString('utf8')) as typeof manifest;
  } catch (error) {
    if (error instanceof SyntaxError) return () => undefined;
    throw error; // storage unreachable: say so rather than promote unchecked
  }
  const conflicts = [...sharedConflicts(manifest.shared ?? [], shell.shared), ...runtimeConflicts(manifest.runtimeRequires, shell.provides)];
  return () => {
    if (conflicts.length) throw new Error(`${name}@${version} cannot run on the live shell:\n  - ${conflicts.join('\n  - ')}`);
  };
}

const now = () => new Date().toISOString();
const signed = (author: ChangeAuthor | undefined) => ({ by: author?.by ?? actor(), ...(author?.reason ? { reason: author.reason } : {}) });
const noted = (detail: string, author: ChangeAuthor | undefined) => (author?.note ? `${detail}; ${author.note}` : detail);

/** Makes a published version live; the old live version goes on the rollback stack. */
export async function promote(deployDir: string, name: string, version: string, author?: ChangeAuthor): Promise<{ from: string | null }> {
  // read before the lock: the lock is held only for the change itself
  const requireCompatibleWithShell = await compatibilityWithShell(deployDir, name, version);
  return updateRegistry(deployDir, (state) => promoteIn(state, name, version, author, requireCompatibleWithShell));
}

/** The promote itself, inside a registry change (the canary controller's promote is one too). */
export function promoteIn(
  state: RegistryState,
  name: string,
  version: string,
  author?: ChangeAuthor,
  requireCompatibleWithShell: () => void = () => undefined,
): { from: string | null } {
  const remote = remoteOf(state, name);
  requirePublished(remote, name, version);
  const from = remote.live;
  if (from === version) return { from };
  requireCompatibleWithShell();
  if (from) remote.previous.push(from);
  remote.live = version;
  if (remote.canary?.version === version) remote.canary = null;
  state.audit.push({ at: now(), ...signed(author), action: 'promote', remote: name, version, detail: noted(`from ${from ?? 'none'}`, author) });
  return { from };
}

/** Flips live back to the previous version, or to any earlier published version when named. */
export function rollback(deployDir: string, name: string, version?: string, author?: ChangeAuthor): Promise<{ from: string | null; to: string }> {
  return updateRegistry(deployDir, (state) => {
    const remote = remoteOf(state, name);
    const from = remote.live;
    let to = version;
    if (to) requirePublished(remote, name, to);
    else {
      to = [...remote.previous].reverse().find((v) => v !== from);
      if (!to) throw new Error(`${name} has no earlier version to roll back to`);
    }
    const at = remote.previous.lastIndexOf(to);
    if (at >= 0) remote.previous.splice(at);
    remote.live = to;
    if (remote.canary) remote.canary = null;
    state.audit.push({ at: now(), ...signed(author), action: 'rollback', remote: name, version: to, detail: `from ${from ?? 'none'}` });
    return { from, to };
  });
}

/**
 * Sends `percent` of browsers (by their sticky bucket) to a published version; 0 clears the canary. With
 * `auto`, the canary controller on the server decides it (ops/src/canary/controller.ts).
 */
export async function setCanary(
  deployDir: string,
  name: string,
  version: string,
  percent: number,
  author?: ChangeAuthor,
  auto?: CanaryAuto,
): Promise<void> {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error('percent must be an integer 0–100');
  const requireCompatibleWithShell = await compatibilityWithShell(deployDir, name, version);
  return updateRegistry(deployDir, (state) => {
    const remote = remoteOf(state, name);
    requirePublished(remote, name, version);
    if (percent > 0) requireCompatibleWithShell();
    remote.canary = percent === 0 ? null : { version, percent, ...(auto ? { auto } : {}) };
    const detail = auto ? `${percent}%; auto: ${describeAuto(auto)}` : `${percent}%`;
    state.audit.push({
      at: now(),
      ...signed(author),
      action: percent === 0 ? 'canary-clear' : 'canary',
      remote: name,
      version,
      detail: noted(detail, author),
    });
  });
}

/** The policy in words, for the history. */
export const describeAuto = (a: CanaryAuto): string =>
  `the server's controller promotes after ${a.minLoads} page views from ${a.minVisitors} visitors, rolls back above live + ${(a.maxExtraErrorRate * 100).toFixed(1)} points` +
  (a.minVitals !== undefined
    ? ` or INP p75 above live + ${a.maxExtraInpMs} ms or LCP p75 above live + ${a.maxExtraLcpMs} ms (over ${a.minVitals} page views)`
    : '') +
  `, until ${a.until}`;
