import fs from 'node:fs';
import path from 'node:path';
import { hashTree, sri384 } from '../build/hash-tree';
import { checkRemoteBuild } from './manifest-gate';
import { liveShell } from './shared-compat';
import { deployBucket, uploadVersion } from '../storage/deploy-bucket';
import { readRegistry, updateRegistry } from './store';
import { emptyRemote, sameBuild, TYPES_ZIP, type ChangeAuthor } from './types';
import { actor } from './actor';

export type PublishOutcome = { kind: 'published' | 'already-published'; version: string };

function copyWithProgress(from: string, to: string, files: string[], onProgress?: (done: number, total: number) => void) {
  files.forEach((rel, i) => {
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.copyFileSync(path.join(from, rel), path.join(to, rel));
    fs.chmodSync(path.join(to, rel), 0o644); // nginx workers run as nobody
    onProgress?.(i + 1, files.length);
  });
}

/**
 * Copies a built version into the deploy folder — or uploads it to the bucket (S3_BUCKET) — as an
 * immutable version and records its hashes. Refuses a build the gate rejects and never overwrites a
 * published version with other bytes. The registry changes only after every file is stored.
 */
export async function publishRemote(
  deployDir: string,
  name: string,
  buildDir: string,
  version: string,
  onProgress?: (done: number, total: number) => void,
  author: ChangeAuthor = { by: actor() },
): Promise<PublishOutcome> {
  const { problems, exposes } = checkRemoteBuild(name, buildDir, liveShell(deployDir));
  if (problems.length) throw new Error(`publish of ${name}@${version} refused:\n  - ${problems.join('\n  - ')}`);
  const { files } = hashTree(buildDir);
  const integrity = sri384(fs.readFileSync(path.join(buildDir, 'remoteEntry.js')));
  const record = () =>
    updateRegistry(deployDir, (state) => {
      const remote = (state.remotes[name] ??= emptyRemote());
      remote.versions[version] = { version, publishedAt: new Date().toISOString(), publishedBy: author.by, files, integrity, exposes };
      state.audit.push({
        at: new Date().toISOString(),
        by: author.by,
        ...(author.reason ? { reason: author.reason } : {}),
        action: 'publish',
        remote: name,
        version,
      });
    });
  // the same build `pnpm ops publish` stored with its types (docs/squad-types.md) is that version already
  const recorded = (await readRegistry(deployDir)).remotes[name]?.versions[version]?.files;
  if (recorded?.[TYPES_ZIP] && !files[TYPES_ZIP] && sameBuild(recorded, files)) return { kind: 'already-published', version };
  const bucket = deployBucket();
  if (bucket) {
    const uploaded = await uploadVersion(bucket, name, version, buildDir, files, onProgress);
    // the files may be there from a publish whose registry write failed: record it now
    if (uploaded === 'already-published' && (await readRegistry(deployDir)).remotes[name]?.versions[version])
      return { kind: 'already-published', version };
    await record();
    return { kind: 'published', version };
  }
  const target = path.join(deployDir, 'remotes', name, version);
  if (fs.existsSync(target)) {
    const existing = hashTree(target).files;
    if (JSON.stringify(existing) === JSON.stringify(files)) return { kind: 'already-published', version };
    throw new Error(`${name}@${version} is already published with different content; published versions are immutable`);
  }
  const staging = path.join(deployDir, 'remotes', name, `.${version}.staging-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  copyWithProgress(buildDir, staging, Object.keys(files), onProgress);
  fs.renameSync(staging, target);
  await record();
  return { kind: 'published', version };
}

/** The shell is not versioned by the registry: its files are content-hashed; swap the folder whole. */
export function deployShell(deployDir: string, shellDist: string): void {
  swapFolder(path.join(deployDir, 'shell'), shellDist);
  // The shell's server build (SSR), built beside dist/ as dist-server/.
  const serverDist = path.join(path.dirname(shellDist), 'dist-server');
  if (fs.existsSync(serverDist)) swapFolder(path.join(deployDir, 'shell-server'), serverDist);
}

/** Replaces `target` with a copy of `source` (staged beside it, then renamed into place). */
function swapFolder(target: string, source: string): void {
  const staging = `${target}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  fs.cpSync(source, staging, { recursive: true, filter: (src) => !src.endsWith('.inputs') });
  const old = `${target}.old-${process.pid}`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  fs.rmSync(old, { recursive: true, force: true });
}
