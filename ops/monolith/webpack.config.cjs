// `pnpm exec webpack -c ops/monolith/webpack.config.cjs`: the monolith comparison build (see ../webpack/create-monolith-config.cjs).
const { createMonolithConfig } = require('../webpack/create-monolith-config.cjs');

module.exports = createMonolithConfig();
