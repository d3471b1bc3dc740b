const { createShellConfig } = require('../ops/webpack/create-config.cjs');
const { shellRuntimeContract } = require('../ops/webpack/runtime-contract.cjs');

const [browser, server] = createShellConfig({ dir: __dirname });
// what this shell's runtime provides remote entries (src/remotes/asset-integrity.ts), recorded in its
// mf-manifest.json: the publish gate refuses a remote version that needs more than the live shell has
browser.plugins.push(shellRuntimeContract());

module.exports = [browser, server];
