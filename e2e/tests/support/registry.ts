import path from 'node:path';
import { readState, updateRegistry } from '../../../ops/src/registry/store';
import { publishRemote } from '../../../ops/src/registry/publish';
import { promote, rollback, setCanary } from '../../../ops/src/registry/pointers';

/** The e2e run's deploy folder (set by playwright.config.ts in the main process). */
export const deployDir = (): string => path.join(process.env.E2E_RUN_DIR!, 'deploy');

export const liveVersion = (remote: string): string | null => readState(deployDir()).remotes[remote]?.live ?? null;

/** Points a remote's live version at a version whose files do not exist (its manifest 404s). */
export async function breakRemote(remote: string): Promise<string> {
  const good = liveVersion(remote);
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
  const live = liveVersion(remote)!;
  const version = `${live.split('-copy-')[0]}-copy-${suffix}-${Date.now()}`;
  const outcome = await publishRemote(deployDir(), remote, versionDir(remote, live), version);
  if (outcome.kind !== 'published') throw new Error(`${remote}@${version} was not published`);
  return version;
}

export const versionDir = (remote: string, version: string): string => path.join(deployDir(), 'remotes', remote, version);

export { promote, rollback, setCanary };
