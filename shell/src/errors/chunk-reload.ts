import { RELOAD_GUARD_TTL_MS } from '@edu/shared/core';

const GUARD_KEY = 'edu:chunk-reload-at';

/** webpack's ChunkLoadError, a failed dynamic import, or a missing CSS chunk — also when wrapped as a cause. */
export function isChunkLoadError(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 3) return false;
  return (
    err.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w./-]+ failed/i.test(err.message) ||
    /Failed to fetch dynamically imported module/i.test(err.message) ||
    isChunkLoadError(err.cause, depth + 1)
  );
}

interface ReloadDeps {
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: (target: string) => void;
}

/**
 * A tab holding stale chunks after a redeploy reloads once to the target path. A second chunk
 * error within the guard TTL does not reload again (no loop); the retry card shows instead.
 */
export function reloadOnceForChunkError(target: string, deps?: Partial<ReloadDeps>): boolean {
  const { now, storage, reload } = {
    now: Date.now(),
    storage: window.sessionStorage,
    reload: (url: string) => window.location.assign(url),
    ...deps,
  };
  const last = Number(storage.getItem(GUARD_KEY));
  if (last && now - last < RELOAD_GUARD_TTL_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  reload(target);
  return true;
}
