/**
 * The contract of the shell's server build (built to `<deploy>/shell-server/index.js`), loaded from the built
 * file (the SSR service never bundles the shell): declared in @edu/shared/pages, which the shell's server
 * entry is checked against when it compiles.
 */
export type { ShellServer, ServerPage } from '@edu/shared/pages';
