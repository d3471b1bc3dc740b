/**
 * A remote version that needs more of the page's runtime than the live shell provides is refused at publish
 * (`pnpm ops publish`), not broken at run time: since 0def8d0 a remote's chunk loader asks the page for each
 * chunk's hash, and a shell deployed before it has no lookup (every chunk refused, the canary rolled back).
 * Each build records its side in mf-manifest.json (ops/webpack/runtime-contract.cjs); publish compares them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishRemote } from '../../src/registry/publish';
import { promote, setCanary } from '../../src/registry/pointers';
import { readState } from '../../src/registry/store';
import { writeRemoteBuild } from '../support/remote-build';

const { CHUNK_INTEGRITY_LOOKUP, SHELL_PROVIDES } = require('../../webpack/runtime-contract.cjs') as {
  CHUNK_INTEGRITY_LOOKUP: string;
  SHELL_PROVIDES: string[];
};

const REFUSAL = `runtime "${CHUNK_INTEGRITY_LOOKUP}": this build needs it of the page and the live shell does not provide it — deploy the shell first (a build whose mf-manifest.json lists it in runtimeProvides)`;

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A remote's build as the publish gate sees it; `requires` as a build from 0def8d0 on records it (old: none). */
function remoteBuild(requires: string[] | null, chunk = 'console.log("tin tức")'): string {
  const dir = writeRemoteBuild(tmp('runtime-remote-'), 'mf_content', chunk);
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (requires) manifest.runtimeRequires = requires;
  fs.writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

/** The deployed shell's manifest; `provides` as the shell's build records it (old: not recorded). */
function deployShellManifest(deployDir: string, provides: string[] | null): void {
  fs.mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
  const manifest = { name: 'shell', shared: [], ...(provides ? { runtimeProvides: provides } : {}) };
  fs.writeFileSync(path.join(deployDir, 'shell', 'mf-manifest.json'), JSON.stringify(manifest));
}

const OLD_REMOTE = null;
const NEW_REMOTE = [CHUNK_INTEGRITY_LOOKUP];
const OLD_SHELL = null;
const NEW_SHELL = SHELL_PROVIDES;

describe('publish gate: what a remote needs of the page’s runtime against the live shell', () => {
  it('the shell of this checkout provides what a remote of this checkout requires', () => {
    expect(SHELL_PROVIDES).toContain(CHUNK_INTEGRITY_LOOKUP);
  });

  it.each([
    ['an old remote on a new shell', OLD_REMOTE, NEW_SHELL, 'published'],
    ['a new remote on a new shell', NEW_REMOTE, NEW_SHELL, 'published'],
    ['a new remote on an old shell', NEW_REMOTE, OLD_SHELL, 'refused'],
    ['an old remote on an old shell', OLD_REMOTE, OLD_SHELL, 'published'],
    ['a new remote before any shell is deployed (the first deploy deploys the shell first)', NEW_REMOTE, 'none', 'published'],
    ['a remote needing what no shell provides yet, on a new shell', ['a-later-lookup'], NEW_SHELL, 'refused'],
  ] as const)('%s', async (_case, requires, shell, expected) => {
    const deployDir = tmp('runtime-deploy-');
    if (shell !== 'none') deployShellManifest(deployDir, shell === OLD_SHELL ? null : [...shell]);
    const publishing = publishRemote(deployDir, 'mf_content', remoteBuild(requires ? [...requires] : null), '1.1.0-next');
    if (expected === 'published') {
      await expect(publishing).resolves.toEqual({ kind: 'published', version: '1.1.0-next' });
      return;
    }
    const capability = requires![0]!;
    await expect(publishing).rejects.toThrow(
      `publish of mf_content@1.1.0-next refused:\n  - ${REFUSAL.replace(`"${CHUNK_INTEGRITY_LOOKUP}"`, `"${capability}"`)}`,
    );
    // nothing published: no files, no registry entry
    expect(fs.existsSync(path.join(deployDir, 'remotes', 'mf_content', '1.1.0-next'))).toBe(false);
    expect(readState(deployDir).remotes.mf_content?.versions['1.1.0-next']).toBeUndefined();
  });

  it('checks again at promote and canary: a shell put back to an old build cannot take a new remote live', async () => {
    const deployDir = tmp('runtime-deploy-');
    deployShellManifest(deployDir, NEW_SHELL);
    await publishRemote(deployDir, 'mf_content', remoteBuild(OLD_REMOTE, 'console.log("cũ")'), '1.0.0-old');
    await publishRemote(deployDir, 'mf_content', remoteBuild(NEW_REMOTE), '1.1.0-next');
    await promote(deployDir, 'mf_content', '1.0.0-old');
    deployShellManifest(deployDir, OLD_SHELL); // the shell redeployed from an older build
    await expect(promote(deployDir, 'mf_content', '1.1.0-next')).rejects.toThrow(
      `mf_content@1.1.0-next cannot run on the live shell:\n  - ${REFUSAL}`,
    );
    await expect(setCanary(deployDir, 'mf_content', '1.1.0-next', 10)).rejects.toThrow(REFUSAL);
    expect(readState(deployDir).remotes.mf_content).toMatchObject({ live: '1.0.0-old', canary: null });
  });
});
