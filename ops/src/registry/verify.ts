import fs from 'node:fs';
import path from 'node:path';
import { hashTree } from '../build/hash-tree';
import { readState } from './store';

export interface VerifyReport {
  checked: { remote: string; version: string; files: number }[];
  /** One line per problem: `mf_x@1.2.3: 123.js differs from what was published`. */
  problems: string[];
}

/**
 * Re-hashes what is deployed and compares it with the hashes recorded at publish: every file a
 * version serves must be there with the same bytes, and nothing may have been added. By default the
 * versions browsers can get now (live and canary) of every remote; or one remote, or one version.
 */
export function verifyDeployed(deployDir: string, remote?: string, version?: string): VerifyReport {
  const state = readState(deployDir);
  const report: VerifyReport = { checked: [], problems: [] };
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
      const dir = path.join(deployDir, 'remotes', name, v);
      if (!fs.existsSync(dir)) {
        report.problems.push(`${name}@${v}: its folder is missing`);
        continue;
      }
      const actual = hashTree(dir).files;
      for (const [file, hash] of Object.entries(recorded.files)) {
        if (!(file in actual)) report.problems.push(`${name}@${v}: ${file} is missing`);
        else if (actual[file] !== hash) report.problems.push(`${name}@${v}: ${file} differs from what was published`);
      }
      for (const file of Object.keys(actual)) {
        if (!(file in recorded.files)) report.problems.push(`${name}@${v}: ${file} was added after publishing`);
      }
      report.checked.push({ remote: name, version: v, files: Object.keys(recorded.files).length });
    }
  }
  return report;
}
