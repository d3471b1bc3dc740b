/**
 * What a page's federation runtime offers remote entries beyond Module Federation's own, by name — recorded by
 * each build in its mf-manifest.json: the shell's `runtimeProvides`, a remote's `runtimeRequires`. Squads publish
 * remotes alone, so the publish gate (ops/src/registry/shell-runtime.ts) refuses a remote version whose
 * requirement the live shell lacks, instead of a page refusing its chunks at run time.
 */

/** `self._EDU_CHUNK_INTEGRITY(url)` (shell/src/remotes/asset-integrity.ts): a remote's chunk loader asks it (since 0def8d0). */
const CHUNK_INTEGRITY_LOOKUP = 'chunk-integrity-lookup';

/** What the shell's runtime provides (a name is added here in the change that makes the shell provide it). */
const SHELL_PROVIDES = [CHUNK_INTEGRITY_LOOKUP];

const MANIFEST = 'mf-manifest.json';
const NAME = 'EduRuntimeContractPlugin';

/** Sets `fields` on mf-manifest.json once the manifest plugin has written it (OPTIMIZE_TRANSFER). */
class ManifestFieldsPlugin {
  constructor(fields) {
    this.fields = fields;
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 }, () => {
        const manifest = compilation.getAsset(MANIFEST);
        if (!manifest) throw new Error(`${NAME}: no ${MANIFEST} to record the runtime contract in (manifest: true?)`);
        const json = { ...JSON.parse(manifest.source.source().toString()), ...this.fields };
        compilation.updateAsset(MANIFEST, new webpack.sources.RawSource(JSON.stringify(json, null, 2)));
      });
    });
  }
}

/** The shell's build: what its runtime provides. */
const shellRuntimeContract = () => new ManifestFieldsPlugin({ runtimeProvides: SHELL_PROVIDES });

module.exports = { CHUNK_INTEGRITY_LOOKUP, SHELL_PROVIDES, shellRuntimeContract };
