/**
 * A tiny cache for GET results, namespaced by remote (STYLE.md: `['account', 'orders', page]`) so
 * nothing collides with another remote's cache. Pages show the cached value at once and refresh it.
 */
export type QueryKey = readonly ['account', ...(string | number | boolean | null | undefined)[]];

const entries = new Map<string, { data: unknown; at: number }>();
const listeners = new Set<(matches: (key: QueryKey) => boolean) => void>();

export const keyOf = (key: QueryKey): string => JSON.stringify(key);

export function readCache<T>(key: QueryKey): T | undefined {
  return entries.get(keyOf(key))?.data as T | undefined;
}

export function writeCache<T>(key: QueryKey, data: T): void {
  entries.set(keyOf(key), { data, at: Date.now() });
}

/** True when `key` equals `prefix` or continues it (['account','orders'] covers ['account','orders',2]). */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  const full = keyOf(prefix);
  const k = keyOf(key);
  return k === full || k.startsWith(`${full.slice(0, -1)},`);
}

/** Drops every entry under `prefix` and tells the mounted queries under it to refetch. */
export function invalidate(prefix: QueryKey): void {
  for (const k of [...entries.keys()]) if (keyStartsWith(JSON.parse(k) as QueryKey, prefix)) entries.delete(k);
  for (const l of [...listeners]) l((key) => keyStartsWith(key, prefix));
}

export function onInvalidate(listener: (matches: (key: QueryKey) => boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget everything (sign-out: one learner's data must never show to the next). */
export function clearCache(): void {
  entries.clear();
}
