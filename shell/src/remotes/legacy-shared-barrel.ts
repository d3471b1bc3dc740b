/**
 * Remote versions published before @edu/shared 1.3 import the whole barrel, '@edu/shared', as a shared
 * singleton; the shell and today's remotes import '@edu/shared/core' and the doors instead. Webpack
 * provides only what a build imports, so this import is what makes the shell (and the SSR host) provide
 * the barrel: the shell never calls it, and the federation runtime loads the barrel the first time such a
 * version asks for it. The barrel's core takes its state through the '@edu/shared/state' singleton, so an older
 * remote meets the same bus, session, API client and React contexts as everything else. (The whole core of 1.3,
 * '@edu/shared/core', is provided the same way without an import: ops/webpack/shared-deps.cjs, legacyProvides.)
 */
// the write hook too, a singleton the shell provides and never calls (see the file)
import './provide-mutation';

/** @public — never called: its presence makes webpack provide the barrel. */
export const loadLegacySharedBarrel = () => import('@edu/shared');
