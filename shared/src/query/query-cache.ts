/**
 * The in-memory query cache every remote uses. Keys are namespaced by remote ('catalogue',
 * 'content', …) so caches never collide although the module is one shared singleton.
 * Bounded: the oldest entry goes first.
 */
const MAX_ENTRIES = 600;

interface Entry {
  data: unknown;
  at: number;
}

const store = new Map<string, Entry>();

export type QueryKey = readonly unknown[];

export function hashKey(namespace: string, key: QueryKey): string {
  return JSON.stringify([namespace, ...key]);
}

/** The cached value when it is younger than `maxAgeMs`; otherwise undefined. */
export function readCache<T>(hash: string, maxAgeMs: number, nowMs: number = Date.now()): T | undefined {
  const entry = store.get(hash);
  if (!entry || nowMs - entry.at > maxAgeMs) return undefined;
  return entry.data as T;
}

export function writeCache(hash: string, data: unknown, nowMs: number = Date.now()): void {
  store.delete(hash);
  store.set(hash, { data, at: nowMs });
  if (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
}

export function dropCache(hash: string): void {
  store.delete(hash);
}

/** Drops every entry of `namespace` whose key starts with `prefix` (e.g. ['course', slug] after a vote). */
export function invalidateQueries(namespace: string, prefix: QueryKey = []): void {
  const head = hashKey(namespace, prefix).slice(0, -1);
  for (const hash of [...store.keys()]) if (hash.startsWith(head)) store.delete(hash);
}

interface Inflight {
  promise: Promise<unknown>;
  controller: AbortController;
  users: number;
}

const inflight = new Map<string, Inflight>();

/**
 * One request per key however many components ask at once. Each caller passes its own signal; the
 * request itself is aborted only when every caller has gone.
 */
export function fetchShared<T>(hash: string, fetcher: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  let entry = inflight.get(hash);
  if (!entry) {
    const controller = new AbortController();
    const created: Inflight = { promise: Promise.resolve(), controller, users: 0 };
    created.promise = fetcher(controller.signal).finally(() => {
      if (inflight.get(hash) === created) inflight.delete(hash);
    });
    inflight.set(hash, created);
    entry = created;
  }
  const shared = entry;
  shared.users += 1;
  signal.addEventListener(
    'abort',
    () => {
      shared.users -= 1;
      if (shared.users > 0) return;
      shared.controller.abort();
      if (inflight.get(hash) === shared) inflight.delete(hash);
    },
    { once: true },
  );
  return shared.promise as Promise<T>;
}
