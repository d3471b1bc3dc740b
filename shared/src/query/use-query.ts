import { createContext, createElement, use, useCallback, useContext, useRef, type ReactNode } from 'react';
import { keepPreviousData as showPreviousData, useQuery } from '@tanstack/react-query';
import { browserQueryCache, hashKey, type QueryCache, type QueryKey } from './query-cache';

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
   * While this key has no answer, show the cached answer of that key (same namespace) instead of nothing: the
   * anonymous copy the server rendered, while the visitor's own copy loads. The page keeps its elements (a tap
   * on them is never lost to a skeleton) and takes the visitor's answer when it comes.
   */
  placeholderFrom?: QueryKey;
  /**
   * The answer depends on who asks (my vote, my progress) although the page is public: the server
   * renders the anonymous answer, and the browser asks again, as the visitor, once it has hydrated.
   */
  personal?: boolean;
  /** Show a cached answer of any age at once, and ask again on every mount (stale-while-revalidate). */
  revalidateOnMount?: boolean;
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

/** A thenable React's `use` reads synchronously (already fulfilled). */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * TanStack Query's `useQuery` behind the platform's small API: namespaced keys, `staleMs`, no retries.
 * `fetcher` may change identity on every render; only the key decides refetching. Rendered on the
 * server, a query not yet answered suspends the render instead, and the render reads the answer.
 */
function useNamespacedQuery<T>(
  namespace: string,
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): QueryResult<T> {
  const { enabled = true, keepPreviousData = false, personal = false, revalidateOnMount = false, placeholderFrom } = options;
  const cache = useQueryCache();
  const queryKey = [namespace, ...key];
  const hash = hashKey(namespace, key);
  // Server renders call `use` exactly once per query, cached or not: React matches `use` calls of a
  // retried render by their order, so a conditional call would be handed another query's answer.
  if (cache.suspense) use(enabled && !cache.answered(queryKey) ? cache.load(queryKey, fetcher) : SETTLED);

  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const queryFn = async ({ signal }: { signal: AbortSignal }) => {
    const data = await fetcherRef.current(signal);
    cache.fromServer.delete(hash);
    return data;
  };
  const staleTime = options.staleMs ?? DEFAULT_STALE_MS;
  // Nothing to show: ask now, while rendering, rather than after the commit and the paint (a page that just
  // arrived would wait ~40 ms more). The query joins this request when it mounts, and takes an answer that
  // arrived before that as its own (no second request, however stale `staleMs` calls it by then).
  const asked = useRef<{ hash: string; at: number } | null>(null);
  const known = cache.client.getQueryState(queryKey);
  if (!cache.suspense && enabled && !revalidateOnMount && (known === undefined || (known.status === 'pending' && known.fetchStatus === 'idle'))) {
    asked.current = { hash, at: Date.now() };
    void cache.client.prefetchQuery({ queryKey, queryFn, staleTime });
  }
  // A server render's answer to a `personal` query is the anonymous one: asked again, as the visitor, on mount.
  const fromServer = cache.fromServer.has(hash);
  const result = useQuery<T>(
    {
      queryKey,
      queryFn,
      // The server render has fetched above; there the hook only reads the client.
      enabled: enabled && !cache.suspense,
      staleTime,
      refetchOnMount:
        revalidateOnMount || (personal && fromServer)
          ? 'always'
          : (query) => !(asked.current?.hash === query.queryHash && query.state.dataUpdatedAt >= asked.current.at),
      // A server render's error is shown as the server rendered it (the first render must match the HTML).
      retryOnMount: !fromServer,
      placeholderData: keepPreviousData
        ? showPreviousData
        : placeholderFrom
          ? <D>(): D | undefined => cache.client.getQueryData<D>([namespace, ...placeholderFrom])
          : undefined,
    },
    cache.client,
  );

  const { refetch: refetchQuery } = result;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  const setData = useCallback(
    (update: T | ((previous: T | undefined) => T)) =>
      cache.client.setQueryData<T>(JSON.parse(hash) as unknown[], (previous) =>
        typeof update === 'function' ? (update as (p: T | undefined) => T)(previous) : update,
      ),
    [cache, hash],
  );
  const status: QueryStatus = result.status === 'pending' ? 'loading' : result.status;
  const data = status === 'error' ? undefined : result.data;
  return { data, error: result.error ?? null, status, isFetching: result.isFetching, refetch, setData };
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
