/**
 * `pnpm ops …` starts here: the deploy CLI (ops/src/cli/ops.ts) compiled by esbuild into one CommonJS file,
 * ops/.cli/ops.cjs, run by plain node — no tsx process, no loader, no compile on the way (measured: a
 * rollback as typed 2.2 s → under 1 s, docs/operations.md "How fast a rollback is"). The file is rebuilt
 * when any source it was built from changed (their mtimes are kept beside it), so an edit is never run stale.
 * npm packages stay outside the file (required from node_modules when a verb needs them); the workspace's
 * own TypeScript (@edu/shared) goes in.
 *
 * Verbs that read files next to their own modules (publish, deploy) or serve (console) run from the
 * sources with tsx as before: their time is the build's or the server's, not the start's.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const ENTRY = path.join(ROOT, 'ops/src/cli/ops.ts');
// two folders below the root, as ops/src/cli is: the bundle's __dirname gives ops/src/paths.ts the same ROOT
// (OPS_CLI_DIR: another folder name beside it, for a test that must not share the bundle)
const OUT_DIR = path.join(ROOT, 'ops', process.env.OPS_CLI_DIR || '.cli');
const BUNDLE = path.join(OUT_DIR, 'ops.cjs');
const INPUTS = path.join(OUT_DIR, 'inputs.json');
const FROM_SOURCE = new Set(['publish', 'deploy', 'console']);

function fromSource() {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const run = spawnSync(tsx, [ENTRY, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

/** Whether the bundle was built from the sources as they are now (every input's mtime unchanged). */
function fresh() {
  try {
    const inputs = JSON.parse(fs.readFileSync(INPUTS, 'utf8'));
    if (!fs.existsSync(BUNDLE)) return false;
    return Object.entries(inputs).every(([file, mtimeMs]) => fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs === mtimeMs);
  } catch {
    return false;
  }
}

async function build() {
  const started = Date.now();
  const esbuild = createRequire(path.join(ROOT, 'ops/package.json'))('esbuild');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    metafile: true,
    absWorkingDir: ROOT,
    logLevel: 'silent',
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(b) {
          // a bare import is an npm package (required at run time) unless it is the workspace's own @edu/*
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@edu/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const tmp = `${BUNDLE}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, result.outputFiles[0].contents);
  fs.renameSync(tmp, BUNDLE);
  // a source saved while this build ran is recorded as changed (null), so the next run builds again
  const mtimeOf = (file) => fs.statSync(path.join(ROOT, file)).mtimeMs;
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, mtimeOf(file) < started ? mtimeOf(file) : null]));
  fs.writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify(inputs));
  fs.renameSync(`${INPUTS}.${process.pid}.tmp`, INPUTS);
}

async function main() {
  if (FROM_SOURCE.has(process.argv[2])) return fromSource();
  if (!fresh()) {
    try {
      await build();
    } catch {
      return fromSource(); // what does not compile is shown by tsx, with its place in the source
    }
  }
  require(BUNDLE);
}

main();
