import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncStatus = 'loading' | 'success' | 'error';

export interface AsyncState<T> {
  status: AsyncStatus;
  data: T | undefined;
  error: unknown;
  /** Runs the loader again (keeps the current data on screen meanwhile). */
  reload: () => void;
  /** Replaces the data with a newer answer the page already has (e.g. the cart a DELETE returned). */
  setData: (data: T) => void;
}

/**
 * Loads `loader` whenever `key` changes, aborts the previous request, and never sets state after
 * unmount. Unlike the catalogue's cache, nothing is kept between mounts: a cart or an order must be fresh.
 */
export function useAsync<T>(key: string, loader: (signal: AbortSignal) => Promise<T>, enabled = true): AsyncState<T> {
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ key: string; status: AsyncStatus; data: T | undefined; error: unknown }>({
    key, status: 'loading', data: undefined, error: null,
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => (s.key === key ? { ...s, status: s.data === undefined ? 'loading' : s.status } : { key, status: 'loading', data: undefined, error: null }));
    loaderRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, status: 'error', data: undefined, error });
      },
    );
    return () => controller.abort();
  }, [key, nonce, enabled]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ key, status: 'success', data, error: null }), [key]);
  const current = state.key === key ? state : { status: 'loading' as const, data: undefined, error: null };
  return { status: current.status, data: current.data, error: current.error, reload, setData };
}
