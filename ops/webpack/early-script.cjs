/**
 * The shell page's early script (shell/src/early/early.ts): compiled and minified on its own (no webpack
 * runtime, no federation: ~1 KB), emitted as `early.<contenthash>.js` (served immutable, same-origin for the
 * CSP) and put in the page's <head> as an async script, so it runs before the app has even been fetched.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'EduEarlyScriptPlugin';
/** The budget the design promises (docs/decisions/2026-11-27-actions-before-the-app.md). */
const MAX_BYTES = 1536;

/** The minified script, and its source map (kept beside it for ops like every chunk's: never named, never served). */
function compileEarlyScriptWithMap(source) {
  const { transformSync } = require('@swc/core');
  const { code, map } = transformSync(fs.readFileSync(source, 'utf8'), {
    filename: source,
    sourceFileName: 'webpack://shell/src/early/early.ts',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019', minify: { compress: true, mangle: true } },
    minify: true,
    module: undefined,
    isModule: false,
    sourceMaps: true,
  });
  return { code: code.replace(/\n?\/\/# sourceMappingURL=.*$/m, '').trim(), map };
}

function compileEarlyScript(source) {
  return compileEarlyScriptWithMap(source).code;
}

class EarlyScriptPlugin {
  constructor({ source }) {
    this.source = source;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let file = null;
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { code, map } = compileEarlyScriptWithMap(this.source);
        if (Buffer.byteLength(code) > MAX_BYTES) throw new Error(`${NAME}: the early script is ${Buffer.byteLength(code)} bytes, over ${MAX_BYTES}`);
        file = `early.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(file, new RawSource(code));
        if (map) compilation.emitAsset(`${file}.map`, new RawSource(map));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        // high: an async script is fetched at low priority, after the head's preloads (HTTP/1.1: ~1.2 s on the phone)
        if (file)
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: NAME },
            attributes: { src: `${publicPath}${file}`, async: true, fetchpriority: 'high' },
          });
        return data;
      });
    });
  }
}

module.exports = { EarlyScriptPlugin, compileEarlyScript, MAX_BYTES };
