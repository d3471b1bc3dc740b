/**
 * One webpack factory for the shell and the five remotes, so every build shares
 * the same loaders, singletons and output rules.
 *
 * Remotes build into `dist/.build` and ops/src/build renames the folder to its
 * content-derived version, so a published version is never overwritten.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sharedDeps } = require('./shared-deps.cjs');

const swcRule = {
  test: /\.(t|j)sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

const cssRule = { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] };

function baseConfig({ dir, mode, outputPath, publicPath, uniqueName }) {
  return {
    mode,
    context: dir,
    entry: path.join(dir, 'src/index.ts'),
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      uniqueName,
      clean: true,
      // webpack 5.111 + MF 2.9.2: the federation runtime resolves the entry's filename while hashes are
      // still empty (module-federation/core#5077); give it the unhashed form then (same folder depth).
      filename: (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js'),
      chunkFilename: '[name].[contenthash:10].js',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule, cssRule] },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/** 'HomePage' → './src/exposes/home-page.tsx': one file per expose, kebab-case. */
function exposesFrom(dir, names) {
  const kebab = (n) => n.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return Object.fromEntries(names.map((n) => [`./${n}`, path.join(dir, 'src/exposes', `${kebab(n)}.tsx`)]));
}

/** A remote: `pages` are expose names ('HomePage'); each lives in src/exposes/<kebab-name>.tsx. */
function createRemoteConfig({ dir, name, pages, mode = process.env.BUILD_MODE || 'production' }) {
  const exposes = exposesFrom(dir, pages);
  const config = baseConfig({ dir, mode, outputPath: path.join(dir, 'dist/.build'), publicPath: 'auto', uniqueName: name });
  // A remote is only its container (remoteEntry.js): no page entry of its own to build or to version.
  config.entry = {};
  config.plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedDeps,
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
    }),
  ];
  return config;
}

/** The host: no remote URL at build time; remotes come from the registry at runtime. */
function createShellConfig({ dir, mode = process.env.BUILD_MODE || 'production' }) {
  const config = baseConfig({ dir, mode, outputPath: path.join(dir, 'dist'), publicPath: '/', uniqueName: 'shell' });
  config.plugins = [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedDeps,
      shareStrategy: 'loaded-first',
      // The host's manifest lists which files hold each shared singleton (used by `pnpm bench`).
      manifest: true,
      dts: false,
    }),
    new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: 'body', scriptLoading: 'defer' }),
  ];
  return config;
}

module.exports = { createRemoteConfig, createShellConfig, exposesFrom };
