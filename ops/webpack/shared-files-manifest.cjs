/**
 * Writes into mf-manifest.json what the server needs to hint a page's shared modules early (issue 31: usable
 * within 1 s of visible on a phone):
 * - `exposeShares`: per expose, the share keys its chunks consume (a remote's course page consumes the write
 *   hook, `@edu/shared/mutation`; its home page does not);
 * - `providedFiles`: per share key this build provides lazily, the files its provider loads (the shell's write
 *   hook is a small chunk of its own, loaded only by a page that writes).
 * Without the hint, a consumed module outside the shell's start-up files was requested only when the remote's
 * runtime asked for the page's chunk — one more round trip after the app started (~0.4 s on the phone profile).
 * Keys and files in name order: the manifest's bytes must not depend on the order webpack walks its graph.
 */
const NAME = 'EduSharedFilesManifestPlugin';
const MANIFEST = 'mf-manifest.json';
const EXPOSE_PREFIX = '__federation_expose_';

const sorted = (values) => [...new Set(values)].sort();
const jsFiles = (chunks) => [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** Expose name → the share keys consumed by the chunks its chunk group loads. */
function exposeShares(compilation) {
  const result = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(EXPOSE_PREFIX)) continue;
    const keys = group.chunks.flatMap((chunk) =>
      [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
        .filter((module) => module.type === 'consume-shared-module')
        .map((module) => module.options.shareKey),
    );
    if (keys.length) result[name.slice(EXPOSE_PREFIX.length)] = sorted(keys);
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Share key → the files its lazy provider loads (an eager provider has no block: its code is in the entry). */
function providedFiles(compilation) {
  const result = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || !module.blocks.length) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    const files = group ? jsFiles(group.chunks) : [];
    if (files.length) result[module._name] = sorted([...(result[module._name] ?? []), ...files]);
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : 1)));
}

class SharedFilesManifestPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // after the manifest plugin (OPTIMIZE_TRANSFER) and the chunk integrity map (+1)
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 2 }, () => {
        const manifest = compilation.getAsset(MANIFEST);
        if (!manifest) return;
        const json = {
          ...JSON.parse(manifest.source.source().toString()),
          exposeShares: exposeShares(compilation),
          providedFiles: providedFiles(compilation),
        };
        compilation.updateAsset(MANIFEST, new webpack.sources.RawSource(JSON.stringify(json, null, 2)));
      });
    });
  }
}

module.exports = { SharedFilesManifestPlugin };
