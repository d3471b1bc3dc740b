import { useCallback, useEffect, useRef, useState } from 'react';
import { keyOf, onInvalidate, readCache, writeCache, type QueryKey } from './query-cache';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  /** True only while nothing (not even a cached value) can be shown. */
  loading: boolean;
  reload: () => void;
  /** Optimistic local update (e.g. a notification marked read). */
  setData: (update: (prev: T | undefined) => T) => void;
}

/** Fetches on mount and when the key changes; shows a cached value immediately (stale-while-revalidate). */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, enabled = true): QueryState<T> {
  const id = keyOf(key);
  const [data, setDataState] = useState<T | undefined>(() => readCache<T>(key));
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const keyRef = useRef(key);
  keyRef.current = key;
  useEffect(() => onInvalidate((matches) => matches(keyRef.current) && setTick((t) => t + 1)), []);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setDataState(readCache<T>(key));
    setError(null);
    fetcherRef.current().then(
      (value) => {
        writeCache(key, value);
        if (live) setDataState(value);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `id` is the key's identity
  }, [id, tick, enabled]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const setData = useCallback(
    (update: (prev: T | undefined) => T) =>
      setDataState((prev) => {
        const next = update(prev);
        writeCache(key, next);
        return next;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  );
  return { data, error, loading: enabled && data === undefined && !error, reload, setData };
}
