import * as RUNTIME_CORE_FOR_REMOTES from './runtime-core-exports';

/**
 * One federation runtime per page. Remotes are built with `externalRuntime` (ops/webpack/create-config.cjs):
 * their entry carries no runtime core (~25 KB gzip each) and reads the page's from
 * `self._FEDERATION_RUNTIME_CORE`: the names their bundled `@module-federation/runtime` and webpack bundler
 * runtime use (./runtime-core-exports.ts), not the whole core (the stock inject plugin's `import *` keeps
 * 60 KB the page never runs). runtime-core.test.ts checks the list against the installed version, so an
 * upgrade that needs one more name fails a test, not a learner's page.
 */
export { RUNTIME_CORE_FOR_REMOTES };

type WithRuntimeCore = { _FEDERATION_RUNTIME_CORE?: unknown };

/** Publishes the core before any remote entry runs; a core already there (another host on the page) stays. */
export function provideRuntimeCore(target: WithRuntimeCore = globalThis as WithRuntimeCore): void {
  target._FEDERATION_RUNTIME_CORE ??= RUNTIME_CORE_FOR_REMOTES;
}
