/**
 * The platform's import boundaries as one ESLint rule (`edu/boundaries`), so the architecture in
 * ../../docs/architecture.md cannot erode one import at a time:
 *   - a remote imports no other remote, not the shell, the API or ops (only `@edu/shared`, `@edu/ui` and packages);
 *   - the design system (`ui`) builds on `@edu/shared` alone;
 *   - the shell imports no remote and not the API; `shared` imports nothing above it;
 *   - ops' code (ops/src) imports neither the shell nor the API nor a remote: pages and contracts come from
 *     `@edu/shared` (`@edu/shared/pages`, `@edu/shared/server`), so ops runs without their sources;
 *   - a package's code (`<package>/src`) reaches another package by its name (`@edu/shared/…`), never by a
 *     relative path out of its own folder;
 *   - inside a remote, a feature never reaches into another feature; `components/` and `lib/` never
 *     import `features/` or `exposes/`; features never import `exposes/` (code flows shared → features → exposes).
 * Resolution is by path only: relative specifiers against the file, `@edu/<package>` by name.
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE_DIRS = { '@edu/shared': 'shared', '@edu/ui': 'ui', '@edu/shell': 'shell', '@edu/api': 'api', '@edu/ops': 'ops', '@edu/e2e': 'e2e' };

/** 'mf-catalogue', 'shell', … for a path inside the repository, else null. */
function appOf(file) {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] ?? null;
}

/** Where an import points inside the repository (absolute path), or null for an outside package. */
function targetOf(specifier, file) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  const pkg = /^(@edu\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!pkg) return null;
  const dir = PACKAGE_DIRS[pkg[1]] ?? pkg[1].replace('@edu/', '');
  return path.join(ROOT, dir, pkg[2] ?? '');
}

/** Inside a remote: { area: 'features' | 'components' | 'lib' | 'exposes' | …, feature } of a file. */
function placeInRemote(file, app) {
  const parts = path.relative(path.join(ROOT, app, 'src'), file).split(path.sep);
  if (parts[0] === '..') return null;
  return { area: parts[0], feature: parts[0] === 'features' ? parts[1] : null };
}

const isRemote = (app) => typeof app === 'string' && app.startsWith('mf-');

/** Whether a file is a package's own code (under `<app>/src`), not its tests, configs or scripts. */
const inSource = (file, app) => !path.relative(path.join(ROOT, app, 'src'), file).startsWith('..');

/** The rules that depend on how the import is written and where the importing file sits. */
function placement(specifier, fromApp, toApp, file) {
  if (!toApp || toApp === fromApp || !inSource(file, fromApp)) return null;
  if (fromApp === 'ops' && (toApp === 'shell' || toApp === 'api' || isRemote(toApp))) {
    return `ops must not import ${toApp}: pages come from @edu/shared/pages, contracts and server helpers from @edu/shared`;
  }
  if (specifier.startsWith('.'))
    return `a relative import into ${toApp}: import another package by its name (@edu/…), not by a path out of ${fromApp}`;
  return null;
}
const ABOVE_SHARED = (app) => app === 'shell' || app === 'ui' || isRemote(app) || app === 'api' || app === 'ops' || app === 'e2e';

function problem(fromApp, toApp, from, to) {
  if (!toApp || fromApp === toApp) {
    if (!isRemote(fromApp) || !to) return null;
    const a = placeInRemote(from, fromApp);
    const b = placeInRemote(to, fromApp);
    if (!a || !b) return null;
    if (a.area === 'features' && b.area === 'features' && a.feature !== b.feature) {
      return `feature "${a.feature}" must not reach into feature "${b.feature}": move what both need to components/, lib/ or @edu/shared`;
    }
    if ((a.area === 'components' || a.area === 'lib') && (b.area === 'features' || b.area === 'exposes')) {
      return `${a.area}/ must not import ${b.area}/: code flows shared → features → exposes`;
    }
    if (a.area === 'features' && b.area === 'exposes') return 'a feature must not import exposes/: code flows shared → features → exposes';
    return null;
  }
  if (isRemote(fromApp) && toApp !== 'shared' && toApp !== 'ui')
    return `remote ${fromApp} must not import ${toApp}: remotes reach the shell and each other only through @edu/shared`;
  if (fromApp === 'ui' && toApp !== 'shared') return `the design system must not import ${toApp}: it builds on @edu/shared alone`;
  if (fromApp === 'shell' && (isRemote(toApp) || toApp === 'api'))
    return `the shell must not import ${toApp}: remotes are loaded at runtime from the registry`;
  if (fromApp === 'shared' && ABOVE_SHARED(toApp)) return `shared must not import ${toApp}: it is the contract every part builds on`;
  if (fromApp === 'api' && (isRemote(toApp) || toApp === 'shell')) return `the API must not import ${toApp}`;
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between the platform parts and between features' }, schema: [] },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const fromApp = appOf(file);
    if (!fromApp) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = targetOf(source.value, file);
      const toApp = to ? appOf(to) : null;
      const message = problem(fromApp, toApp, file, to) ?? placement(source.value, fromApp, toApp, file);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal')
          check(node, node.arguments[0]);
      },
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};

module.exports = { rules: { boundaries: rule } };
