import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteEntryUrl, type PublicRegistry } from '@edu/shared/platform';
import { deployBucket, writePublicRegistryToBucket } from '../storage/deploy-bucket';
import { writeFileAtomic } from '../storage/write-file-atomic';
import { readPgRegistry, updatePgRegistry } from './pg-registry';
import { emptyState, type PublishedVersion, type RegistryState } from './types';

/**
 * Two homes for the registry. Embedded default (`pnpm start`, one machine): files in the deploy
 * folder, writes serialized by a lock directory and landing atomically (write → fsync → rename), so
 * concurrent publishes or rollbacks never tear the file or lose an update. Several machines
 * (REGISTRY_DATABASE_URL): one PostgreSQL row, see pg-registry.ts. Either way the public registry
 * (what browsers and the SSR service read) goes to the bucket when one is configured (S3_BUCKET),
 * else beside the state in the deploy folder.
 */
const STATE_FILE = 'registry-state.json';
const PUBLIC_FILE = 'registry.json';
const LOCK_DIR = '.registry.lock';
const STALE_LOCK_MS = 30_000;
/** How many recent versions browsers may pin with a QA override. */
const PUBLISHED_IN_PUBLIC_REGISTRY = 20;

export function readState(deployDir: string): RegistryState {
  const file = path.join(deployDir, STATE_FILE);
  if (!fs.existsSync(file)) return emptyState();
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RegistryState;
}

/** The manifest's SRI, from the sha256 recorded at publish (hex → base64). */
function manifestSri(v: PublishedVersion): string | undefined {
  const hex = v.files['mf-manifest.json'];
  return hex ? `sha256-${Buffer.from(hex, 'hex').toString('base64')}` : undefined;
}

/** What browsers read: only live and canary pointers, with entry URLs and integrity. */
export function toPublicRegistry(state: RegistryState, now = new Date()): PublicRegistry {
  const remotes: PublicRegistry['remotes'] = {};
  for (const [name, remote] of Object.entries(state.remotes)) {
    const ref = (version: string | null) => {
      const v = version ? remote.versions[version] : undefined;
      const manifestIntegrity = v && manifestSri(v);
      return v
        ? { version: v.version, entry: remoteEntryUrl(name, v.version), integrity: v.integrity, ...(manifestIntegrity ? { manifestIntegrity } : {}) }
        : null;
    };
    const canary = remote.canary ? ref(remote.canary.version) : null;
    const recent = Object.values(remote.versions)
      // ISO times order as plain strings (localeCompare's first call loads ICU's collator: ~5 ms of every CLI run)
      .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0))
      .slice(0, PUBLISHED_IN_PUBLIC_REGISTRY);
    remotes[name] = {
      live: ref(remote.live),
      canary: canary && remote.canary ? { ...canary, percent: remote.canary.percent } : null,
      published: Object.fromEntries(recent.map((v) => [v.version, v.integrity])),
      publishedManifests: Object.fromEntries(recent.flatMap((v) => (manifestSri(v) ? [[v.version, manifestSri(v)!]] : []))),
    };
  }
  return { schema: 1, updatedAt: now.toISOString(), remotes };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** "host pid 123 since 2026-…" as the holder wrote it (it may not have written it yet). */
function lockHolder(lock: string): string {
  try {
    return fs.readFileSync(path.join(lock, 'owner'), 'utf8').trim() || 'an unknown writer';
  } catch {
    return 'an unknown writer';
  }
}

async function acquireLock(deployDir: string, timeoutMs: number): Promise<() => void> {
  const lock = path.join(deployDir, LOCK_DIR);
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'owner'), `${os.hostname()} pid ${process.pid} since ${new Date().toISOString()}`);
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      // a writer that died holding the lock: broken once it is clearly stale (a write takes milliseconds)
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > timeoutMs) {
        const holder = lockHolder(lock);
        throw new Error(`registry is locked by ${holder} (${lock}); a lock older than ${STALE_LOCK_MS / 1000} s is broken automatically`);
      } else await sleep(5 + Math.random() * 20);
    }
  }
}

const registryDatabase = (): string | undefined => process.env.REGISTRY_DATABASE_URL || undefined;

/** The registry's state, wherever it lives. */
export function readRegistry(deployDir: string): Promise<RegistryState> {
  const url = registryDatabase();
  return url ? readPgRegistry(url) : Promise.resolve(readState(deployDir));
}

let lastView: string | undefined;
/** The view (public registry's `updatedAt`) this process last wrote: what a promote waits to see served (./propagation.ts). */
export const lastPublishedView = (): string | undefined => lastView;

/** Writes what browsers read; a failure aborts the change it belongs to. */
async function publishPublicRegistry(deployDir: string, state: RegistryState): Promise<void> {
  const view = toPublicRegistry(state);
  lastView = view.updatedAt;
  const json = JSON.stringify(view);
  const bucket = deployBucket();
  if (bucket) await writePublicRegistryToBucket(bucket, json);
  else writeFileAtomic(path.join(deployDir, PUBLIC_FILE), json);
}

/** Read-modify-write under the lock; `change` returns the new state (or throws to abort, leaving it untouched). */
export async function updateRegistry<T>(deployDir: string, change: (state: RegistryState) => T, timeoutMs = 10_000): Promise<T> {
  const url = registryDatabase();
  if (url) return updatePgRegistry(url, change, (state) => publishPublicRegistry(deployDir, state), timeoutMs);
  fs.mkdirSync(deployDir, { recursive: true });
  const release = await acquireLock(deployDir, timeoutMs);
  try {
    const state = readState(deployDir);
    const result = change(state);
    await publishPublicRegistry(deployDir, state);
    writeFileAtomic(path.join(deployDir, STATE_FILE), JSON.stringify(state, null, 2));
    return result;
  } finally {
    release();
  }
}
