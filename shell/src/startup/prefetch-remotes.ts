import { getRegistrySnapshot, versionFor } from '../remotes/registry-client';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** SPEC §2: prefetch 1 s after ready, unless the connection is slow-2g (or the visitor asked to save data). */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

/**
 * Warms the HTTP cache with each remote's manifest and entry, so the first visit to another area
 * does not wait for them. Prefetch only downloads: nothing runs, and the entry is still checked
 * against its SRI hash when it is finally loaded.
 */
export function schedulePrefetch(delayMs = 1000): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!shouldPrefetch(connection)) return;
  setTimeout(() => {
    for (const name of Object.keys(getRegistrySnapshot().remotes)) {
      const ref = versionFor(name);
      if (!ref) continue;
      for (const href of [ref.entry, ref.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js')]) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = href;
        document.head.appendChild(link);
      }
    }
  }, delayMs);
}
