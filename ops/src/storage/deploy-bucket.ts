import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheControl, contentType } from '../edge/static-files';
import { ObjectStore, s3ConfigFromEnv, storageProblem } from './object-store';

/**
 * The bucket's layout mirrors the deploy folder, so nginx (or a CDN) serves it at the same paths:
 *   registry.json                          the public registry (no-cache)
 *   remotes/<name>/<version>/<file>        a published version's files (immutable)
 *   remotes/<name>/<version>/version.json  written last: the version's file list and sha256 hashes,
 *                                          read by the SSR service's mirror, which checks every file
 */
export const VERSION_INDEX = 'version.json';

export interface VersionIndex {
  remote: string;
  version: string;
  files: Record<string, string>;
}

let cached: { key: string; store: ObjectStore | null } | null = null;

/** The bucket ops publishes to, from S3_* (null: the deploy folder is the store). */
export function deployBucket(): ObjectStore | null {
  const config = s3ConfigFromEnv();
  const key = JSON.stringify(config);
  if (cached?.key !== key) cached = { key, store: config ? new ObjectStore(config) : null };
  return cached.store;
}

/** Runs a storage call; a failure becomes one line an operator can act on. */
export async function inBucket<T>(store: ObjectStore, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(`${what}: ${storageProblem(error, store.config)}`);
  }
}

export const versionPrefix = (remote: string, version: string): string => `remotes/${remote}/${version}/`;

export function writePublicRegistryToBucket(store: ObjectStore, json: string): Promise<void> {
  return inBucket(store, 'writing registry.json', () =>
    store.put('registry.json', json, { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' }),
  );
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

/**
 * Uploads a built version: every file with its Content-Type and Cache-Control, never replacing an
 * object with other bytes (a file already there from an interrupted upload is kept when identical),
 * then version.json, which marks the version complete. Answers 'already-published' when the same
 * version with the same files is there.
 */
export async function uploadVersion(
  store: ObjectStore,
  remote: string,
  version: string,
  buildDir: string,
  files: Record<string, string>,
  onProgress?: (done: number, total: number) => void,
): Promise<'published' | 'already-published'> {
  const prefix = versionPrefix(remote, version);
  const label = `publishing ${remote}@${version}`;
  const existing = await inBucket(store, label, () => store.get(prefix + VERSION_INDEX));
  if (existing) {
    const index = JSON.parse(existing.body.toString('utf8')) as VersionIndex;
    if (JSON.stringify(index.files) === JSON.stringify(files)) return 'already-published';
    throw new Error(`${remote}@${version} is already published with different content; published versions are immutable`);
  }
  const names = Object.keys(files);
  let done = 0;
  await eachLimited(names, 8, async (rel) => {
    const bytes = fs.readFileSync(path.join(buildDir, rel));
    const key = prefix + rel;
    const there = await inBucket(store, label, () => store.head(key));
    if (there) {
      if (there.etag.replaceAll('"', '') !== md5(bytes))
        throw new Error(`${key} is already in the bucket with other bytes; published versions are immutable`);
    } else {
      await inBucket(store, label, () =>
        store.put(key, bytes, { contentType: contentType(rel), cacheControl: cacheControl(`/${key}`), ifAbsent: true }),
      );
    }
    onProgress?.(++done, names.length);
  });
  const index: VersionIndex = { remote, version, files };
  await inBucket(store, label, () =>
    store.put(prefix + VERSION_INDEX, JSON.stringify(index), {
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
      ifAbsent: true,
    }),
  );
  return 'published';
}

/** One file of a published version, from the bucket or the deploy folder (null when absent). */
export async function readVersionFile(deployDir: string, remote: string, version: string, rel: string): Promise<Buffer | null> {
  const store = deployBucket();
  if (!store) {
    const file = path.join(deployDir, 'remotes', remote, version, rel);
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  }
  return (await inBucket(store, `reading ${remote}@${version}/${rel}`, () => store.get(versionPrefix(remote, version) + rel)))?.body ?? null;
}
