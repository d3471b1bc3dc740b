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
  /** Recent published versions → SRI: the only versions a QA override may pin. */
  published?: Record<string, string>;
}

export interface PublicRegistry {
  schema: 1;
  updatedAt: string;
  remotes: Record<string, RegistryRemote>;
}

/** Where a published version's manifest is served (immutable folder per version). */
export const remoteEntryUrl = (remote: string, version: string): string => `/remotes/${remote}/${version}/mf-manifest.json`;

/** QA pins, `name@version` pairs separated by commas (query `mf_override` / cookie of the same name). */
export function parseOverrides(value: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const match = /^\s*([a-z][a-z0-9_]*)@([0-9A-Za-z.+-]+)\s*$/.exec(pair);
    if (match) out[match[1]!] = match[2]!;
  }
  return out;
}

/** A pinned version is honoured only when the registry lists it as published: never an arbitrary URL. */
export function overrideRef(name: string, remote: RegistryRemote | undefined, version: string | undefined): RemoteVersionRef | null {
  const integrity = version ? remote?.published?.[version] : undefined;
  return version && integrity ? { version, entry: remoteEntryUrl(name, version), integrity } : null;
}

/** The version a browser in `bucket` (0–99) loads: canary when bucket < percent, else live. */
export function chooseRemoteVersion(remote: RegistryRemote | undefined, bucket: number): RemoteVersionRef | null {
  if (!remote) return null;
  const canary = remote.canary;
  if (canary && bucket < canary.percent) return canary;
  return remote.live;
}

