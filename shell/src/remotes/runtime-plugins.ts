import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry } from './fetch-with-retry';

/** Manifest fetches go through the retry policy (network errors and 5xx only). */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'edu-retry-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, { ...init, cache: 'no-cache' });
    },
  };
}
