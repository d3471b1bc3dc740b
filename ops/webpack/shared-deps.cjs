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
  '@edu/shared': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
  // react-router is shared through this door only (shared/src/router): a shared module cannot be
  // tree-shaken, so sharing react-router itself shipped all of it
  '@edu/shared/router': singleton(`^${sharedPkg.version}`, { version: sharedPkg.version }),
  // the design system: a minor adds components (older remotes keep working), a major is a coordinated release
  '@edu/ui': singleton(`^${uiPkg.version}`, { version: uiPkg.version }),
};

module.exports = { sharedDeps };
