/**
 * The public registry (`/registry.json`): which version of each remote a browser should load.
 * Written by ops (publish / promote / rollback / canary), read by the shell at boot and when polling.
 */
export interface RemoteVersionRef {
  version: string;
  /** URL of the version's mf-manifest.json, same origin (e.g. /remotes/mf_catalogue/1.0.0-abc/mf-manifest.json). */
  entry: string;
  /** SRI of remoteEntry.js recorded at publish (sha384-…). */
  integrity?: string;
}

export interface RegistryRemote {
  live: RemoteVersionRef | null;
  /** A share of browsers (by bucket) loads this version instead of live. */
  canary?: (RemoteVersionRef & { percent: number }) | null;
}

export interface PublicRegistry {
  schema: 1;
  updatedAt: string;
  remotes: Record<string, RegistryRemote>;
}

/** The version a browser in `bucket` (0–99) loads: canary when bucket < percent, else live. */
export function chooseRemoteVersion(remote: RegistryRemote | undefined, bucket: number): RemoteVersionRef | null {
  if (!remote) return null;
  const canary = remote.canary;
  if (canary && bucket < canary.percent) return canary;
  return remote.live;
}

/** Remote name → version this browser uses; compared when polling to detect a change. */
export function resolvedVersions(registry: PublicRegistry, bucket: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, remote] of Object.entries(registry.remotes)) {
    const ref = chooseRemoteVersion(remote, bucket);
    if (ref) out[name] = ref.version;
  }
  return out;
}
