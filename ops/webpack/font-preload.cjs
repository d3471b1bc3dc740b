/**
 * Preloads the shell's first web font files in its page's <head>: the browser otherwise finds them only
 * after the stylesheet has been parsed and text laid out, one round trip later. Which files: those whose
 * emitted name (fonts/<name>.<hash>.woff2, named by content) matches `pattern` — the weight used above the
 * fold, both subsets a Vietnamese page needs. `crossorigin` because fonts are fetched in CORS mode: without
 * it the preload would not be reused. The server-rendered page is the same template (ops/src/ssr).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'EduFontPreloadPlugin';

/** `<link rel=preload>` tags for the emitted files matching `pattern`, in name order (stable bytes). */
function preloadTags(assetNames, pattern, publicPath) {
  return assetNames
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => ({
      tagName: 'link',
      voidTag: true,
      meta: { plugin: NAME },
      attributes: { rel: 'preload', href: `${publicPath}${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
    }));
}

class FontPreloadPlugin {
  constructor({ pattern, expected }) {
    this.pattern = pattern;
    this.expected = expected;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const tags = preloadTags(Object.keys(compilation.assets), this.pattern, publicPath);
        // a renamed font file would silently drop the preload
        if (tags.length !== this.expected) throw new Error(`${NAME}: ${tags.length} font files match ${this.pattern}, expected ${this.expected}`);
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}

module.exports = { FontPreloadPlugin, preloadTags };
