/**
 * The query cache every remote uses. Keys are namespaced by remote ('catalogue', 'content', …) so
 * caches never collide although the module is one shared singleton.
 *
 * In the browser there is one cache for the page (`browserQueryCache`). On the server each request
 * renders with its own cache (given through `QueryCacheProvider`), in `suspense` mode: a query that
 * is not cached suspends the render until its answer (or error) is stored, so the finished HTML
 * holds the data, and `dehydrate()` embeds exactly those answers for the browser to reuse.
 */
import { ApiError } from '../http/api-error';

const MAX_ENTRIES = 600;

export type QueryKey = readonly unknown[];

/** An error as it crosses from the server's render into the browser's first render. */
export interface SerializedQueryError {
  status: number;
  message: string;
  code?: string;
}

interface Entry {
  data?: unknown;
  /** Only answers the server rendered carry errors: the browser caches successes alone. */
  error?: unknown;
  at: number;
  /** Seeded from a server render (asked without the visitor's identity). */
  fromServer?: boolean;
}

export interface CachedAnswer<T> {
  data: T | undefined;
  error: unknown;
  fromServer: boolean;
}

/** The embedded form: hash → data, or hash → error. */
export type DehydratedQueries = Record<string, { data: unknown } | { error: SerializedQueryError }>;

interface Listener {
  hash: string;
  onInvalidated: () => void;
  onWritten: (data: unknown) => void;
}

interface Inflight {
  promise: Promise<unknown>;
  controller: AbortController;
  users: number;
}

export function hashKey(namespace: string, key: QueryKey): string {
  return JSON.stringify([namespace, ...key]);
}

function serializeError(error: unknown): SerializedQueryError {
  if (error instanceof ApiError) return { status: error.status, message: error.message, code: error.code };
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  const message = error instanceof Error ? error.message : 'Đã có lỗi xảy ra, vui lòng thử lại.';
  return { status, message };
}

export class QueryCache {
  private readonly store = new Map<string, Entry>();
  private readonly inflight = new Map<string, Inflight>();
  /** Mounted queries: told which hashes an invalidation covered, and of every answer written for their own. */
  private readonly listeners = new Set<Listener>();
  /** Server renders: a missing query suspends until answered (success or error are both kept). */
  readonly suspense: boolean;

  constructor(options: { suspense?: boolean } = {}) {
    this.suspense = options.suspense ?? false;
  }

  /** The cached answer when it is younger than `maxAgeMs`; otherwise undefined. */
  read<T>(hash: string, maxAgeMs: number, nowMs: number = Date.now()): CachedAnswer<T> | undefined {
    const entry = this.store.get(hash);
    if (!entry || nowMs - entry.at > maxAgeMs) return undefined;
    return { data: entry.data as T | undefined, error: entry.error ?? null, fromServer: entry.fromServer === true };
  }

  /** Stores an answer and shows it to every mounted query of `hash`, asked or not: none waits on a request that does not exist. */
  write(hash: string, data: unknown, nowMs: number = Date.now()): void {
    this.set(hash, { data, at: nowMs });
    for (const listener of [...this.listeners]) if (listener.hash === hash) listener.onWritten(data);
  }

  writeError(hash: string, error: unknown, nowMs: number = Date.now()): void {
    this.set(hash, { error, at: nowMs });
  }

  private set(hash: string, entry: Entry): void {
    this.store.delete(hash);
    this.store.set(hash, entry);
    if (this.store.size > MAX_ENTRIES) {
      const oldest = this.store.keys().next().value;
      if (oldest !== undefined) this.store.delete(oldest);
    }
  }

  drop(hash: string): void {
    this.store.delete(hash);
  }

  /**
   * Drops every entry of `namespace` whose key starts with `prefix` (e.g. ['course', slug] after a
   * vote); mounted queries under it fetch again.
   */
  invalidate(namespace: string, prefix: QueryKey = []): void {
    const full = hashKey(namespace, prefix);
    const under = (hash: string) => hash === full || hash.startsWith(`${full.slice(0, -1)},`);
    for (const hash of [...this.store.keys()]) if (under(hash)) this.store.delete(hash);
    for (const listener of [...this.listeners]) if (under(listener.hash)) listener.onInvalidated();
  }

