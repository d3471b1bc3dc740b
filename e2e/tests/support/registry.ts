import fs from 'node:fs';
import path from 'node:path';
import { readRegistry, readState, updateRegistry } from '../../../ops/src/registry/store';
import { deployBucket } from '../../../ops/src/storage/deploy-bucket';
import { findApp, ROOT } from '../../../ops/src/paths';
import { publishRemote } from '../../../ops/src/registry/publish';
import { promote, rollback, setCanary } from '../../../ops/src/registry/pointers';

/** The e2e run's deploy folder (set by playwright.config.ts in the main process). */
export const deployDir = (): string => path.join(process.env.E2E_RUN_DIR!, 'deploy');

/** The live version in the local edge's deploy folder (the specs that run only there). */
export const liveVersion = (remote: string): string | null => readState(deployDir()).remotes[remote]?.live ?? null;

/** The live version wherever the registry lives (the deploy folder, or PostgreSQL in the production topology). */
export const currentLive = async (remote: string): Promise<string | null> => (await readRegistry(deployDir())).remotes[remote]?.live ?? null;

/** Whether the run publishes to a bucket (the production topology) rather than the deploy folder. */
export const publishesToBucket = (): boolean => deployBucket() !== null;

/** Whether a file of a published version is stored (in the bucket or the deploy folder), served or not. */
export async function isStored(remote: string, version: string, rel: string): Promise<boolean> {
  const bucket = deployBucket();
  if (bucket) return (await bucket.head(`remotes/${remote}/${version}/${rel}`)) !== null;
  return fs.existsSync(path.join(versionDir(remote, version), rel));
}
/** Points a remote's live version at a version whose files do not exist (its manifest 404s). */
export async function breakRemote(remote: string): Promise<string> {
  const good = await currentLive(remote);
  if (!good) throw new Error(`${remote} has no live version`);
  const missing = '0.0.0-missing';
  await updateRegistry(deployDir(), (state) => {
    const r = state.remotes[remote]!;
    r.versions[missing] = { ...r.versions[good]!, version: missing, files: {} };
    r.live = missing;
  });
  return good;
}

export async function setLive(remote: string, version: string): Promise<void> {
  await updateRegistry(deployDir(), (state) => {
    state.remotes[remote]!.live = version;
  });
}

/** Publishes a byte-identical copy of the live version under another name, through the real publish path. */
export async function publishCopy(remote: string, suffix: string): Promise<string> {
  const base = (await currentLive(remote))!.split('-copy-')[0]!;
  const version = `${base}-copy-${suffix}-${Date.now()}`;
  // the build ops published (the workspace's dist/<version>), else the deployed copy of it
  const built = path.join(ROOT, findApp(remote).dir, 'dist', base);
  const outcome = await publishRemote(deployDir(), remote, fs.existsSync(built) ? built : versionDir(remote, base), version);
  if (outcome.kind !== 'published') throw new Error(`${remote}@${version} was not published`);
  return version;
}

export const versionDir = (remote: string, version: string): string => path.join(deployDir(), 'remotes', remote, version);

/**
 * The browser chunk of a build's expose (its own code, named by id: `844.js`), read from the build's manifest: the one
 * file its `sync` list names.
 */
export function exposeChunk(dir: string, expose: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const sync = manifest.exposes.find((e) => e.name === expose)?.assets.js.sync ?? [];
  if (sync.length !== 1) throw new Error(`${expose}: mf-manifest.json should name one chunk of its own, not [${sync.join(', ')}]`);
  return sync[0]!;
}

export { promote, rollback, setCanary };
