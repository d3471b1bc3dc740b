/**
 * swc-loader hands webpack its source map as a JSON string, naming the file by its absolute path.
 * Webpack makes a map's paths relative to the build only when the map is an object, and hashes the
 * map with the module: every module's hash, every chunk's first hash, carried the checkout's folder.
 * Terser minifies the entry while it still holds those first hashes (the real content hashes replace
 * them after), and its short names follow the letters it sees — so another checkout gave the same
 * code other names, at random. Parsed here, the map is made relative and the hashes are the same.
 */
module.exports = function parseSourceMap(source, map) {
  this.callback(null, source, typeof map === 'string' ? JSON.parse(map) : map);
};
