/**
 * The write hook, '@edu/shared/mutation', is a singleton the remotes' pages consume; the shell never writes
 * itself. Webpack provides only what a build imports, so this import is what makes the shell (and the SSR
 * host) provide it: never called, and the federation runtime loads it the first time a page that writes asks.
 * It must be the shell's: its TanStack Query is the one the page's QueryClient (in '@edu/shared/state') uses.
 */
/** @public — never called: its presence makes webpack provide the write hook. */
export const loadMutationHook = () => import('@edu/shared/mutation');
