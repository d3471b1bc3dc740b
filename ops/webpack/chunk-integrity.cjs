/**
 * Subresource Integrity for every chunk a remote loads after its entry.
 *
 * The shell checks remoteEntry.js against the registry's SRI, and the version's mf-manifest.json against the
 * registry's hash of it; this plugin carries the chain on. mf-manifest.json gets an `integrity` map (file →
 * sha384) of every JS and CSS file, and the entry's chunk loader asks the page for a chunk's hash before it
 * creates the <script>/<link>: `self._EDU_CHUNK_INTEGRITY(url)` (shell/src/remotes/asset-integrity.ts), which
 * answers from a manifest whose bytes it checked — and with a hash no file has when it knows none, so the browser
 * refuses a chunk nobody vouched for as it refuses one whose bytes differ. A refused chunk fails like any chunk
 * load (the remote's retry card) and is announced with a DOM event the shell reports.
 *
 * The entry carried the ~33 hashes itself before (~1.8 KB as served on every page: base64 does not compress);
 * the manifest, which the page fetches and checks anyway, already listed them.
 */
const crypto = require('node:crypto');
const { CHUNK_INTEGRITY_LOOKUP } = require('./runtime-contract.cjs');

const NAME = 'EduChunkIntegrityPlugin';
/** Announced on window when a chunk with an integrity hash fails to load (the shell tells tampering from a 404). */
const REFUSED_EVENT = 'edu:subresource-refused';
/** What the page provides (shell/src/remotes/asset-integrity.ts: CHUNK_INTEGRITY_GLOBAL). */
const PAGE_LOOKUP = '_EDU_CHUNK_INTEGRITY';
/** Without the page's lookup: a hash no file has (the chunk is refused, not run unchecked). */
const NO_FILE_SRI = `sha384-${'A'.repeat(64)}`;
const MANIFEST = 'mf-manifest.json';

const sri = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/** Puts the page's hash for `url` on `tag`, and announces a refusal. */
const withPageIntegrity = (tag, url) =>
  [
    `var eduSri = self.${PAGE_LOOKUP};`,
    `${tag}.integrity = (typeof eduSri === "function" && eduSri(${url})) || ${JSON.stringify(NO_FILE_SRI)};`,
    `${tag}.crossOrigin = "anonymous";`,
    `${tag}.addEventListener("error", function () { dispatchEvent(new CustomEvent(${JSON.stringify(REFUSED_EVENT)}, { detail: { url: ${tag}.src || ${tag}.href, integrity: ${tag}.integrity } })); });`,
  ].join('\n');

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // every chunk script the entry's loader creates (chunkId is undefined for other scripts: none in a remote)
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        [source, 'if (chunkId !== undefined) {', withPageIntegrity('script', 'url'), '}'].join('\n'),
      );

      const MiniCssExtractPlugin = require('mini-css-extract-plugin');
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(NAME, (source, varNames) =>
        [source, withPageIntegrity(varNames.tag, varNames.href)].join('\n'),
      );

      // After the manifest plugin wrote mf-manifest.json (OPTIMIZE_TRANSFER): every file's hash beside the list.
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 }, () => {
        const manifest = compilation.getAsset(MANIFEST);
        if (!manifest) return;
        // in name order: the order assets are emitted in may vary between builds, the manifest's bytes must not
        const files = compilation
          .getAssets()
          .filter((asset) => /\.(js|css)$/.test(asset.name) && !asset.name.includes('/'))
          .sort((a, b) => (a.name < b.name ? -1 : 1));
        const integrity = Object.fromEntries(files.map((asset) => [asset.name, sri(asset.source.buffer())]));
        // and that this build needs the page's lookup: the publish gate refuses it while the live shell lacks one
        const json = { ...JSON.parse(manifest.source.source().toString()), integrity, runtimeRequires: [CHUNK_INTEGRITY_LOOKUP] };
        compilation.updateAsset(MANIFEST, new webpack.sources.RawSource(JSON.stringify(json, null, 2)));
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin, REFUSED_EVENT, PAGE_LOOKUP, NO_FILE_SRI };
