/**
 * '@edu/shared/core' as remote versions built against @edu/shared 1.3 consume it: a shared singleton, whole.
 * From 1.4 the core is an unshared barrel (each app bundles the helpers it calls) and the state is the
 * singleton '@edu/shared/state'. The shell still provides the 1.3 key from this file (ops/webpack/shared-deps.cjs,
 * `legacyProvides`), loaded only when such a version asks for it; its state comes through '@edu/shared/state',
 * so an older remote meets the page's one session, bus and API client.
 */
export * from './core';
