/**
 * The singletons every federated build shares, with explicit semver ranges
 * (`workspace:*` is not semver, so the workspace package is pinned by its own version).
 * Changing a range here is a contract change: the publish gate checks remotes against it.
 */
const sharedPkg = require('../../shared/package.json');
const uiPkg = require('../../ui/package.json');

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

const sharedDeps = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  zustand: singleton('^5.1.0'),
  'zustand/': singleton('^5.1.0'),
  // what has state or a React context (bus, session, API client, query cache, server-render context, cart…):
  // one instance for the shell and every remote. '@edu/shared/core', which apps import, is not shared: it
  // re-exports this and the stateless helpers, which each app bundles, tree-shaken, where it calls them (a
  // shared module ships whole: the whole core was ~15 KB raw more on every page). Nor are the other doors
  // (dates, media, video, upload, rich-text).
  '@edu/shared/state': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
  // the write hook (TanStack's mutation observer): one instance on the state's copy of TanStack Query, loaded only
  // by pages that write (the shell provides it: shell/src/remotes/provide-mutation.ts)
  '@edu/shared/mutation': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
  // the whole barrel of 1.2 and before, for remote versions published against it: the shell provides it
  // (shell/src/remotes/legacy-shared-barrel.ts); apps import the core and the doors
  '@edu/shared': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
  // react-router is shared through this door only (shared/src/router): a shared module cannot be
  // tree-shaken, so sharing react-router itself shipped all of it
  '@edu/shared/router': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
  // TanStack Query is not shared on its own: only @edu/shared/core imports it, and the page runs one core, so
  // the core's chunk carries the part it uses (shared whole, it was ~12 KB raw more on every page)
  // the design system: a minor adds components (older remotes keep working), a major is a coordinated release
  '@edu/ui': singleton(`^${uiPkg.version}`, { version: uiPkg.version }),
};

/**
 * What the shell provides beside the contract, for remote versions already published (never loaded unless
 * one asks): '@edu/shared/core' as 1.3 shared it, whole. The key is a name nobody imports, so no build
 * consumes it; the import is a file (always provided, by path) that re-exports the core, whose state comes
 * through the '@edu/shared/state' singleton. The publish gate still checks such a version's range against it.
 */
const legacyProvides = {
  '@edu/shared/legacy-core': singleton(`^${sharedPkg.version}`, {
    version: sharedPkg.version,
    import: require.resolve('../../shared/src/legacy-core.ts'),
    shareKey: '@edu/shared/core',
  }),
};

module.exports = { sharedDeps, legacyProvides };
