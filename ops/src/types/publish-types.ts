import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashTree, sha256 } from '../build/hash-tree';
import { inputsDigest, latestBuild } from '../build/build-app';
import { REMOTES as REMOTE_LIST } from '@edu/shared/platform';
import { exposesOf } from '@edu/shared/pages';
import { ROOT, type AppPackage } from '../paths';
import { publishRemote, type PublishOutcome } from '../registry/publish';
import { readRegistry, updateRegistry } from '../registry/store';
import { deployBucket } from '../storage/deploy-bucket';
import { actor } from '../registry/actor';
import { sameBuild, TYPES_ZIP, type ChangeAuthor } from '../registry/types';
import { generateTypes, type TypesJob } from './generate-types';

const { exposesFrom } = require('../../webpack/create-config.cjs') as {
  exposesFrom: (dir: string, names: readonly string[]) => Record<string, string>;
};

export function remoteJob(app: AppPackage): TypesJob {
  const remote = REMOTE_LIST.find((r) => r.name === app.name);
  if (!remote) throw new Error(`${app.name} is not in the list of remotes`);
  const context = path.join(ROOT, app.dir);
  // the build's own map from expose to file (ops/webpack/create-config.cjs)
  return { name: app.name, context, exposes: exposesFrom(context, exposesOf(remote)), rootDir: path.join(context, 'src') };
}

/** Whether `buildDir` is the latest build and the remote's own sources are as they were when it was made. */
function builtFromTheseSources(app: AppPackage, buildDir: string): boolean {
  const stamp = path.join(ROOT, app.dir, 'dist', '.inputs'); // ops/src/build/build-app.ts: `<app dir>:<digest>|…`
  if (latestBuild(app) !== path.basename(buildDir) || !fs.existsSync(stamp)) return false;
  return fs.readFileSync(stamp, 'utf8').split('|')[0] === inputsDigest(app).split('|')[0];
}

export interface TypedPublish extends PublishOutcome {
  /** What happened to the types: published with the version, added to it, or why not. */
  types: string;
}

interface Options {
  onProgress?: (done: number, total: number) => void;
  author?: ChangeAuthor;
  log?: (line: string) => void;
}

/**
 * `pnpm ops publish`: a build published with the types of its exposes beside its remoteEntry.js
 * (@mf-types.zip, where the Module Federation tools look), recorded with its other files' hashes — so
 * the gate, verify and the immutability check treat it like any file of the version. Types come from the
 * sources, so only a build of the checked-out sources gets them. A version published without them (by
 * `pnpm start`) gets them added: no file anyone was served changes.
 */
export async function publishWithTypes(
  deployDir: string,
  app: AppPackage,
  buildDir: string,
  version: string,
  options: Options = {},
): Promise<TypedPublish> {
  const { onProgress, author = { by: actor() }, log = console.log } = options;
  if (!builtFromTheseSources(app, buildDir)) {
    const outcome = await publishRemote(deployDir, app.name, buildDir, version, onProgress, author);
    return { ...outcome, types: `not published: ${app.dir}'s sources changed since this build (pnpm build ${app.dir}, then publish)` };
  }
  const recorded = (await readRegistry(deployDir)).remotes[app.name]?.versions[version]?.files;
  if (recorded?.[TYPES_ZIP] && sameBuild(recorded, hashTree(buildDir).files)) {
    return { kind: 'already-published', version, types: `/remotes/${app.name}/${version}/${TYPES_ZIP}` };
  }
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), `edu-publish-${app.name}-`));
  try {
    const started = Date.now();
    // the types are an addition: a generator that fails (a type error in the sources) does not stop the publish
    const zip = await generateTypes(remoteJob(app), stage).catch((error: Error) => error);
    if (zip instanceof Error) {
      const outcome = await publishRemote(deployDir, app.name, buildDir, version, onProgress, author);
      return { ...outcome, types: `not published: ${zip.message.split('\n')[0]}` };
    }
    const generated = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (recorded && !(TYPES_ZIP in recorded))
      return { kind: 'already-published', version, types: await addTypes(deployDir, app, buildDir, version, zip, author) };
    fs.cpSync(buildDir, path.join(stage, 'version'), { recursive: true });
    fs.renameSync(zip, path.join(stage, 'version', TYPES_ZIP));
    const outcome = await publishRemote(deployDir, app.name, path.join(stage, 'version'), version, onProgress, author);
    log(`  types of ${Object.keys(remoteJob(app).exposes).length} exposes generated in ${generated}`);
    return { ...outcome, types: `/remotes/${app.name}/${version}/${TYPES_ZIP}` };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** The types added to a version already published from this very build, and recorded with its hashes. */
async function addTypes(deployDir: string, app: AppPackage, buildDir: string, version: string, zip: string, author: ChangeAuthor): Promise<string> {
  if (deployBucket()) return 'not added: this version was published without them and a bucket version is sealed (publish a new build)';
  const recorded = (await readRegistry(deployDir)).remotes[app.name]!.versions[version]!;
  if (JSON.stringify(hashTree(buildDir).files) !== JSON.stringify(recorded.files))
    throw new Error(`${app.name}@${version} is already published with different content; published versions are immutable`);
  const target = path.join(deployDir, 'remotes', app.name, version, TYPES_ZIP);
  fs.copyFileSync(zip, `${target}.${process.pid}`);
  fs.chmodSync(`${target}.${process.pid}`, 0o644);
  fs.renameSync(`${target}.${process.pid}`, target);
  const hash = sha256(fs.readFileSync(target));
  await updateRegistry(deployDir, (state) => {
    state.remotes[app.name]!.versions[version]!.files[TYPES_ZIP] = hash;
    state.audit.push({
      at: new Date().toISOString(),
      by: author.by,
      ...(author.reason ? { reason: author.reason } : {}),
      action: 'publish',
      remote: app.name,
      version,
      detail: 'types added',
    });
  });
  return `added: /remotes/${app.name}/${version}/${TYPES_ZIP}`;
}
