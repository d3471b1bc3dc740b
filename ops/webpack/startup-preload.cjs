/**
 * Hints the shell's start-up scripts in its page's <head>. `main` asks for them only once it runs (its async
 * boundary imports the app, which needs the shared singletons: React, the router, the core), so on a slow line
 * they were requested ~1 s after the page and downloaded last, alone (issue 31, docs/measurements.md). Hinted,
 * they download beside `main` and the page's remote files, and the app starts when the last byte arrives.
 *
 * Which files: the entry's script, then the JavaScript and CSS of the named chunk groups (the app's start-up import,
 * the singletons' file). `<link rel=preload as=script>` without `crossorigin`: the shell's chunk loader adds
 * none, and a preload is only reused by a request in the same mode. Same-origin, so the CSP's script-src 'self'
 * covers them; the shell's own chunks carry no integrity attribute (remotes' do: ./chunk-integrity.cjs).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'EduStartupPreloadPlugin';

/**
 * The files to hint: the entry's own script first (its <script defer> sits at the end of <body>, so on HTTP/1.1 it
 * queued behind everything the head asked for), then those of `names` (chunk group or chunk names), each once.
 */
function startupFiles(compilation, names, entry) {
  const entryFiles = new Set(compilation.entrypoints.get(entry)?.getFiles() ?? []);
  const files = [...entryFiles].filter((file) => file.endsWith('.js'));
  if (!files.length) throw new Error(`${NAME}: no script for the entry ${entry}`);
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    const chunks = group ? group.chunks : [compilation.namedChunks.get(name)].filter(Boolean);
    if (!chunks.length) throw new Error(`${NAME}: no chunk or chunk group named ${name}`);
    for (const chunk of chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
  }
  return files;
}

const preloadTag = (href) => ({
  tagName: 'link',
  voidTag: true,
  meta: { plugin: NAME },
  // a chunk's CSS too: the chunk loader waits for its stylesheet before it runs the chunk
  attributes: { rel: 'preload', href, as: href.endsWith('.css') ? 'style' : 'script' },
});

class StartupPreloadPlugin {
  constructor({ names, entry = 'main' }) {
    this.names = names;
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        data.headTags.push(...startupFiles(compilation, this.names, this.entry).map((file) => preloadTag(`${publicPath}${file}`)));
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
