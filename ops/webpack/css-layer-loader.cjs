/**
 * Puts a package's own CSS in its cascade layer (declared in @edu/ui's tokens.css: ds, remote, shell):
 * remotes' files in `remote`, the shell's in `shell`. The design system's files declare `ds` themselves;
 * CSS from node_modules is left as it is. So a remote's rule beats the design system's and the shell's
 * beats both, whatever order the stylesheets load in (remotes load later, in any order).
 */
const path = require('node:path');

function layerOf(file) {
  const parts = path.relative(path.resolve(__dirname, '../..'), file).split(path.sep);
  if (parts[0] === 'shell') return 'shell';
  if (parts[0]?.startsWith('mf-')) return 'remote';
  return null;
}

module.exports = function cssLayerLoader(source) {
  const layer = layerOf(this.resourcePath);
  return layer ? `@layer ${layer} {\n${source}\n}\n` : source;
};
module.exports.layerOf = layerOf;
