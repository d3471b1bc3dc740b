/**
 * One webpack factory for the shell and the five remotes, so every build shares
 * the same loaders, singletons and output rules.
 *
 * Remotes build into `dist/.build` and ops/src/build renames the folder to its
 * content-derived version, so a published version is never overwritten.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedDeps, legacyProvides } = require('./shared-deps.cjs');
// the shell (browser and SSR host) also provides the keys remote versions already published consume
const shellShared = { ...sharedDeps, ...legacyProvides };
const { StableModuleIdsPlugin } = require('./stable-module-ids.cjs');
const { ChunkIntegrityPlugin } = require('./chunk-integrity.cjs');
const { DropShadowedShareRuntimePlugin } = require('./drop-shadowed-share-runtime.cjs');
const { FontPreloadPlugin } = require('./font-preload.cjs');
const { EarlyScriptPlugin } = require('./early-script.cjs');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');
const { SharedFilesManifestPlugin } = require('./shared-files-manifest.cjs');

const { REMOTES } = require('./remote-list.cjs');

/**
 * One federation runtime per page. A remote's browser entry is built without its own copy of the runtime
 * core (`externalRuntime`, ~25 KB gzip each) and uses the page's: the shell publishes it before it loads a
 * remote (shell/src/remotes/runtime-core.ts), and a page without the shell (the single-spa parcel's
 * partner page) loads the shell's `federation-runtime.js` first.
 */
const FEDERATION_RUNTIME_ENTRY = 'federation-runtime';

/**
 * One bundler runtime per page, too: a remote's browser build takes the page's (./page-bundler-runtime.mjs)
 * in place of its own copy of `@module-federation/webpack-bundler-runtime`; only the container half comes
 * from the package, found beside the federation plugin that generates the code calling it.
 */
const BUNDLER_RUNTIME_DIR = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime/package.json', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  }),
);
const pageBundlerRuntime = () => [
  new webpack.NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, require.resolve('./page-bundler-runtime.mjs')),
];

/**
 * The singletons the shell provides (react, react-dom, the shared core, the router door, the design system…)
 * would be one file per package, each compressed alone: a page loads them all at start-up, and one file
 * compresses ~3.5 KB smaller than the dozen. What is loaded only when asked stays apart (ON_DEMAND).
 */
const SHARING_MODULES = new Set(['ProvideSharedModule', 'ConsumeSharedModule']);
// loaded on demand, not at start-up: the 1.2 barrel and the 1.3 core (for remote versions built against them), and
// the write hook (a page that writes asks for it)
const ON_DEMAND = /[\\/]shared[\\/]src[\\/](index|legacy-core|mutation)\.ts(?![\w.])/;
const loadedBySharing = (chunk, onDemand) =>
  [...chunk.groupsIterable].some((group) =>
    group.origins.some(({ module }) => module && SHARING_MODULES.has(module.constructor.name) && ON_DEMAND.test(module.identifier()) === onDemand),
  );
const atStartUp = (chunk) => loadedBySharing(chunk, false);
const anySharing = (chunk) => loadedBySharing(chunk, false) || loadedBySharing(chunk, true);
// The consume stubs stay where they are: in the merged file they would ask the share scope for a module
// whose provider is that same file, still loading (every singleton waited on itself: the app never started).
// A module the start-up singletons hold is in their file only, even when a module loaded on demand needs it too
// (its chunk carried a second copy: TanStack Query's core, twice, for the write hook); one that only modules
// loaded on demand use stays in their chunk.
const inStartUpFile = (module, { chunkGraph }) =>
  module.constructor.name !== 'ConsumeSharedModule' && [...chunkGraph.getModuleChunksIterable(module)].some(atStartUp);
const singletonsInOneFile = {
  chunks: 'async',
  cacheGroups: {
    singletons: { name: 'singletons', chunks: anySharing, test: inStartUpFile, enforce: true, priority: 30, reuseExistingChunk: false },
  },
};

