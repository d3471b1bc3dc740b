/**
 * ops' folders in one direction (`edu/ops-layers`), so ops/src cannot grow a circle again (it had one:
 * registry/actions → registry/render-gate → edge/server → console/console-handler → actions).
 *
 * A folder of ops/src imports its own files and the folders of the layers BELOW its own, never above or beside
 * (LAYERS, top first). What a lower layer needs from a higher one is passed in as a function: the render check
 * into the registry's actions (ActionContext.renderGate), the console into the edge (EdgeOptions.opsConsole),
 * the SSR page cache's numbers into the metrics (measurePageCache).
 * On top of the layers, the operator's actions (registry/actions: promote, rollback, canary with their checks) are
 * called by the CLI and the console only: the edge, SSR and everything serving pages read the registry, never change it.
 */
const path = require('node:path');

const SRC = path.resolve(__dirname, '../src');

/** Top first; a layer's folders may import the folders of every later layer. */
const LAYERS = [
  ['cli'],
  ['dev', 'bench', 'deploy', 'create-remote', 'backup'],
  ['console'],
  ['canary'],
  ['gate'],
  ['edge'],
  ['ssr'],
  ['preview'],
  ['metrics'],
  ['types'],
  ['registry'],
  ['storage'],
  ['build', 'tracing', 'http'],
  ['(root)'],
];

/**
 * HTTP helpers every server part uses, a layer of their own (`http`) though they sit in edge/ and ssr/
 * (to move to ops/src/http once the edge's folder is not being worked on: these lines go then).
 */
const HELPERS = {
  'edge/static-files': 'http',
  'edge/content-encoding': 'http',
  'edge/security-headers': 'http',
  'ssr/cookies': 'http',
};

/** The only folders that may call the operator's actions. */
const ACTIONS = 'registry/actions';
const ACTION_CALLERS = new Set(['cli', 'console']);

const LAYER_OF = new Map(LAYERS.flatMap((folders, i) => folders.map((f) => [f, i])));

/** 'registry/actions' for ops/src/registry/actions.ts (no extension), null outside ops/src. */
function moduleOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.replace(/\\/g, '/').replace(/\.(d\.ts|ts|tsx|mjs|cjs|js)$/, '');
}

/** The folder (or helper layer) a module of ops/src belongs to. */
function unitOf(mod) {
  if (HELPERS[mod]) return HELPERS[mod];
  return mod.includes('/') ? mod.split('/')[0] : '(root)';
}

/** Why `from` may not import `to` (both modules of ops/src), or null. */
function problem(from, to) {
  const a = unitOf(from);
  const b = unitOf(to);
  if (to === ACTIONS && !ACTION_CALLERS.has(a))
    return `ops/src/${a} must not call the operator's actions (${ACTIONS}): only the CLI and the console change the registry through them`;
  if (a === b) return null;
  const la = LAYER_OF.get(a);
  const lb = LAYER_OF.get(b);
  if (la === undefined) return `ops/src/${a} has no layer: add it to LAYERS in ops/eslint/ops-layers.cjs`;
  if (lb === undefined) return `ops/src/${b} has no layer: add it to LAYERS in ops/eslint/ops-layers.cjs`;
  if (lb > la) return null;
  return `ops/src/${a} must not import ops/src/${b} (${to}): ops' folders import downwards only (the layers in ops/eslint/ops-layers.cjs); pass what ${a} needs from ${b} in as a function, or move a shared helper down`;
}

const rule = {
  meta: { type: 'problem', docs: { description: "ops' folders import in one direction" }, schema: [] },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = moduleOf(file);
    if (!from || /\.test\.[tj]sx?$/.test(file)) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(file), source.value));
      const message = to && problem(from, to.replace(/\/index$/, ''));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') check(node.arguments[0]);
      },
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

module.exports = { rules: { 'ops-layers': rule }, LAYERS, HELPERS };
