import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { requiredExposes, type RemoteName } from '../../../shell/src/routes/route-table';
const { sharedDeps } = require('../../webpack/shared-deps.cjs') as { sharedDeps: Record<string, { requiredVersion: string }> };

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}

interface Manifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; path?: string }[];
  shared?: ManifestShared[];
}

/** '^19.3.1' accepts 19.x.y ≥ 19.3.1 (the only range form the platform uses). */
export function satisfiesCaret(version: string, range: string): boolean {
  const parse = (v: string) => v.replace(/^[\^~]/, '').split(/[.-]/).slice(0, 3).map(Number);
  const [vMaj, vMin, vPat] = parse(version);
  const [rMaj, rMin, rPat] = parse(range);
  if ([vMaj, vMin, vPat, rMaj, rMin, rPat].some((n) => n === undefined || Number.isNaN(n))) return false;
  if (vMaj !== rMaj) return false;
  return vMin! > rMin! || (vMin === rMin && vPat! >= rPat!);
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
 * table needs, its shared singletons satisfy the shell's ranges, and its server build is there and
 * sound. Returns the problems found.
 */
export function checkRemoteBuild(name: string, versionDir: string): { problems: string[]; exposes: string[] } {
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
  if (!entryName || !fs.existsSync(path.join(versionDir, entryName))) problems.push(`remote entry "${entryName ?? '?'}" is missing`);
  const exposes = (manifest.exposes ?? []).map((e) => e.name.replace(/^\.\//, ''));
  for (const needed of requiredExposes()[name as RemoteName] ?? []) {
    if (!exposes.includes(needed)) problems.push(`expose "${needed}" needed by the shell's route table is missing`);
  }
  for (const shared of manifest.shared ?? []) {
    const range = sharedDeps[shared.name]?.requiredVersion;
    if (!range) continue;
    if (!shared.singleton) problems.push(`shared "${shared.name}" must be a singleton`);
    if (!satisfiesCaret(shared.version, range)) problems.push(`shared "${shared.name}" ${shared.version} does not satisfy the shell's ${range}`);
  }
  problems.push(...checkServerBuild(name, versionDir));
  return { problems, exposes };
}
