import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether a remote's shared singletons can run on the deployed shell: what `promote` and `canary` check
 * again before a version reaches browsers. No import of the shell's sources, so the services' pruned
 * installs (the ops console's) can use it.
 */
export interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
  strictVersion?: boolean;
}

/**
 * What the deployed shell provides to every remote, from its mf-manifest.json: its shared modules, and what its
 * runtime provides the page (`runtimeProvides`, ./shell-runtime.ts; [] for a shell built before it was recorded).
 */
export interface LiveShell {
  shared: ManifestShared[];
  provides: string[];
}

/** The deployed shell, read once per check (null before the first deploy). */
export function liveShell(deployDir: string): LiveShell | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(deployDir, 'shell', 'mf-manifest.json'), 'utf8')) as {
      shared?: ManifestShared[];
      runtimeProvides?: unknown;
    };
    const provides = Array.isArray(manifest.runtimeProvides) ? manifest.runtimeProvides.filter((p): p is string => typeof p === 'string') : [];
    return { shared: manifest.shared ?? [], provides };
  } catch {
    return null;
  }
}

/**
 * Singletons a remote cannot bring itself: the page's state (@edu/shared 1.4, ops/webpack/shared-deps.cjs). A
 * remote on a shell without it would run its own copy — its own API client, navigator and React contexts.
 */
const PAGE_STATE = new Set(['@edu/shared/state', '@edu/shared/mutation']);

/**
 * Module Federation's rule for a singleton the host already loaded (shareStrategy 'loaded-first'): the
 * remote runs on the host's copy, so the host's version must satisfy the range the remote was built
 * against — or the remote calls exports the host's copy does not have. One line per conflict.
 */
export function sharedConflicts(remote: ManifestShared[], shell: ManifestShared[]): string[] {
  const provided = new Map(shell.map((s) => [s.name, s.version]));
  const problems: string[] = [];
  for (const s of remote) {
    const hostVersion = provided.get(s.name);
    if (s.singleton && !hostVersion && PAGE_STATE.has(s.name)) {
      problems.push(`shared "${s.name}": this build needs the page's one instance and the live shell does not provide it — deploy the shell first`);
      continue;
    }
    if (!s.singleton || !s.requiredVersion || !hostVersion) continue;
    if (!satisfiesCaret(hostVersion, s.requiredVersion)) {
      problems.push(
        `shared "${s.name}": built for ${s.requiredVersion} but the live shell provides ${hostVersion} — deploy the shell first, or build against ${hostVersion}`,
      );
    }
  }
  return problems;
}

/** 1.0.4 and ^1.2.0 are the same major: a build against an older minor of a singleton still runs. */
export function sameMajor(version: string, range: string): boolean {
  const major = (v: string) => Number(v.replace(/^[\^~]/, '').split('.')[0]);
  return !Number.isNaN(major(version)) && major(version) === major(range);
}

/** '^19.3.1' accepts 19.x.y ≥ 19.3.1 (the only range form the platform uses). */
export function satisfiesCaret(version: string, range: string): boolean {
  const parse = (v: string) =>
    v
      .replace(/^[\^~]/, '')
      .split(/[.-]/)
      .slice(0, 3)
      .map(Number);
  const [vMaj, vMin, vPat] = parse(version);
  const [rMaj, rMin, rPat] = parse(range);
  if ([vMaj, vMin, vPat, rMaj, rMin, rPat].some((n) => n === undefined || Number.isNaN(n))) return false;
  if (vMaj !== rMaj) return false;
  return vMin! > rMin! || (vMin === rMin && vPat! >= rPat!);
}
