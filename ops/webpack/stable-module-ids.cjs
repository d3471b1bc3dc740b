/**
 * Builds that do not depend on where the checkout is. Webpack's deterministic module ids hash each
 * module's name relative to the build's folder — but two kinds of name keep absolute paths: extracted CSS
 * modules (`css|/abs/…`) and Module Federation's runtime entry, written to
 * node_modules/.federation/entry.<hash>.js with the hash taken over absolute paths. Their ids, and
 * through id collisions their neighbours', changed with the checkout's folder, and so did the bytes and
 * the version digest of every build. This is webpack's own DeterministicModuleIdsPlugin (same helpers,
 * same id space) over names with the repository's folder and that hash taken out.
 */
const path = require('node:path');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');

const REPO = path.resolve(__dirname, '../..');
const FEDERATION_ENTRY = /\.federation[\\/]entry\.[0-9a-f]+\.js(\|[0-9a-f]+)?/g;

/** A module's name as webpack's deterministic ids see it, with nothing of where the checkout is. */
function portableName(module, context, root) {
  return getFullModuleName(module, context, root).split(REPO).join('').replace(FEDERATION_ENTRY, '.federation/entry.js');
}

class StableModuleIdsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StableModuleIdsPlugin', (compilation) => {
      compilation.hooks.moduleIds.tap('StableModuleIdsPlugin', () => {
        const { chunkGraph } = compilation;
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (module) => portableName(module, compiler.context, compiler.root),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunkGraph.setModuleId(module, id);
            return true;
          },
          [10 ** 3],
          10,
          usedIds.size,
        );
      });
    });
  }
}

module.exports = { StableModuleIdsPlugin, portableName };
