/**
 * `pnpm dev <remote>`: the remote's browser build in development mode for webpack-dev-server, with hot module
 * replacement and React Fast Refresh. Same exposes and singletons as a published version; what differs is
 * what a dev loop needs: absolute URLs on the dev server (the page is the site's, on another origin), no
 * content hashes, eval source maps (fast rebuilds), and its own
 * federation runtime (the page's external one is the production shell's).
 */
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, exposesFrom } = require('./create-config.cjs');
const { sharedDeps } = require('./shared-deps.cjs');
const { REMOTES } = require('./remote-list.cjs');

/**
 * The dev server offers its development React to the whole page (shell/src/dev/dev-react-plugin.ts): also the
 * entry points the shell starts React with, which this remote's own code may never import.
 */
const devShared = {
  ...sharedDeps,
  'react-dom/client': sharedDeps['react-dom/'],
  'react/jsx-runtime': sharedDeps['react/'],
  'react/jsx-dev-runtime': sharedDeps['react/'],
};

function withRefresh(rules) {
  return rules.map((rule) => {
    if (!Array.isArray(rule.use)) return rule;
    const use = rule.use.map((u) =>
      typeof u === 'object' && /swc-loader/.test(u.loader)
        ? {
            ...u,
            options: { ...u.options, jsc: { ...u.options.jsc, transform: { react: { runtime: 'automatic', development: true, refresh: true } } } },
          }
        : u,
    );
    return { ...rule, use };
  });
}

function createDevRemoteConfig({ dir, port, host = 'localhost' }) {
  const remote = REMOTES.find((r) => r.dir === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} is not in the list of remotes (shared/src/platform/remotes.ts)`);
  const origin = `http://${host}:${port}`;
  const config = baseConfig({ dir, mode: 'development', outputPath: path.join(dir, 'dist/.dev'), publicPath: `${origin}/`, uniqueName: remote.name });
  config.entry = {};
  // webpack's fastest rebuild with line-accurate maps (its build-performance guide); it evaluates code, so the
  // dev browser's page policy allows 'unsafe-eval' (that browser only: ops/src/edge/dev-override.ts)
  config.devtool = 'eval-cheap-module-source-map';
  config.output = { ...config.output, clean: false, filename: '[name].js', chunkFilename: '[name].js' };
  config.module = { ...config.module, rules: withRefresh(config.module.rules) };
  // ./dev-react-provides.cjs lives here in ops but takes the remote's React
  config.resolve = { ...config.resolve, modules: ['node_modules', path.join(dir, 'node_modules')] };
  // readable ids in the browser's tools (a published build's are stable-module-ids.cjs's)
  // no chunk optimisation work on each save (webpack's build-performance guide); a compile error emits nothing, so
  // the page keeps its last good code and the fix hot-applies on top of it (emitOnErrors)
  config.optimization = {
    ...config.optimization,
    moduleIds: 'named',
    chunkIds: 'named',
    emitOnErrors: false,
    removeAvailableModules: false,
    removeEmptyChunks: false,
    splitChunks: false,
  };
  config.output.pathinfo = false;
  config.stats = 'none';
  config.infrastructureLogging = { level: 'error' };
  config.plugins = [
    new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].css' }),
    new ModuleFederationPlugin({
      name: remote.name,
      filename: 'remoteEntry.js',
      exposes: { ...exposesFrom(dir, remote.exposes), './__dev_react__': require.resolve('./dev-react-provides.cjs') },
      shared: devShared,
      shareStrategy: 'loaded-first',
      // the page loads remoteEntry.js (shared/src/platform/dev-override.ts says why not a manifest)
      manifest: false,
      dts: false,
    }),
    new ReactRefreshPlugin({ overlay: false }),
    // swc strips types without checking them: this checks the remote's code in another process (a save is not held
    // up by it) and sends type errors to the page's overlay, naming file:line
    new ForkTsCheckerWebpackPlugin({
      async: true,
      typescript: { configFile: path.join(dir, 'tsconfig.json') },
      issue: { include: [{ file: 'src/**/*' }] },
      logger: 'webpack-infrastructure',
    }),
  ];
  config.devServer = {
    host,
    port,
    hot: true,
    // what cannot be hot-applied (a module no component boundary accepts) reloads the page
    liveReload: true,
    static: false,
    // the site's page loads the code cross-origin (and with crossorigin="anonymous" where the runtime says so)
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
    allowedHosts: 'all',
    client: { webSocketURL: `ws://${host}:${port}/ws`, overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'info' },
  };
  return { config, origin, remote };
}

module.exports = { createDevRemoteConfig, devShared };
