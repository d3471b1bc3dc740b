import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteEntryUrl, type PublicRegistry } from '@edu/shared/platform';
import { emptyState, type RegistryState } from './types';

/**
 * Registry writes are serialized by a lock directory and land atomically (write → fsync → rename),
 * so concurrent publishes or rollbacks never tear the file or lose an update.
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

export function writeFileAtomic(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  const fd = fs.openSync(tmp, 'w', 0o644);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/** What browsers read: only live and canary pointers, with entry URLs and integrity. */
export function toPublicRegistry(state: RegistryState, now = new Date()): PublicRegistry {
  const remotes: PublicRegistry['remotes'] = {};
  for (const [name, remote] of Object.entries(state.remotes)) {
    const ref = (version: string | null) => {
      const v = version ? remote.versions[version] : undefined;
      return v ? { version: v.version, entry: remoteEntryUrl(name, v.version), integrity: v.integrity } : null;
    };
    const canary = remote.canary ? ref(remote.canary.version) : null;
    const recent = Object.values(remote.versions)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, PUBLISHED_IN_PUBLIC_REGISTRY);
    remotes[name] = {
      live: ref(remote.live),
      canary: canary && remote.canary ? { ...canary, percent: remote.canary.percent } : null,
      published: Object.fromEntries(recent.map((v) => [v.version, v.integrity])),
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

/** Read-modify-write under the lock; `change` returns the new state (or throws to abort, leaving it untouched). */
export async function updateRegistry<T>(
  deployDir: string,
  change: (state: RegistryState) => T,
  timeoutMs = 10_000,
): Promise<T> {
  fs.mkdirSync(deployDir, { recursive: true });
  const release = await acquireLock(deployDir, timeoutMs);
  try {
    const state = readState(deployDir);
    const result = change(state);
    writeFileAtomic(path.join(deployDir, STATE_FILE), JSON.stringify(state, null, 2));
    writeFileAtomic(path.join(deployDir, PUBLIC_FILE), JSON.stringify(toPublicRegistry(state)));
    return result;
  } finally {
    release();
  }
}
