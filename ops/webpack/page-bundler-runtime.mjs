/**
 * A remote entry's federation bundler runtime, borrowed from the page: put in place of
 * `@module-federation/webpack-bundler-runtime/dist/bundler.js` in remotes' browser builds
 * (./create-config.cjs), so an entry no longer carries its own copy (~11 KB raw, ~4 KB as served).
 *
 * The bundler runtime's functions take the build's `__webpack_require__` as an argument and keep no state
 * of their own: the shell publishes its copy before it loads a remote (shell/src/remotes/runtime-core.ts,
 * and `/federation-runtime.js` on a page without the shell). What is per build stays here: the share scope
 * object, the options, and `@module-federation/runtime`'s `init`, which finds a build's instance by that
 * build's identifier (with the shell's copy a remote would take over the shell's instance), with the one other
 * name the bundler runtime calls on it (the whole namespace kept every export and its messages). The
 * container half (`initContainerEntry`) is the remote's own too: the shell exposes nothing and is built
 * without it.
 */
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from 'edu-federation-init-container-entry';

const page = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!page) throw new Error('[federation] this remote needs the page to provide the bundler runtime (the shell, or /federation-runtime.js)');

const bundlerRuntime = { ...page.bundlerRuntime, S: {}, initContainerEntry };

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: page.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
