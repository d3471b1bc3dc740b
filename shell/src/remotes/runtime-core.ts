import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * One federation runtime per page. Remotes are built with `externalRuntime` (ops/webpack/create-config.cjs):
 * their entry carries no runtime core (~25 KB gzip each) and reads the page's from
 * `self._FEDERATION_RUNTIME_CORE`. These are the names their bundled `@module-federation/runtime` and
 * webpack bundler runtime use — not the whole namespace (the stock inject plugin's `import *` would keep
 * 60 KB of core the page never runs). ops/test/runtime-core-names.test.ts checks the list against the
 * installed version, so an upgrade that needs one more name fails a test, not a learner's page.
 */
export const RUNTIME_CORE_FOR_REMOTES = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

type WithRuntimeCore = { _FEDERATION_RUNTIME_CORE?: unknown };

/** Publishes the core before any remote entry runs; a core already there (another host on the page) stays. */
export function provideRuntimeCore(target: WithRuntimeCore = globalThis as WithRuntimeCore): void {
  target._FEDERATION_RUNTIME_CORE ??= RUNTIME_CORE_FOR_REMOTES;
}
