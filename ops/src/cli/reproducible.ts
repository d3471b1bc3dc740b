/**
 * "What runs is what was reviewed": the same commit, built in a second checkout at another path, must give
 * the same remote version digests and the same shell bytes. Makes a detached worktree of HEAD beside the
 * system's temp folder, installs it from the store, builds it, and compares with this checkout's build
 * (which `pnpm test` has just made). Exits non-zero naming every difference. Meaningful on a clean tree
 * (CI's clone); uncommitted changes would differ by design.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashTree } from '../build/hash-tree';
import { REMOTES, ROOT } from '../paths';

function sh(cmd: string, args: string[], cwd: string): void {
  const res = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

const versionOf = (root: string, dir: string): string | null => {
  const file = path.join(root, dir, 'dist', 'latest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : null;
};
/** The shell's files as served (its source maps name files by where they were built; they are not served). */
const shellFiles = (root: string) => hashTree(path.join(root, 'shell', 'dist'), (rel) => rel === '.inputs' || rel.endsWith('.map')).files;

function compare(a: string, b: string): string[] {
  const problems: string[] = [];
  for (const remote of REMOTES) {
    const [va, vb] = [versionOf(a, remote.dir), versionOf(b, remote.dir)];
    if (!va || !vb) problems.push(`${remote.dir}: not built in both checkouts`);
    else if (va !== vb) problems.push(`${remote.dir}: ${va} here, ${vb} in the second checkout`);
  }
  const [sa, sb] = [shellFiles(a), shellFiles(b)];
  for (const file of new Set([...Object.keys(sa), ...Object.keys(sb)])) {
    if (sa[file] !== sb[file])
      problems.push(`shell/dist/${file}: ${sa[file] ? (sb[file] ? 'other bytes' : 'only here') : 'only in the second checkout'}`);
  }
  return problems;
}

function main(): number {
  const other = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'edu-repro-')), 'checkout');
  sh('git', ['worktree', 'add', '--detach', '--quiet', other, 'HEAD'], ROOT);
  try {
    sh('pnpm', ['install', '--offline', '--frozen-lockfile'], other);
    sh('pnpm', ['build'], other);
    const problems = compare(ROOT, other);
    if (problems.length) {
      console.error(`✗ the same commit built at ${other} differs from ${ROOT}:\n  - ${problems.join('\n  - ')}`);
      return 1;
    }
    const remotes = REMOTES.map((r) => `${r.dir}@${versionOf(ROOT, r.dir)}`).join(', ');
    console.log(`✓ built in two checkouts, same bytes: ${remotes}; shell ${Object.keys(shellFiles(ROOT)).length} files`);
    return 0;
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', other], { cwd: ROOT, stdio: 'ignore' });
  }
}

process.exit(main());
