/**
 * Module Federation writes its runtime entry (node_modules/.federation/entry.<hash>.js) with absolute
 * import paths, and webpack names an import's variable after its request. Terser's mangling weighs the
 * letters of the names it sees, so the same code came out in other bytes (another version digest) in
 * another checkout. The paths are made relative to the entry's folder: the same files, the same names.
 */
const path = require('node:path');

module.exports = function portableFederationEntry(source) {
  const nodeModules = path.resolve(path.dirname(this.resourcePath), '..') + path.sep;
  return source.split(`'${nodeModules}`).join(`'..${path.sep}`).split(`"${nodeModules}`).join(`"..${path.sep}`);
};
