import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { hashTree } from './hash-tree';
import { latestBuildIn } from './latest-build';
import { precompress } from './precompress';
import { ROOT, type AppPackage } from '../paths';

const INPUT_DIRS = ['shared/src', 'shared/package.json', 'ui/src', 'ui/package.json', 'ops/webpack', 'ops/src/build', 'pnpm-lock.yaml'];
const skipNoise = (rel: string) =>
  rel === 'node_modules' || rel === 'dist' || rel === 'test' || rel.endsWith('.test.ts') || rel.endsWith('.test.tsx');

/** Digest of everything that can change an app's bundle: its sources, shared, the design system, the build tooling, the lockfile. */
export function inputsDigest(app: AppPackage): string {
  const parts = [app.dir, ...INPUT_DIRS].map((rel) => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return `${rel}:missing`;
    if (fs.statSync(abs).isFile()) return `${rel}:${hashTree(path.dirname(abs), (r) => r !== path.basename(abs)).digest}`;
    return `${rel}:${hashTree(abs, skipNoise).digest}`;
  });
  return parts.join('|');
}

const stampFile = (app: AppPackage) => path.join(ROOT, app.dir, 'dist', '.inputs');

export function isUpToDate(app: AppPackage): boolean {
  const stamp = stampFile(app);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputsDigest(app) && latestBuild(app) !== null;
}

export interface BuildResult {
  app: AppPackage;
  /** Content-derived version folder of a remote (`<pkg version>-<digest>`), or 'shell'. */
  version: string;
  ms: number;
}

function runWebpack(config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true })));
      if (stats?.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
      resolve();
    });
  });
}

/**
 * What webpack leaves that depends on the checkout or on timing, taken out before the version digest is
 * made: mf-stats.json (build statistics nothing reads, its lists in completion order) and, in the server
 * build (not minified), the comment naming Module Federation's runtime entry file, whose name hashes
 * absolute paths. (Module ids: ops/webpack/stable-module-ids.cjs.)
 */
function makePortable(buildDir: string): void {
  fs.rmSync(path.join(buildDir, 'mf-stats.json'), { force: true });
  const server = path.join(buildDir, 'server');
  if (!fs.existsSync(server)) return;
  for (const name of fs.readdirSync(server)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(server, name);
    const code = fs.readFileSync(file, 'utf8');
    const portable = code.replace(/\.federation\/entry\.[0-9a-f]+\.js/g, '.federation/entry.js');
    if (portable !== code) fs.writeFileSync(file, portable);
  }
}

/** Builds one app. A remote's output folder is renamed to its content digest, so versions are immutable. */
export async function buildApp(app: AppPackage): Promise<BuildResult> {
  const started = Date.now();
  const dir = path.join(ROOT, app.dir);
  const digestBefore = inputsDigest(app);
  const config = require(path.join(dir, 'webpack.config.cjs')) as webpack.Configuration;
  await runWebpack(config);
  let version = 'shell';
  // The shell is served from the edge's disk: its assets go out precompressed. (Remote versions are
  // served from the bucket through the edge, which compresses them on the way.)
  if (app.kind === 'shell') precompress(path.join(dir, 'dist'));
  if (app.kind === 'remote') {
    const buildDir = path.join(dir, 'dist/.build');
    // The server build is part of the same immutable version (and of its digest).
    const serverDir = path.join(dir, 'dist/.build-server');
    if (fs.existsSync(serverDir)) fs.renameSync(serverDir, path.join(buildDir, 'server'));
    makePortable(buildDir);
    const pkgVersion = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    // over what is served and run, not the source maps: their sources name files by where they were built
    version = `${pkgVersion}-${hashTree(buildDir, (rel) => rel.endsWith('.map')).digest.slice(0, 10)}`;
    const finalDir = path.join(dir, 'dist', version);
    fs.rmSync(finalDir, { recursive: true, force: true });
    fs.renameSync(buildDir, finalDir);
    fs.writeFileSync(path.join(dir, 'dist', 'latest.json'), JSON.stringify({ version }, null, 2));
  }
  fs.writeFileSync(stampFile(app), digestBefore);
  return { app, version, ms: Date.now() - started };
}

/** The version folder of the most recent build of a remote ('shell' for the shell), or null. */
export const latestBuild = (app: AppPackage): string | null => latestBuildIn(ROOT, app);
