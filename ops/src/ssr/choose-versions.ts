import { chooseRemoteVersion, overrideRef, parseOverrides, type PublicRegistry, type RemoteVersionRef } from '@edu/shared/platform';

export const BUCKET_COOKIE = 'mf_bucket';
export const OVERRIDE_COOKIE = 'mf_override';

export interface VisitorChoice {
  /** Remote → the version this visitor gets (the same rule the browser applies). */
  refs: Record<string, RemoteVersionRef>;
  /** A bucket the server drew for a visitor without one (only when some canary is running): set it as a cookie. */
  newBucket: number | null;
  /** True when the choice depends on the visitor (canary bucket or QA pin): the HTML must not be shared. */
  personal: boolean;
}

export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/**
 * The server's side of the registry rule: an allowed QA pin, else the canary for the visitor's
 * bucket, else live. A visitor with no bucket only needs one when a canary runs.
 */
export function chooseVersions(
  registry: PublicRegistry,
  visitor: { bucket: string | undefined; override: string | undefined; qaOverride: boolean },
  random: () => number = Math.random,
): VisitorChoice {
  const pins = visitor.qaOverride ? parseOverrides(visitor.override) : {};
  const anyCanary = Object.values(registry.remotes).some((r) => r.canary && r.canary.percent > 0);
  let bucket = parseBucket(visitor.bucket);
  let newBucket: number | null = null;
  if (bucket === null && anyCanary) bucket = newBucket = Math.floor(random() * 100);
  const refs: Record<string, RemoteVersionRef> = {};
  let personal = Object.keys(pins).length > 0 || anyCanary;
  for (const [name, remote] of Object.entries(registry.remotes)) {
    // no bucket: no canary runs (a visitor without one was given one above)
    const ref = overrideRef(name, remote, pins[name]) ?? (bucket === null ? remote.live : chooseRemoteVersion(name, remote, bucket));
    if (ref) refs[name] = ref;
  }
  if (newBucket !== null) personal = true;
  return { refs, newBucket, personal };
}
