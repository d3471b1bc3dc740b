import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reportRemoteLoad } from '@edu/shared/core';
import { versionFor } from './registry-client';
// provides the old barrel to remote versions built against it (see the file)
import './legacy-shared-barrel';

/** A remote that neither loads nor fails within this time is treated as failed (retry card). */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string | null,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`[${remote}@${version ?? 'none'}] ${message}`);
    this.name = 'RemoteLoadError';
  }
}

/** The loader stopped waiting: nothing said the version is bad, only that it did not come in time. */
export class RemoteLoadTimeout extends RemoteLoadError {
  constructor(remote: string, version: string | null, ms: number) {
    super(remote, version, `timed out after ${ms} ms`);
    this.name = 'RemoteLoadTimeout';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type PageModule = { default: ComponentType };

/**
 * One expose of a remote (a page, or a module such as checkout's FreeEnrolment), with the loader's rules:
 * a timeout, and every failure a RemoteLoadError tagged remote@version.
 */
export async function importExpose<M extends { default: unknown }>(remote: string, expose: string): Promise<M> {
  const version = versionFor(remote)?.version ?? null;
  if (!version) throw new RemoteLoadError(remote, null, 'not in the registry');
  try {
    const mod = await withTimeout(
      loadRemote<M>(`${remote}/${expose}`),
      REMOTE_LOAD_TIMEOUT_MS,
      () => new RemoteLoadTimeout(remote, version, REMOTE_LOAD_TIMEOUT_MS),
    );
    if (!mod?.default) throw new RemoteLoadError(remote, version, `expose ${expose} has no default export`);
    // per-version health: the loads an error rate is measured against (failures are reported by logError)
    reportRemoteLoad(remote, version);
    return mod;
  } catch (err) {
    if (err instanceof RemoteLoadError) throw err;
    throw new RemoteLoadError(remote, version, err instanceof Error ? err.message : String(err), err);
  }
}

/**
 * Loads a page's code ahead of the visit (a link pointed at, touched or focused): entry, chunks and
 * styles, so the click renders at once. Not a visit: no health beacon, and a failure is left to the visit.
 */
export function preloadExpose(remote: string, expose: string): void {
  if (!versionFor(remote)) return;
  loadRemote(`${remote}/${expose}`).catch(() => undefined);
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per (remote, expose, attempt): a retry makes a fresh one, a re-render reuses it. */
export function remotePage(remote: string, expose: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${expose}#${attempt}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(() => importExpose<PageModule>(remote, expose));
    cache.set(key, page);
  }
  return page;
}
