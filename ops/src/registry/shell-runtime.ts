/**
 * What a remote version needs of the page's federation runtime beyond Module Federation's own, against what the
 * live shell's runtime provides (ops/webpack/runtime-contract.cjs: each build records its side in mf-manifest.json;
 * the shell's is read by ./shared-compat.ts liveShell).
 * Squads publish remotes alone: a version the live shell cannot run is refused at publish (and again at promote
 * and canary), not found out by a page refusing its chunks. No import of the shell's sources (the ops console's
 * pruned install uses it).
 */

/** One line per requirement the shell lacks. A version built before requirements were recorded requires nothing. */
export function runtimeConflicts(requires: unknown, provides: string[]): string[] {
  const needed = Array.isArray(requires) ? requires.filter((r): r is string => typeof r === 'string') : [];
  return needed
    .filter((capability) => !provides.includes(capability))
    .map(
      (capability) =>
        `runtime "${capability}": this build needs it of the page and the live shell does not provide it — deploy the shell first (a build whose mf-manifest.json lists it in runtimeProvides)`,
    );
}
