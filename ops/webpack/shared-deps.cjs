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
  // what has state or a React context, and what most pages use: one instance for the shell and every remote.
  // The other doors of @edu/shared (dates, media, video, upload, rich-text) are not shared: each app
  // bundles, tree-shaken, what it uses (a shared module ships whole).
  '@edu/shared/core': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
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

module.exports = { sharedDeps };
