/**
 * Remote versions published before @edu/shared 1.3 import the whole barrel, '@edu/shared', as a shared
 * singleton; the shell and today's remotes import '@edu/shared/core' and the doors instead. Webpack
 * provides only what a build imports, so this import is what makes the shell (and the SSR host) provide
 * the barrel: the shell never calls it, and the federation runtime loads the barrel the first time such a
 * version asks for it. The barrel takes the core through the shared singleton, so an older remote meets
 * the same bus, session, API client and React contexts as everything else.
 */
/** @public — never called: its presence makes webpack provide the barrel. */
export const loadLegacySharedBarrel = () => import('@edu/shared');
