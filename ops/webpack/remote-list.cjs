/**
 * The one list of remotes (shared/src/platform/remotes.ts) for CommonJS configs (webpack, jest), each with
 * its full list of exposes: the pages its routes name (shared/src/pages, one place per page) and its own
 * extra exposes. It is TypeScript: required as is where TypeScript already loads (tsx, inside jest),
 * through tsx's API from plain Node.
 */
function load(file) {
  try {
    return require(file);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    return require('tsx/cjs/api').require(file, __filename);
  }
}

const { REMOTES } = load('../../shared/src/platform/remotes.ts');
const { exposesOf } = load('../../shared/src/pages/exposes.ts');

module.exports = { REMOTES: REMOTES.map((remote) => ({ ...remote, exposes: exposesOf(remote) })) };
