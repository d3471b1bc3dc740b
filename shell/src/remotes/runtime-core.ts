import * as RUNTIME_CORE_FOR_REMOTES from './runtime-core-exports';
import { provideChunkIntegrity, type WithChunkIntegrity } from './asset-integrity';

/**
 * One federation runtime per page. Remotes are built with `externalRuntime` (ops/webpack/create-config.cjs):
 * their entry carries no runtime core (~25 KB gzip each) and reads the page's from
 * `self._FEDERATION_RUNTIME_CORE`: the names their bundled `@module-federation/runtime` and webpack bundler
 * runtime use (./runtime-core-exports.ts), not the whole core (the stock inject plugin's `import *` keeps
 * 60 KB the page never runs). runtime-core.test.ts checks the list against the installed version, so an
 * upgrade that needs one more name fails a test, not a learner's page.
 *
 * Nor does a remote entry carry the webpack bundler runtime (~4 KB as served each): it borrows this build's
 * functions from `self._FEDERATION_BUNDLER_RUNTIME` and keeps its own state (ops/webpack/page-bundler-runtime.mjs).
 */
export { RUNTIME_CORE_FOR_REMOTES };

/** The part of this build's `__webpack_require__.federation` a remote entry borrows: functions only, no state. */
export interface PageBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

type Federation = { bundlerRuntime?: Record<string, unknown>; attachShareScopeMap?: unknown };
declare const __webpack_require__: { federation?: Federation } | undefined;

/** This build's bundler runtime (webpack puts it on its require function); none outside webpack (tests, Node). */
function ownBundlerRuntime(): PageBundlerRuntime | undefined {
  const federation = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__?.federation;
  if (!federation?.bundlerRuntime) return undefined;
  return { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
}

type WithRuntimeCore = WithChunkIntegrity & { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_BUNDLER_RUNTIME?: PageBundlerRuntime };

/**
 * Publishes the core, the bundler runtime and the chunks' hashes (a remote entry's chunk loader asks the page
 * for them: ./asset-integrity.ts) before any remote entry runs; what another host put there stays.
 */
export function provideRuntimeCore(target: WithRuntimeCore = globalThis as WithRuntimeCore, bundler = ownBundlerRuntime()): void {
  target._FEDERATION_RUNTIME_CORE ??= RUNTIME_CORE_FOR_REMOTES;
  if (bundler) target._FEDERATION_BUNDLER_RUNTIME ??= bundler;
  provideChunkIntegrity(target);
}