  /** Tells a mounted query when the key it shows is invalidated, and each answer written for it. */
  subscribe(hash: string, onInvalidated: () => void, onWritten: (data: unknown) => void = () => undefined): () => void {
    const listener: Listener = { hash, onInvalidated, onWritten };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets everything (sign-out: one learner's data must never show to the next). */
  clear(): void {
    this.store.clear();
  }

  /**
   * One request per key however many components ask at once. Each caller passes its own signal; the
   * request itself is aborted only when every caller has gone.
   */
  fetchShared<T>(hash: string, fetcher: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
    let entry = this.inflight.get(hash);
    if (!entry) {
      const controller = new AbortController();
      const created: Inflight = { promise: Promise.resolve(), controller, users: 0 };
      created.promise = fetcher(controller.signal).finally(() => {
        if (this.inflight.get(hash) === created) this.inflight.delete(hash);
      });
      this.inflight.set(hash, created);
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
        if (this.inflight.get(hash) === shared) this.inflight.delete(hash);
      },
      { once: true },
    );
    return shared.promise as Promise<T>;
  }

  /**
   * Starts a key's request ahead of the query that will show it — asked while that query renders, so the
   * request does not wait for the commit, the paint and the effects. No-op while the key is in flight.
   * The mounted query joins it (fetchShared); an answer nobody joined is still stored, an error dropped.
   */
  prefetch<T>(hash: string, fetcher: (signal: AbortSignal) => Promise<T>): void {
    if (this.inflight.has(hash)) return;
    const created: Inflight = { promise: Promise.resolve(), controller: new AbortController(), users: 0 };
    created.promise = fetcher(created.controller.signal)
      .then((data) => {
        if (!created.controller.signal.aborted) this.write(hash, data);
        return data;
      })
      .finally(() => {
        if (this.inflight.get(hash) === created) this.inflight.delete(hash);
      });
    created.promise.catch(() => undefined); // the joined query reports it; unjoined, nobody is waiting
    this.inflight.set(hash, created);
  }

  /**
   * For suspense renders: one promise per key that resolves (never rejects) once the answer or the
   * error is stored. The same promise is returned while it is pending, as React's `use` requires.
   */
  load<T>(hash: string, fetcher: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<void> {
    const pending = this.inflight.get(hash);
    if (pending) return pending.promise as Promise<void>;
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const created: Inflight = { promise: Promise.resolve(), controller, users: 1 };
    created.promise = fetcher(controller.signal)
      .then(
        (data) => this.write(hash, data),
        (error: unknown) => this.writeError(hash, error),
      )
      .finally(() => {
        signal?.removeEventListener('abort', abort);
        this.inflight.delete(hash);
      });
    this.inflight.set(hash, created);
    return created.promise as Promise<void>;
  }

  /** What the server's render used, for the browser to start from (JSON-safe; errors reduced to status + message). */
  dehydrate(): DehydratedQueries {
    const out: DehydratedQueries = {};
    for (const [hash, entry] of this.store) {
      out[hash] = entry.error !== undefined ? { error: serializeError(entry.error) } : { data: entry.data };
    }
    return out;
  }

  /** Seeds the cache with a server render's answers, as fresh as if fetched now. */
  hydrate(snapshot: DehydratedQueries, nowMs: number = Date.now()): void {
    for (const [hash, value] of Object.entries(snapshot)) {
      const entry: Entry = 'error' in value ? { error: new ApiError(value.error.status, value.error.message, value.error.code), at: nowMs } : { data: value.data, at: nowMs };
      this.set(hash, { ...entry, fromServer: true });
    }
  }
}

declare global {
  var __EDU_QUERY_CACHE__: QueryCache | undefined;
}

/** The browser page's one cache. Like the bus it lives on globalThis, so every copy of `shared` meets it. */
export function browserQueryCache(): QueryCache {
  return (globalThis.__EDU_QUERY_CACHE__ ??= new QueryCache());
}

/** Drops every entry of `namespace` (in the page's cache) whose key starts with `prefix`. */
export function invalidateQueries(namespace: string, prefix: QueryKey = []): void {
  browserQueryCache().invalidate(namespace, prefix);
}
