/**
 * The one list of remotes (shared/src/platform/remotes.ts) for CommonJS configs (webpack, jest).
 * It is TypeScript: required as is where TypeScript already loads (tsx, inside jest), through tsx's
 * API from plain Node.
 */
const FILE = '../../shared/src/platform/remotes.ts';

function load() {
  try {
    return require(FILE);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    return require('tsx/cjs/api').require(FILE, __filename);
  }
}

module.exports = { REMOTES: load().REMOTES };
