import { provideRuntimeCore } from './remotes/runtime-core';
import { assetIntegrity, algorithmOf, sriOf } from './remotes/asset-integrity';

/**
 * The federation runtime for a page without the shell (the catalogue's single-spa parcel on a partner
 * page, ops/static/parcel-demo.html): remotes are built without their own copy of the runtime core and
 * use the page's. Built as a second entry of the shell (`/federation-runtime.js`).
 */
provideRuntimeCore();

/**
 * A remote entry's chunks load with the hashes its manifest lists (./remotes/asset-integrity.ts): the partner
 * page reads the manifest through this, which refuses bytes other than the registry's and keeps the hashes.
 */
async function verifiedManifest(url: string, integrity: string | undefined): Promise<unknown> {
  if (!integrity) throw new Error(`${url}: the registry holds no hash of this manifest`);
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const bytes = await res.arrayBuffer();
  if ((await sriOf(bytes, algorithmOf(integrity))) !== integrity) throw new Error(`${url} was refused: its bytes differ from what was published`);
  const manifest: unknown = JSON.parse(new TextDecoder().decode(bytes));
  assetIntegrity.record(url, manifest, true);
  return manifest;
}

(globalThis as { eduVerifiedManifest?: typeof verifiedManifest }).eduVerifiedManifest = verifiedManifest;
