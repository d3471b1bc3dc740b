const { createRemoteConfig } = require('../ops/webpack/create-config.cjs');

/** Name and exposes come from the one list of remotes (shared/src/platform/remotes.ts). */
module.exports = createRemoteConfig({ dir: __dirname });
