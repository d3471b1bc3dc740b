import { useCallback, useEffect, useRef, useState } from 'react';
import { dropCache, fetchShared, hashKey, invalidateQueries, readCache, writeCache, type QueryKey } from './query-cache';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  /** True while a request for the current key is in flight (also when showing previous data). */
  isFetching: boolean;
  refetch: () => void;
}

export interface QueryOptions {
  /** false: nothing is fetched and status stays 'loading'. */
  enabled?: boolean;
  /** How long a cached answer is reused without asking again. */
  staleMs?: number;
  /** Keep showing the previous key's data while the new key loads (pagination, filters). */
  keepPreviousData?: boolean;
}

interface State<T> {
  hash: string;
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  isFetching: boolean;
}

const DEFAULT_STALE_MS = 60_000;

function initialState<T>(hash: string, staleMs: number, previous?: T): State<T> {
  const cached = readCache<T>(hash, staleMs);
  if (cached !== undefined) return { hash, data: cached, error: null, status: 'success', isFetching: false };
  return { hash, data: previous, error: null, status: previous === undefined ? 'loading' : 'success', isFetching: true };
}

/**
 * A tiny typed query hook: cache by namespaced key, abort on key change and unmount, and never set
 * state after either. `fetcher` may change identity on every render; only the key decides refetching.
 */
function useNamespacedQuery<T>(
  namespace: string,
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): QueryResult<T> {
  const { enabled = true, staleMs = DEFAULT_STALE_MS, keepPreviousData = false } = options;
  const hash = hashKey(namespace, key);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<State<T>>(() => initialState<T>(hash, staleMs));

  const current: State<T> = state.hash === hash ? state : initialState<T>(hash, staleMs, keepPreviousData ? state.data : undefined);

  useEffect(() => {
    if (!enabled) return;
    if (readCache(hash, staleMs) !== undefined) {
      setState((s) => (s.hash === hash && s.status === 'success' && !s.isFetching ? s : initialState<T>(hash, staleMs)));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...(s.hash === hash ? s : initialState<T>(hash, staleMs, keepPreviousData ? s.data : undefined)), isFetching: true }));
    fetchShared(hash, (signal) => fetcherRef.current(signal), controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        writeCache(hash, data);
        setState({ hash, data, error: null, status: 'success', isFetching: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ hash, data: undefined, error, status: 'error', isFetching: false });
      },
    );
    return () => controller.abort();
  }, [hash, enabled, nonce, staleMs, keepPreviousData]);

  const refetch = useCallback(() => {
    dropCache(hash);
    setNonce((n) => n + 1);
  }, [hash]);
  return { data: current.data, error: current.error, status: current.status, isFetching: current.isFetching, refetch };
}

export interface Queries {
  useQuery: <T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, options?: QueryOptions) => QueryResult<T>;
  invalidateQueries: (prefix?: QueryKey) => void;
}

/** A remote's query hook and invalidation, bound to its cache namespace: `createQueries('catalogue')`. */
export function createQueries(namespace: string): Queries {
  return {
    useQuery: (key, fetcher, options) => useNamespacedQuery(namespace, key, fetcher, options),
    invalidateQueries: (prefix) => invalidateQueries(namespace, prefix),
  };
}
