import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublicRegistry } from '@edu/shared/platform';
import { sha256 } from '../build/hash-tree';
import { writeFileAtomic } from './write-file-atomic';
import { VERSION_INDEX, versionPrefix, type VersionIndex } from './deploy-bucket';
import type { ObjectStore } from './object-store';

/**
 * The SSR service's view of the bucket: a local folder laid out like the deploy folder, so the server
 * renderer and the registry events read files as they do on one machine. Every `pollMs` it asks for
 * registry.json's ETag (a HEAD); when it changed, it first brings down the
 * live and canary versions it names (each file checked against the sha256 recorded at publish; a
 * version is moved into place whole), then replaces registry.json — so the renderer never reads a
 * registry naming a version it does not have. Versions are immutable, so a version once mirrored is
 * never fetched again.
 */
export interface MirrorOptions {
  store: ObjectStore;
  dir: string;
  pollMs?: number;
  log?: (line: string) => void;
  /** Called with the view (the registry's `updatedAt`) each time a new registry is in place. */
  onServed?: (view: string) => void;
}

export function startBucketMirror(options: MirrorOptions): {
  ready: Promise<void>;
  syncNow: () => Promise<void>;
  /** The view in place now (undefined before the first registry). */
  served: () => string | undefined;
  close: () => void;
} {
  const log = options.log ?? ((line: string) => console.error(`[mirror] ${line}`));
  let lastEtag = '';
  let running: Promise<void> | null = null;
  /** A change heard while a sync runs: one more sync right after it (that one may have read the old registry). */
  let again = false;
  let closed = false;
  let servedView: string | undefined;

  async function mirrorVersion(remote: string, version: string): Promise<void> {
    const target = path.join(options.dir, 'remotes', remote, version);
    if (fs.existsSync(path.join(target, VERSION_INDEX))) return;
    const prefix = versionPrefix(remote, version);
    const indexObject = await options.store.get(prefix + VERSION_INDEX);
    if (!indexObject) throw new Error(`${remote}@${version} is in the registry but not in the bucket`);
    const index = JSON.parse(indexObject.body.toString('utf8')) as VersionIndex;
    // several instances may share one folder (a volume): each stages apart
    const staging = path.join(options.dir, 'remotes', remote, `.${version}.mirror-${os.hostname()}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    for (const [rel, hash] of Object.entries(index.files)) {
      const object = await options.store.get(prefix + rel);
      if (!object) throw new Error(`${remote}@${version}: ${rel} is missing from the bucket`);
      if (sha256(object.body) !== hash) throw new Error(`${remote}@${version}: ${rel} differs from what was published; not used`);
      fs.mkdirSync(path.dirname(path.join(staging, rel)), { recursive: true });
      fs.writeFileSync(path.join(staging, rel), object.body);
    }
    fs.writeFileSync(path.join(staging, VERSION_INDEX), indexObject.body);
    // another instance on the same folder finished it first: its copy is as good, and is being read
    if (fs.existsSync(path.join(target, VERSION_INDEX))) return void fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
  }

  async function sync(): Promise<void> {
    const head = await options.store.head('registry.json');
    if (!head || head.etag === lastEtag) return;
    const object = await options.store.get('registry.json');
    if (!object) return;
    const registry = JSON.parse(object.body.toString('utf8')) as PublicRegistry;
    let complete = true;
    for (const [remote, entry] of Object.entries(registry.remotes)) {
      for (const ref of [entry.live, entry.canary]) {
        if (!ref) continue;
        try {
          await mirrorVersion(remote, ref.version);
        } catch (error) {
          // that region renders in the browser (which reads the bucket through the edge) until it is fixed
          log(`${(error as Error).message}`);
          complete = false;
        }
      }
    }
    fs.mkdirSync(options.dir, { recursive: true });
    writeFileAtomic(path.join(options.dir, 'registry.json'), object.body.toString('utf8'));
    lastEtag = complete ? object.etag : ''; // a version that failed is tried again at the next poll
    if (registry.updatedAt !== servedView) {
      servedView = registry.updatedAt;
      options.onServed?.(servedView);
    }
  }

  const syncNow = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = sync()
      .catch((error: unknown) => log(`registry not refreshed: ${(error as Error).message}`))
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void syncNow();
        }
      });
    return running;
  };
  const ready = syncNow();
  const timer = setInterval(() => {
    if (!closed) void syncNow();
  }, options.pollMs ?? 1000);
  timer.unref();
  return {
    ready,
    syncNow,
    served: () => servedView,
    close: () => {
      closed = true;
      clearInterval(timer);
    },
  };
}
