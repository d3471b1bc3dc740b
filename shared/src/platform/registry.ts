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
  /** SRI of the version's mf-manifest.json (sha256-…): the shell refuses a manifest with other bytes. */
  manifestIntegrity?: string;
}

export interface RegistryRemote {
  live: RemoteVersionRef | null;
  /** A share of browsers (by bucket) loads this version instead of live. */
  canary?: (RemoteVersionRef & { percent: number }) | null;
  /** Recent published versions → SRI: the only versions a QA override may pin. */
  published?: Record<string, string>;
  /** The same versions → SRI of their mf-manifest.json. */
  publishedManifests?: Record<string, string>;
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
  if (!version || !integrity) return null;
  const manifestIntegrity = remote?.publishedManifests?.[version];
  return { version, entry: remoteEntryUrl(name, version), integrity, ...(manifestIntegrity ? { manifestIntegrity } : {}) };
}

/** Multipliers coprime with 100: `a·x + b mod 100` with one of them is a one-to-one shuffle of 0–99. */
const COPRIME_WITH_100 = [
  1, 3, 7, 9, 11, 13, 17, 19, 21, 23, 27, 29, 31, 33, 37, 39, 41, 43, 47, 49, 51, 53, 57, 59, 61, 63, 67, 69, 71, 73, 77, 79, 81, 83, 87, 89, 91, 93,
  97, 99,
];

/**
 * A browser's bucket for one remote: its one sticky bucket (0–99) shuffled differently per remote, so
 * the browsers in one remote's canary are not the same ones as in another's (a browser is not in every
 * canary at once), while each canary still gets exactly its percent of browsers.
 */
export function remoteBucket(name: string, bucket: number): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i += 1) h = Math.imul(h ^ name.charCodeAt(i), 16777619) >>> 0;
  const a = COPRIME_WITH_100[h % COPRIME_WITH_100.length]!;
  const b = (h >>> 8) % 100;
  return (a * bucket + b) % 100;
}

/** The version a browser with `bucket` (0–99) loads of remote `name`: canary when its bucket for that remote < percent, else live. */
export function chooseRemoteVersion(name: string, remote: RegistryRemote | undefined, bucket: number): RemoteVersionRef | null {
  if (!remote) return null;
  const canary = remote.canary;
  if (canary && remoteBucket(name, bucket) < canary.percent) return canary;
  return remote.live;
}
