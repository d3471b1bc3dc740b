/**
 * A tiny cache for GET results, namespaced by remote (STYLE.md: `['account', 'orders', page]`) so
 * nothing collides with another remote's cache. Pages show the cached value at once and refresh it.
 */
export type QueryKey = readonly ['account', ...(string | number | boolean | null | undefined)[]];

const entries = new Map<string, { data: unknown; at: number }>();
const listeners = new Set<() => void>();

export const keyOf = (key: QueryKey): string => JSON.stringify(key);

export function readCache<T>(key: QueryKey): T | undefined {
  return entries.get(keyOf(key))?.data as T | undefined;
}

export function writeCache<T>(key: QueryKey, data: T): void {
  entries.set(keyOf(key), { data, at: Date.now() });
}

/** Drops every entry whose key starts with `prefix` and tells mounted queries to refetch. */
export function invalidate(prefix: QueryKey): void {
  const full = keyOf(prefix);
  const head = `${full.slice(0, -1)},`;
  for (const k of [...entries.keys()]) if (k === full || k.startsWith(head)) entries.delete(k);
  for (const l of [...listeners]) l();
}

export function onInvalidate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget everything (sign-out: one learner's data must never show to the next). */
export function clearCache(): void {
  entries.clear();
}
