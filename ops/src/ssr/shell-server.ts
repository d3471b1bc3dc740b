/**
 * The contract of the shell's server build (shell/src/server, built to `<deploy>/shell-server/index.js`):
 * typed from the shell's sources, loaded from the built file (the SSR service never bundles the shell).
 */
import type * as ShellServerModule from '../../../shell/src/server/index';

export type ShellServer = typeof ShellServerModule;
export type { ServerPage } from '../../../shell/src/server/index';
