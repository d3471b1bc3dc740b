/**
 * One share runtime per build. webpack's RuntimePlugin adds its own `sharing` runtime module (a share scope
 * object, `register` calls for every shared module, `__webpack_require__.I`) whenever the share scope is used,
 * and `@module-federation/enhanced` adds its own after it, which sets `__webpack_require__.S` and `.I` again
 * (to the federation runtime's): webpack's code only ran to be replaced — ~1 KB raw, ~0.2 KB as served, in
 * every remote entry. This drops webpack's where the federation's is in the same chunk.
 */
// the webpack these configs build with (./create-config.cjs): the class is compared by identity
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'EduDropShadowedShareRuntimePlugin';

class DropShadowedShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const added = [];
      compilation.hooks.runtimeModule.tap(NAME, (module, chunk) => {
        if (module instanceof WebpackShareRuntimeModule) added.push({ module, chunk });
      });
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const { module, chunk } of added) {
          const federation = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) => other !== module && other.name === 'sharing' && !(other instanceof WebpackShareRuntimeModule),
          );
          if (federation) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        }
      });
    });
  }
}

module.exports = { DropShadowedShareRuntimePlugin };
