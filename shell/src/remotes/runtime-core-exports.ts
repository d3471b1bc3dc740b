/**
 * The names of the federation runtime core that a remote built with `externalRuntime` reads from the
 * page (see ./runtime-core.ts); runtime-core.test.ts checks this list against the installed runtime.
 */
export {
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
