/**
 * Subresource Integrity for every chunk a remote loads after its entry.
 *
 * The shell checks remoteEntry.js against the registry's SRI; this plugin carries the chain on: the
 * entry's runtime holds the sha384 of each JS and CSS chunk and puts it on the <script>/<link> it
 * creates, so the browser refuses a chunk whose bytes differ from the build's. A refused chunk fails
 * like any chunk load (the remote's retry card) and is announced with a DOM event the shell reports.
 *
 * The federation runtime also fetches an expose's files itself, in parallel with the entry, as the
 * manifest lists them: so mf-manifest.json gets an `integrity` map (file → sha384) too; the manifest's
 * own hash is in the registry, and the shell puts these on the tags the runtime creates.
 *
 * The hashes are only known once the chunks are final (after minifying and webpack's real content
 * hashes), while the runtime that holds them is generated earlier: it gets placeholders of exactly
 * the final length, replaced in place at the end — so the entry's source map stays right.
 */
const crypto = require('node:crypto');

const NAME = 'EduChunkIntegrityPlugin';
/** Announced on window when a chunk with an integrity hash fails to load (the shell tells tampering from a 404). */
const REFUSED_EVENT = 'edu:subresource-refused';
const HASH_CHARS = 64; // base64 of a sha384 digest
const MANIFEST = 'mf-manifest.json';
const SOURCE_TYPES = { js: 'javascript', css: 'css/mini-extract' };

const sri = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/** The JSON of chunk id → placeholder, one placeholder per chunk and kind, of the final hash's length. */
function placeholderMap(state, compilation, kind) {
  const map = {};
  // in chunk-id order, so the runtime's bytes do not depend on the order chunks were created in
  const chunks = [...compilation.chunks].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  for (const chunk of chunks) {
    if (chunk.hasRuntime() || chunk.id === null) continue;
    if (!compilation.chunkGraph.getChunkModulesIterableBySourceType(chunk, SOURCE_TYPES[kind])) continue;
    const key = `${kind}:${chunk.id}`;
    if (!state.placeholders.has(key)) {
      const tag = `EDUSRI${kind.toUpperCase()}${state.placeholders.size}Z`;
      state.placeholders.set(key, { kind, chunk, text: `sha384-${tag.padEnd(HASH_CHARS, 'Q')}` });
    }
    map[chunk.id] = state.placeholders.get(key).text;
  }
  return JSON.stringify(map);
}

const onRefused = (tag) =>
  `${tag}.addEventListener("error", function () { dispatchEvent(new CustomEvent(${JSON.stringify(REFUSED_EVENT)}, { detail: { url: ${tag}.src || ${tag}.href, integrity: ${tag}.integrity } })); });`;

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const state = { placeholders: new Map() };

      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        [
          source,
          `var eduChunkSri = ${placeholderMap(state, compilation, 'js')};`,
          'if (chunkId !== undefined && eduChunkSri[chunkId]) {',
          '  script.integrity = eduChunkSri[chunkId];',
          '  script.crossOrigin = "anonymous";',
          `  ${onRefused('script')}`,
          '}',
        ].join('\n'),
      );

      const MiniCssExtractPlugin = require('mini-css-extract-plugin');
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(NAME, (source, varNames) =>
        [
          source,
          `var eduCssSri = ${placeholderMap(state, compilation, 'css')};`,
          `if (eduCssSri[${varNames.chunkId}]) {`,
          `  ${varNames.tag}.integrity = eduCssSri[${varNames.chunkId}];`,
          `  ${varNames.tag}.crossOrigin = "anonymous";`,
          `  ${onRefused(varNames.tag)}`,
          '}',
        ].join('\n'),
      );

      // After the real content hashes: the chunks' bytes are final here.
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        if (!state.placeholders.size) return;
        const hashes = new Map();
        for (const [key, { kind, chunk }] of state.placeholders) {
          const ext = kind === 'js' ? '.js' : '.css';
          const file = [...chunk.files].find((f) => f.endsWith(ext));
          if (!file) throw new Error(`${NAME}: chunk ${chunk.id} has no ${ext} file to hash`);
          hashes.set(key, sri(compilation.getAsset(file).source.buffer()));
        }
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const asset = compilation.getAsset(file);
            let code = asset.source.source().toString();
            if (!code.includes('sha384-EDUSRI')) continue;
            for (const [key, { text }] of state.placeholders) code = code.split(text).join(hashes.get(key));
            if (code.includes('sha384-EDUSRI')) throw new Error(`${NAME}: a placeholder was left in ${file}`);
            compilation.updateAsset(file, new webpack.sources.RawSource(code));
          }
        }
      });

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
        const json = { ...JSON.parse(manifest.source.source().toString()), integrity };
        compilation.updateAsset(MANIFEST, new webpack.sources.RawSource(JSON.stringify(json, null, 2)));
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin, REFUSED_EVENT };
