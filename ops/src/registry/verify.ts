import fs from 'node:fs';
import path from 'node:path';
import { hashTree, sha256 } from '../build/hash-tree';
import { deployBucket, inBucket, VERSION_INDEX, versionPrefix } from '../storage/deploy-bucket';
import { readRegistry } from './store';

export interface VerifyReport {
  checked: { remote: string; version: string; files: number }[];
  /** One line per problem: `mf_x@1.2.3: 123.js differs from what was published`. */
  problems: string[];
  /** The same lines by version checked (`mf_x@1.2.3`), [] for a clean one: what `ops verify` marks (./faults.ts). */
  byVersion: Record<string, string[]>;
}

/** sha256 of every file of a version as deployed: in the bucket (S3_*) or the deploy folder; null when absent. */
async function deployedHashes(deployDir: string, remote: string, version: string): Promise<Record<string, string> | null> {
  const bucket = deployBucket();
  if (!bucket) {
    const dir = path.join(deployDir, 'remotes', remote, version);
    return fs.existsSync(dir) ? hashTree(dir).files : null;
  }
  const prefix = versionPrefix(remote, version);
  const keys = await inBucket(bucket, `verifying ${remote}@${version}`, () => bucket.list(prefix));
  if (!keys.length) return null;
  const files: Record<string, string> = {};
  for (const key of keys) {
    const rel = key.slice(prefix.length);
    if (rel === VERSION_INDEX) continue; // the publish's own record of the files, not one of them
    const object = await inBucket(bucket, `verifying ${remote}@${version}`, () => bucket.get(key));
    if (object) files[rel] = sha256(object.body);
  }
  return files;
}

/**
 * Re-hashes what is deployed (the deploy folder or the bucket) and compares it with the hashes recorded
 * at publish: every file a version serves must be there with the same bytes, and nothing may have been
 * added. By default the versions browsers can get now (live and canary) of every remote; or one remote,
 * or one version.
 */
export async function verifyDeployed(deployDir: string, remote?: string, version?: string): Promise<VerifyReport> {
  const state = await readRegistry(deployDir);
  const report: VerifyReport = { checked: [], problems: [], byVersion: {} };
  const names = remote ? [remote] : Object.keys(state.remotes);
  for (const name of names) {
    const r = state.remotes[name];
    if (!r) {
      report.problems.push(`${name}: not in the registry`);
      continue;
    }
    const versions = version ? [version] : [...new Set([r.live, r.canary?.version].filter((v): v is string => Boolean(v)))];
    for (const v of versions) {
      const recorded = r.versions[v];
      if (!recorded) {
        report.problems.push(`${name}@${v}: not published`);
        continue;
      }
      const actual = await deployedHashes(deployDir, name, v);
      const found = (report.byVersion[`${name}@${v}`] = [] as string[]);
      const problem = (line: string) => {
        report.problems.push(line);
        found.push(line);
      };
      if (!actual) {
        problem(`${name}@${v}: its files are missing`);
        continue;
      }
      for (const [file, hash] of Object.entries(recorded.files)) {
        if (!(file in actual)) problem(`${name}@${v}: ${file} is missing`);
        else if (actual[file] !== hash) problem(`${name}@${v}: ${file} differs from what was published`);
      }
      for (const file of Object.keys(actual)) {
        if (!(file in recorded.files)) problem(`${name}@${v}: ${file} was added after publishing`);
      }
      report.checked.push({ remote: name, version: v, files: Object.keys(recorded.files).length });
    }
  }
  return report;
}
