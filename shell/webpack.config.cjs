const { createShellConfig } = require('../ops/webpack/create-config.cjs');

module.exports = createShellConfig({ dir: __dirname });