const swcRule = {
  test: /\.(t|j)sx?$/,
  exclude: /node_modules/,
  use: [
    require.resolve('./parse-source-map-loader.cjs'),
    {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  ],
};

// Browser builds extract CSS into files per chunk (a server-rendered page links them in its <head>);
// server builds drop CSS imports: the markup is what the server produces, styles are the browser's.
const cssRule = { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader'), require.resolve('./css-layer-loader.cjs')] };
const serverCssRule = { test: /\.css$/, use: require.resolve('null-loader') };
// The federation runtime entry's imports without the checkout's folder (./portable-federation-entry-loader.cjs).
const federationEntryRule = {
  test: /[\\/]node_modules[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/,
  use: require.resolve('./portable-federation-entry-loader.cjs'),
};
// Web fonts (the design system's, from CSS url()) named by content: served immutable (ops/src/edge).
const fontRule = { test: /\.woff2$/, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:10][ext]' } };
const cssPlugin = (chunkFilename = '[name].[contenthash:10].css') =>
  new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename });
/**
 * A remote's chunks are named by id alone (`844.js`, `844.css`): a published version's folder never changes (the
 * registry is the pointer that moves; the edge, nginx and the CDN cache it a year), so a content hash in the name
 * adds nothing, and the entry carried a map of every chunk's name and hash (~0.45 KB as served per remote entry,
 * hashes do not compress). SRI still comes from the registry-checked manifest (./chunk-integrity.cjs).
 */
const REMOTE_CHUNK = { js: '[id].js', css: '[id].css' };

function baseConfig({ dir, mode, outputPath, publicPath, uniqueName }) {
  return {
    mode,
    context: dir,
    entry: path.join(dir, 'src/index.ts'),
    // production maps are written beside the code for ops to decode stack traces, but the code does not
    // name them and neither edge serves them (they are the source)
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      uniqueName,
      clean: true,
      // webpack 5.111 + MF 2.9.2: the federation runtime resolves the entry's filename while hashes are
      // still empty (module-federation/core#5077); give it the unhashed form then (same folder depth).
      // The partner page's federation runtime keeps one name (it revalidates: ops/src/edge/static-files.ts).
      filename: (pathData) =>
        pathData.chunk?.name !== FEDERATION_RUNTIME_ENTRY && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule, cssRule, fontRule, federationEntryRule] },
    // module ids that do not depend on the checkout's folder (./stable-module-ids.cjs)
    optimization: { moduleIds: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * 'HomePage' → './src/exposes/home-page.tsx' (a module without markup: .ts): one file per expose, kebab-case.
 * Relative to the build's context, never absolute: the path names the expose's module, and so its id in
 * the bundle — an absolute one would put the checkout's folder into the bytes and the version digest.
 */
function exposesFrom(dir, names) {
  const kebab = (n) => n.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const file = (n) => {
    const base = `./src/exposes/${kebab(n)}`;
    return fs.existsSync(path.join(dir, `${base}.ts`)) ? `${base}.ts` : `${base}.tsx`;
  };
  return Object.fromEntries(names.map((n) => [`./${n}`, file(n)]));
}

/**
 * Node build of the same code: `target: 'async-node'`, a CommonJS container whose chunks load from
 * the files beside it, CSS imports dropped. The SSR service requires it from the version folder and
 * initialises it with the shell's shared singletons, so a page renders with the host's React.
 */
function serverConfig(config) {
  config.target = 'async-node';
  config.devtool = false;
  config.module = { rules: [swcRule, serverCssRule, federationEntryRule] };
  config.optimization = { ...config.optimization, minimize: false };
  config.output = { ...config.output, filename: '[name].js', chunkFilename: '[name].[contenthash:10].js', publicPath: '' };
  return config;
}

/** A remote's entry in the one list, by its folder. */
function remoteOf(dir, remotes = REMOTES) {
  const remote = remotes.find((r) => r.dir === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} is not in the list of remotes (shared/src/platform/remotes.ts)`);
  return remote;
}

/**
 * A remote, found by its folder in the one list: its `exposes` are names ('HomePage'), each in
 * src/exposes/<kebab-name>.tsx. Two builds of one version: the browser's (dist/.build) and the
 * server's (dist/.build-server, moved into the version folder as server/ by ops/src/build).
 */
function createRemoteConfig({ dir, mode = process.env.BUILD_MODE || 'production', remotes = REMOTES }) {
  const { name, exposes: pages } = remoteOf(dir, remotes);
  const exposes = exposesFrom(dir, pages);
  const browser = baseConfig({ dir, mode, outputPath: path.join(dir, 'dist/.build'), publicPath: 'auto', uniqueName: name });
  // A remote is only its container (remoteEntry.js): no page entry of its own to build or to version.
  browser.entry = {};
  browser.resolve.alias = {
    ...browser.resolve.alias,
    'edu-federation-init-container-entry$': path.join(BUNDLER_RUNTIME_DIR, 'dist/initContainerEntry.js'),
  };
  browser.output.chunkFilename = REMOTE_CHUNK.js;
  browser.plugins = [
    cssPlugin(REMOTE_CHUNK.css),
    ...pageBundlerRuntime(),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedDeps,
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // a browser build: the runtime's Node code paths (script loading in Node) are left out
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
    new StableModuleIdsPlugin(),
    // every chunk after the entry carries its SRI, from the registry-checked manifest (the entry's own is the registry's)
    new ChunkIntegrityPlugin(),
    // one share runtime in the entry: the federation's
    new DropShadowedShareRuntimePlugin(),
    // which singletons each page consumes, for the server to hint the shell's files of those it loads lazily
    new SharedFilesManifestPlugin(),
  ];
  const server = serverConfig(
    baseConfig({ dir, mode, outputPath: path.join(dir, 'dist/.build-server'), publicPath: '', uniqueName: `${name}_server` }),
  );
  server.entry = {};
  server.name = 'server';
  server.plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module' },
      exposes,
      shared: sharedDeps,
      shareStrategy: 'loaded-first',
      manifest: false,
      dts: false,
    }),
    new StableModuleIdsPlugin(),
  ];
  return [browser, server];
}

/** The host: no remote URL at build time; remotes come from the registry at runtime. */
function createShellConfig({ dir, mode = process.env.BUILD_MODE || 'production' }) {
  const browser = baseConfig({ dir, mode, outputPath: path.join(dir, 'dist'), publicPath: '/', uniqueName: 'shell' });
  browser.entry = { main: browser.entry, [FEDERATION_RUNTIME_ENTRY]: path.join(dir, 'src/federation-runtime.ts') };
  browser.optimization = { ...browser.optimization, splitChunks: singletonsInOneFile };
  browser.plugins = [
    cssPlugin(),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: shellShared,
      shareStrategy: 'loaded-first',
      // The host's manifest lists which files hold each shared singleton (used by `pnpm bench`).
      manifest: true,
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
    new DropShadowedShareRuntimePlugin(),
    new StableModuleIdsPlugin(),
    // the files of each lazily provided singleton, for the server to hint on the pages that consume it
    new SharedFilesManifestPlugin(),
    // Not minified: the SSR service fills the template's marker comments.
    new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: 'body', scriptLoading: 'defer', minify: false, chunks: ['main'] }),
    // both weights above the fold (body 400, headings 600), both subsets (@edu/ui's fonts.css): a weight found
    // only at layout swapped in after the first paint and moved the lines below it (page-images e2e)
    new FontPreloadPlugin({ pattern: /^fonts\/be-vietnam-pro-(latin|vietnamese)-(400|600)-normal\.[0-9a-f]{10}\.woff2$/, expected: 4 }),
    // what a tap does before the app has started (shell/src/early/early.ts)
    new EarlyScriptPlugin({ source: path.join(dir, 'src/early/early.ts') }),
    // the app's start-up scripts download beside `main`, not after it has run (src/index.ts names the import)
    new StartupPreloadPlugin({ names: ['bootstrap', 'singletons'] }),
  ];
  // The shell's server entry (route matching + render), a federation host for the remotes' server builds.
  const server = serverConfig(baseConfig({ dir, mode, outputPath: path.join(dir, 'dist-server'), publicPath: '', uniqueName: 'shell_server' }));
  server.name = 'server';
  server.entry = { index: path.join(dir, 'src/server/entry.ts') };
  server.output.library = { type: 'commonjs2' };
  server.plugins = [
    new ModuleFederationPlugin({
      name: 'shell_server',
      remotes: {},
      shared: shellShared,
      shareStrategy: 'loaded-first',
      manifest: false,
      dts: false,
    }),
    new StableModuleIdsPlugin(),
  ];
  return [browser, server];
}

module.exports = { baseConfig, createRemoteConfig, createShellConfig, exposesFrom };
