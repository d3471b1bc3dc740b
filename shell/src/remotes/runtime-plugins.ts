import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteVersionRef } from '@edu/shared/platform';
import { fetchWithRetry } from './fetch-with-retry';
import { reportIntegrityFailure, scriptWithIntegrity } from './integrity';

/** Manifest fetches go through the retry policy (network errors and 5xx only). */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'edu-retry-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, { ...init, cache: 'no-cache' });
    },
  };
}

/** Remote entries load with the SRI hash recorded at publish (registry `integrity`). */
export function integrityPlugin(versionFor: (remote: string) => RemoteVersionRef | null): ModuleFederationRuntimePlugin {
  return {
    name: 'edu-integrity-plugin',
    createScript({ url, remoteInfo }) {
      if (!remoteInfo || !/\/remoteEntry\.js(\?|$)/.test(url)) return undefined;
      const ref = versionFor(remoteInfo.name);
      if (!ref?.integrity) return undefined;
      return scriptWithIntegrity(url, ref.integrity, (refused) => reportIntegrityFailure(remoteInfo.name, ref.version, refused));
    },
  };
}
