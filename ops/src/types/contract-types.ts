import fs from 'node:fs';
import path from 'node:path';
import { hashTree, sha256 } from '../build/hash-tree';
import { ROOT } from '../paths';
import { generateTypes, type TypesJob } from './generate-types';
import { TYPES_ZIP } from '../registry/types';

/**
 * The platform's contract as a pseudo-remote: every public door of `@edu/shared` and `@edu/ui` (their
 * package.json exports, tests' doors left out) as an expose, so the types remotes' d.ts import
 * (`@edu/shared/core`, `@edu/ui` …) are published like a remote's. Served, immutable, at
 * /types/edu_contract/<version>/@mf-types.zip; /types/edu_contract.json names the current one.
 */
export const CONTRACT = 'edu_contract';
const PACKAGES = { '@edu/shared': 'shared', '@edu/ui': 'ui' } as const;

export interface ContractPointer {
  name: typeof CONTRACT;
  version: string;
  zip: string;
  /** Import prefix → folder inside the unzipped types (`@edu/shared` → `shared`). */
  packages: Record<string, string>;
}

export function contractJob(): TypesJob {
  const exposes: Record<string, string> = {};
  for (const [pkg, dir] of Object.entries(PACKAGES)) {
    const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
    for (const [door, file] of Object.entries(exports)) {
      if (!/\.tsx?$/.test(file) || door.startsWith('./testing')) continue;
      exposes[`./${dir}${door.slice(1)}`] = `./${dir}/${file.replace(/^\.\//, '')}`;
    }
    if (!Object.keys(exposes).some((e) => e.startsWith(`./${dir}`))) throw new Error(`${pkg} exports no TypeScript door`);
  }
  return { name: CONTRACT, context: ROOT, exposes, rootDir: ROOT };
}

/** `<@edu/shared's version>-<digest of both packages' sources>`: a new contract, a new immutable folder. */
export function contractVersion(): string {
  const digest = Object.values(PACKAGES)
    .map((dir) => hashTree(path.join(ROOT, dir), (rel) => rel === 'node_modules' || rel === 'test' || /\.test\.tsx?$/.test(rel)).digest)
    .join('|');
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string };
  return `${version}-${sha256(digest).slice(0, 10)}`;
}

/** Kept between deploys (the contract changes far less often than the shell): generated once per version. */
const cacheDir = (version: string) => path.join(ROOT, 'node_modules/.cache/edu-types', CONTRACT, version);

/**
 * With the shell: the contract's types for the current sources (generated only when they changed, ~20 s),
 * the pointer to them, and the puller squads run (./pull.mjs). All under <deployDir>/types/.
 */
export async function publishContractTypes(deployDir: string, log: (line: string) => void = console.log): Promise<ContractPointer> {
  const version = contractVersion();
  const types = path.join(deployDir, 'types');
  const target = path.join(types, CONTRACT, version);
  if (!fs.existsSync(path.join(target, TYPES_ZIP))) {
    const cached = cacheDir(version);
    if (!fs.existsSync(path.join(cached, TYPES_ZIP))) {
      const started = Date.now();
      await generateTypes(contractJob(), cached);
      log(`✓ ${CONTRACT}@${version} types generated (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    // staged then renamed: a half-written zip is never served under its immutable name
    const staging = `${target}.staging-${process.pid}`;
    fs.mkdirSync(staging, { recursive: true });
    fs.copyFileSync(path.join(cached, TYPES_ZIP), path.join(staging, TYPES_ZIP));
    fs.chmodSync(path.join(staging, TYPES_ZIP), 0o644);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
  }
  const pointer: ContractPointer = { name: CONTRACT, version, zip: `/types/${CONTRACT}/${version}/${TYPES_ZIP}`, packages: { ...PACKAGES } };
  writeAtomically(path.join(types, `${CONTRACT}.json`), JSON.stringify(pointer, null, 2));
  writeAtomically(path.join(types, 'pull.mjs'), fs.readFileSync(path.join(__dirname, 'pull.mjs')));
  log(`✓ types: ${CONTRACT}@${version} at ${pointer.zip}; squads pull with /types/pull.mjs`);
  return pointer;
}

function writeAtomically(file: string, body: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}`, body, { mode: 0o644 });
  fs.renameSync(`${file}.${process.pid}`, file);
}
