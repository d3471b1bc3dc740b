/**
 * A pruned production install (`pnpm deploy --prod`) turned into plain JavaScript: every TypeScript file of
 * the package and of its workspace dependencies (@edu/*) compiled by esbuild into a CommonJS .js beside it
 * (what tsx did at run time), the .ts removed, and the workspace packages' entry points pointed at the .js.
 * The images then start their servers with `node src/server.js`: no compiler in the process, no tsx loader.
 *
 * File by file, not one bundle: the API's routes are loaded by folder (@fastify/autoload), its migrations
 * and fonts are read next to their modules (__dirname), and each module stays one instance.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Esbuild = typeof import('esbuild');

/** The repository (its packages' devDependencies hold esbuild); not ../paths, which loads the workspace's sources. */
const ROOT = path.resolve(__dirname, '..', '..', '..');

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** Every TypeScript source under `dir` (declarations and node_modules left out). */
function sources(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found;
}

/** The workspace packages this install depends on (their real folders; pnpm links them). */
function workspacePackages(installDir: string): string[] {
  const scope = path.join(installDir, 'node_modules', '@edu');
  if (!fs.existsSync(scope)) return [];
  return fs.readdirSync(scope).map((name) => {
    const real = fs.realpathSync(path.join(scope, name));
    // a copy inside the install (pnpm deploy); never the repository's own sources, which are compiled in place
    if (!real.startsWith(fs.realpathSync(installDir) + path.sep)) throw new Error(`${name} is linked outside ${installDir}: not a pruned install`);
    return real;
  });
}

/** "./src/index.ts" → "./src/index.js" in main / exports (any depth). */
function pointAtJavaScript(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(SOURCE, '.js');
  if (Array.isArray(value)) return value.map(pointAtJavaScript);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pointAtJavaScript(v)]));
  return value;
}

/**
 * Writes `file` as a new file. pnpm deploy hard-links a workspace package's files to the repository's own (same
 * inode): writing into one in place would rewrite the repository's package.json under everyone's feet.
 */
function writeFresh(file: string, text: string): void {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, text);
}

export interface CompileResult {
  files: number;
  packages: string[];
}

/**
 * Compiles `installDir` in place. `toolsFrom`: the workspace package whose devDependencies hold esbuild
 * (api or ops: the image's build stage installs only that package's tree).
 */
export async function compileInstall(installDir: string, toolsFrom = 'ops'): Promise<CompileResult> {
  const esbuild = createRequire(path.join(ROOT, toolsFrom, 'package.json'))('esbuild') as Esbuild;
  const packages = [installDir, ...workspacePackages(installDir)];
  let files = 0;
  for (const pkg of packages) {
    const entryPoints = sources(path.join(pkg, 'src'));
    if (!entryPoints.length) continue;
    // outputs replace nothing in place either (a .js beside a .ts, hard-linked: unlinked first)
    for (const file of entryPoints) fs.rmSync(file.replace(SOURCE, '.js'), { force: true });
    await esbuild.build({
      entryPoints,
      outbase: pkg,
      outdir: pkg,
      bundle: false,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      // import('../x') as require: native import() would look for the file without an extension (tsx resolved it)
      supported: { 'dynamic-import': false },
      sourcemap: 'inline',
      logLevel: 'error',
    });
    for (const file of entryPoints) fs.rmSync(file);
    files += entryPoints.length;
    const manifest = path.join(pkg, 'package.json');
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    for (const key of ['main', 'exports'] as const) if (key in json) json[key] = pointAtJavaScript(json[key]);
    if (!('main' in json) && !('exports' in json)) continue;
    writeFresh(manifest, `${JSON.stringify(json, null, 2)}\n`);
  }
  freezeSharedContract(installDir);
  return { files, packages: packages.map((p) => path.basename(p)) };
}

/**
 * The publish gate's shared-singleton ranges (ops/webpack/shared-deps.cjs) are read from shared/ and ui/'s
 * package.json by their paths in the repository, which a pruned install does not have: written into the install
 * as data instead, the contract of the commit the image is built from.
 */
function freezeSharedContract(installDir: string): void {
  const file = path.join(installDir, 'webpack', 'shared-deps.cjs');
  if (!fs.existsSync(file)) return;
  const { sharedDeps, legacyProvides } = createRequire(__filename)(path.join(ROOT, 'ops', 'webpack', 'shared-deps.cjs')) as {
    sharedDeps: unknown;
    legacyProvides: Record<string, { import?: string }>;
  };
  // the ranges only: the legacy keys' file is the checkout's, which the image has not (and builds nothing from)
  const legacy = Object.fromEntries(Object.entries(legacyProvides).map(([key, { import: _file, ...range }]) => [key, range]));
  writeFresh(
    file,
    `// frozen at the image's build from ops/webpack/shared-deps.cjs (ops/src/build/compile-install.ts)\nmodule.exports = { sharedDeps: ${JSON.stringify(sharedDeps, null, 2)}, legacyProvides: ${JSON.stringify(legacy, null, 2)} };\n`,
  );
}
