import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { requiredExposes, type RemoteName } from '@edu/shared/pages';
import { sameMajor, sharedConflicts, type LiveShell, type ManifestShared } from './shared-compat';
import { runtimeConflicts } from './shell-runtime';

type SharedRange = { requiredVersion: string; shareKey?: string };
const { sharedDeps, legacyProvides = {} } = require('../../webpack/shared-deps.cjs') as {
  sharedDeps: Record<string, SharedRange>;
  legacyProvides?: Record<string, SharedRange>;
};
/** The ranges a build's singletons are held to, by share key: the contract's, and the keys the shell still provides for versions already published ('@edu/shared/core' of 1.3). */
const contractRanges: Record<string, SharedRange> = {
  ...sharedDeps,
  ...Object.fromEntries(Object.entries(legacyProvides).map(([key, config]) => [config.shareKey ?? key, config])),
};

type Assets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };

interface Manifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; path?: string; assets?: Assets }[];
  shared?: ManifestShared[];
  /** What the build needs of the page's runtime (ops/webpack/runtime-contract.cjs). */
  runtimeRequires?: unknown;
}

/**
 * The server half of a version (server/remoteEntry.js, what the SSR service requires): present,
 * valid JavaScript, and a container of every page the route table needs.
 */
function checkServerBuild(name: string, versionDir: string): string[] {
  const file = path.join(versionDir, 'server', 'remoteEntry.js');
  if (!fs.existsSync(file)) return [`server build server/remoteEntry.js is missing (pnpm build builds it beside the browser build)`];
  const source = fs.readFileSync(file, 'utf8');
  try {
    new vm.Script(source, { filename: file });
  } catch (err) {
    return [`server build server/remoteEntry.js does not parse: ${(err as Error).message}`];
  }
  return (requiredExposes()[name as RemoteName] ?? [])
    .filter((expose) => !source.includes(`"./${expose}"`))
    .map((expose) => `server build lacks expose "${expose}" needed by the shell's route table`);
}

/**
 * The publish gate: a remote's mf-manifest.json is valid, it exposes every page the shell's route
 * table needs, its shared singletons satisfy the shell's ranges, the live shell's runtime provides what it
 * needs of the page, and its server build is there and sound. Returns the problems found.
 */
export function checkRemoteBuild(name: string, versionDir: string, shell: LiveShell | null = null): { problems: string[]; exposes: string[] } {
  const problems: string[] = [];
  const file = path.join(versionDir, 'mf-manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch (err) {
    return { problems: [`mf-manifest.json is missing or not JSON (${(err as Error).message})`], exposes: [] };
  }
  if (manifest.name !== name) problems.push(`manifest names "${manifest.name}", expected "${name}"`);
  const entryName = manifest.metaData?.remoteEntry?.name;
  const entryFile = entryName ? path.join(versionDir, entryName) : '';
  if (!entryName || !fs.existsSync(entryFile)) problems.push(`remote entry "${entryName ?? '?'}" is missing`);
  else {
    try {
      new vm.Script(fs.readFileSync(entryFile, 'utf8'), { filename: entryName });
    } catch (err) {
      problems.push(`remote entry ${entryName} does not parse (truncated or corrupt?): ${(err as Error).message}`);
    }
  }
  for (const expose of manifest.exposes ?? []) {
    const files = [
      ...(expose.assets?.js?.sync ?? []),
      ...(expose.assets?.js?.async ?? []),
      ...(expose.assets?.css?.sync ?? []),
      ...(expose.assets?.css?.async ?? []),
    ];
    const missing = files.filter((f) => !fs.existsSync(path.join(versionDir, f)));
    if (missing.length) problems.push(`expose "${expose.name}" needs files that are not in the build: ${missing.join(', ')}`);
  }
  const exposes = (manifest.exposes ?? []).map((e) => e.name.replace(/^\.\//, ''));
  for (const needed of requiredExposes()[name as RemoteName] ?? []) {
    if (!exposes.includes(needed)) problems.push(`expose "${needed}" needed by the shell's route table is missing`);
  }
  for (const shared of manifest.shared ?? []) {
    const range = contractRanges[shared.name]?.requiredVersion;
    if (!range) continue;
    if (!shared.singleton) problems.push(`shared "${shared.name}" must be a singleton`);
    // Same major as the platform's contract. An older minor is fine: the live shell's newer copy of the
    // singleton is the one that runs, and sharedConflicts below checks the live shell satisfies this build.
    if (!sameMajor(shared.version, range))
      problems.push(`shared "${shared.name}" ${shared.version} does not satisfy the shell's ${range} (another major version)`);
  }
  if (shell) problems.push(...sharedConflicts(manifest.shared ?? [], shell.shared), ...runtimeConflicts(manifest.runtimeRequires, shell.provides));
  problems.push(...checkServerBuild(name, versionDir));
  return { problems, exposes };
}
