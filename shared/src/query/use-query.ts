import { createContext, createElement, use, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { browserQueryCache, hashKey, type CachedAnswer, type QueryCache, type QueryKey } from './query-cache';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  /** True while a request for the current key is in flight (also when showing previous data). */
  isFetching: boolean;
  refetch: () => void;
  /** Replaces the shown answer with one the page already has (the cart a DELETE returned, a notification read). */
  setData: (update: T | ((previous: T | undefined) => T)) => void;
}

export interface QueryOptions {
  /** false: nothing is fetched and status stays 'loading'. */
  enabled?: boolean;
  /** How long a cached answer is reused without asking again. */
  staleMs?: number;
  /** Keep showing the previous key's data while the new key loads (pagination, filters). */
  keepPreviousData?: boolean;
  /**
   * The answer depends on who asks (my vote, my progress) although the page is public: the server
   * renders the anonymous answer, and the browser asks again, as the visitor, once it has hydrated.
   */
  personal?: boolean;
  /** Show a cached answer of any age at once, and ask again on every mount (stale-while-revalidate). */
  revalidateOnMount?: boolean;
}

interface State<T> {
  hash: string;
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  isFetching: boolean;
}

const DEFAULT_STALE_MS = 60_000;

/** null: the page's browser cache (read lazily, so importing this module touches no global). */
const QueryCacheContext = createContext<QueryCache | null>(null);

/** Renders `children` with their own cache: one per server request. */
export function QueryCacheProvider({ cache, children }: { cache: QueryCache; children?: ReactNode }) {
  return createElement(QueryCacheContext.Provider, { value: cache }, children);
}

export function useQueryCache(): QueryCache {
  return useContext(QueryCacheContext) ?? browserQueryCache();
}

function answered<T>(hash: string, cached: CachedAnswer<T>): State<T> {
  if (cached.error) return { hash, data: undefined, error: cached.error, status: 'error', isFetching: false };
  return { hash, data: cached.data, error: null, status: 'success', isFetching: false };
}

function initialState<T>(cache: QueryCache, hash: string, staleMs: number, previous?: T): State<T> {
  const cached = cache.read<T>(hash, staleMs);
  if (cached) return answered(hash, cached);
  return { hash, data: previous, error: null, status: previous === undefined ? 'loading' : 'success', isFetching: true };
}

/** A thenable React's `use` reads synchronously (already fulfilled). */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * A tiny typed query hook: cache by namespaced key, abort on key change and unmount, and never set
 * state after either. `fetcher` may change identity on every render; only the key decides refetching.
 * Rendered on the server (a suspense cache), a query not yet answered suspends the render instead.
 */
function useNamespacedQuery<T>(
  namespace: string,
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): QueryResult<T> {
  const { enabled = true, keepPreviousData = false, personal = false, revalidateOnMount = false } = options;
  // What may be shown at once, and what is fresh enough not to ask again.
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const showMs = revalidateOnMount ? Infinity : staleMs;
  const cache = useQueryCache();
  const hash = hashKey(namespace, key);
  // Server renders call `use` exactly once per query, cached or not: React matches `use` calls of a
  // retried render by their order, so a conditional call would be handed another query's answer.
  if (cache.suspense) use(enabled && cache.read(hash, Infinity) === undefined ? cache.load(hash, fetcher) : SETTLED);

  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<State<T>>(() => initialState<T>(cache, hash, cache.suspense ? Infinity : showMs));

  const current: State<T> = state.hash === hash ? state : initialState<T>(cache, hash, showMs, keepPreviousData ? state.data : undefined);
  // Nothing fresh to show: ask now, while rendering, rather than after the commit and the paint (a page
  // that just arrived would wait ~40 ms more for its data). The effect below joins this request.
  if (!cache.suspense && enabled && !revalidateOnMount && current.isFetching && cache.read(hash, staleMs) === undefined) {
    cache.prefetch(hash, (signal) => fetcherRef.current(signal));
  }

  useEffect(() => {
    if (!enabled) return;
    const cached = cache.read<T>(hash, staleMs);
    if (cached !== undefined && !(personal && cached.fromServer) && !revalidateOnMount) {
      // Shown from the answer just read: read again when the update renders (1 ms later, say) a staleMs 0
      // answer is stale, and the query would wait on a request nobody makes (issue 32).
      const shown = answered(hash, cached);
      setState((s) => (s.hash === hash && s.status !== 'loading' && !s.isFetching ? s : shown));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...(s.hash === hash ? s : initialState<T>(cache, hash, showMs, keepPreviousData ? s.data : undefined)), isFetching: true }));
    cache.fetchShared(hash, (signal) => fetcherRef.current(signal), controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.write(hash, data);
        setState({ hash, data, error: null, status: 'success', isFetching: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ hash, data: undefined, error, status: 'error', isFetching: false });
      },
    );
    return () => controller.abort();
  }, [cache, hash, enabled, nonce, staleMs, showMs, keepPreviousData, personal, revalidateOnMount]);

  // Invalidated elsewhere (a mutation, another page): ask again. Answered elsewhere (a prefetch, setData): show it.
  useEffect(
    () =>
      cache.subscribe(
        hash,
        () => setNonce((n) => n + 1),
        (data) => setState({ hash, data: data as T, error: null, status: 'success', isFetching: false }),
      ),
    [cache, hash],
  );

  const stateRef = useRef(state);
  stateRef.current = state;
  const refetch = useCallback(() => {
    cache.drop(hash);
    setNonce((n) => n + 1);
  }, [cache, hash]);
  // Not inside a setState updater: write() updates other components, which React refuses during a render.
  const setData = useCallback(
    (update: T | ((previous: T | undefined) => T)) => {
      const previous = cache.read<T>(hash, Infinity)?.data ?? (stateRef.current.hash === hash ? stateRef.current.data : undefined);
      const data = typeof update === 'function' ? (update as (p: T | undefined) => T)(previous) : update;
      cache.write(hash, data);
      setState({ hash, data, error: null, status: 'success', isFetching: false });
    },
    [cache, hash],
  );
  return { data: current.data, error: current.error, status: current.status, isFetching: current.isFetching, refetch, setData };
}

export interface Queries {
  useQuery: <T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, options?: QueryOptions) => QueryResult<T>;
  invalidateQueries: (prefix?: QueryKey) => void;
}

/** A remote's query hook and invalidation, bound to its cache namespace: `createQueries('catalogue')`. */
export function createQueries(namespace: string): Queries {
  return {
    useQuery: (key, fetcher, options) => useNamespacedQuery(namespace, key, fetcher, options),
    invalidateQueries: (prefix) => browserQueryCache().invalidate(namespace, prefix),
  };
}
