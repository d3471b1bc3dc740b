/** The monolith build loads no remote entry: the runtime core the shell would provide them is empty. */
const nothing = undefined;
export {
  nothing as CurrentGlobal,
  nothing as Module,
  nothing as ModuleFederation,
  nothing as assert,
  nothing as getGlobalFederationConstructor,
  nothing as getRemoteEntry,
  nothing as getRemoteInfo,
  nothing as helpers,
  nothing as loadScript,
  nothing as loadScriptNode,
  nothing as registerGlobalPlugins,
  nothing as satisfy,
  nothing as setGlobalFederationConstructor,
  nothing as setGlobalFederationInstance,
};
