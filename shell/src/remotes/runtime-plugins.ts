import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteVersionRef } from '@edu/shared/core';
import { assetIntegrity, UNLISTED_FILE_SRI, type AssetIntegrity } from './asset-integrity';
import { fetchWithRetry } from './fetch-with-retry';
import { assetVersion, linkWithIntegrity, reportIntegrityFailure, scriptWithIntegrity, verifiedResponse } from './integrity';

type VersionFor = (remote: string) => RemoteVersionRef | null;

/**
 * Manifest fetches go through the retry policy (network errors and 5xx only), and a version's
 * manifest is refused when its bytes are not the published ones (registry `manifestIntegrity`);
 * the file hashes it lists are kept for the tags the runtime creates.
 * One plugin for both: the runtime calls every plugin's `fetch`, so two would fetch twice.
 */
export function manifestFetchPlugin(versionFor: VersionFor, assets: AssetIntegrity = assetIntegrity): ModuleFederationRuntimePlugin {
  return {
    name: 'edu-manifest-fetch-plugin',
    async fetch(url, init) {
      // a version's manifest lives in its immutable folder: the HTTP cache may answer it (no revalidation)
      let res = await fetchWithRetry(url, init);
      const owner = assetVersion(url);
      if (!owner || !res.ok) return res;
      const ref = versionFor(owner.remote);
      const manifestIntegrity = ref?.version === owner.version ? ref.manifestIntegrity : undefined;
      if (manifestIntegrity) {
        try {
          res = await verifiedResponse(res, url, manifestIntegrity);
        } catch (err) {
          reportIntegrityFailure(owner.remote, owner.version, url);
          throw err;
        }
      }
      try {
        assets.record(url, await res.clone().json(), Boolean(manifestIntegrity));
      } catch {
        // not JSON: the runtime reports it as a manifest error
      }
      return res;
    },
  };
}

const isEntry = (url: string) => /\/remoteEntry\.js(\?|$)/.test(url);

/** The hash a remote file loads with: the registry's for an entry, its manifest's for the rest. */
function integrityFor(url: string, remote: string | undefined, versionFor: VersionFor, assets: AssetIntegrity): string | null {
  if (remote && isEntry(url)) return versionFor(remote)?.integrity ?? null;
  const check = assets.check(url);
  if (!check) return null;
  return 'integrity' in check ? check.integrity : UNLISTED_FILE_SRI;
}

/**
 * Every script and stylesheet the federation runtime inserts for a remote carries the hash recorded
 * for it: the entry's in the registry, its other files' in the (registry-checked) manifest.
 */
export function integrityPlugin(versionFor: VersionFor, assets: AssetIntegrity = assetIntegrity): ModuleFederationRuntimePlugin {
  const report = (url: string, remote?: string) => (refused: string) => {
    const owner = assetVersion(url);
    reportIntegrityFailure(owner?.remote ?? remote ?? 'unknown', owner?.version ?? (remote ? versionFor(remote)?.version : undefined), refused);
  };
  return {
    name: 'edu-integrity-plugin',
    createScript({ url, attrs, remoteInfo }) {
      const integrity = integrityFor(url, remoteInfo?.name, versionFor, assets);
      if (!integrity) return undefined;
      const script = scriptWithIntegrity(url, integrity, report(url, remoteInfo?.name));
      for (const [name, value] of Object.entries(attrs ?? {})) if (name !== 'async' && name !== 'defer') script.setAttribute(name, String(value));
      return script;
    },
    createLink({ url, attrs, remoteInfo }) {
      const integrity = integrityFor(url, remoteInfo?.name, versionFor, assets);
      if (!integrity) return undefined;
      return linkWithIntegrity(
        url,
        Object.fromEntries(Object.entries(attrs ?? {}).map(([k, v]) => [k, String(v)])),
        integrity,
        report(url, remoteInfo?.name),
      );
    },
  };
}
