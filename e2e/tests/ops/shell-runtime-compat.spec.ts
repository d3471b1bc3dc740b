import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishRemote } from '../../../ops/src/registry/publish';
import { deployDir, liveVersion, versionDir } from '../support/registry';

/**
 * The page-runtime rule, tested on the real builds: since 0def8d0 a remote's chunk loader asks the page for each
 * chunk's hash (`self._EDU_CHUNK_INTEGRITY`), and a shell deployed before it has none — every chunk refused, the
 * retry card, the canary rolled back. Squads publish remotes alone, so `pnpm ops publish` refuses such a version
 * while the live shell lacks what it needs; the shell built from the same checkout has it.
 */
const REMOTE = 'mf_content';
const LOOKUP = 'chunk-integrity-lookup';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** A deploy folder whose shell is the live one as built before it recorded what its runtime provides. */
function deployWithOldShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'old-shell-'));
  const { runtimeProvides: _recorded, ...manifest } = readJson(path.join(deployDir(), 'shell', 'mf-manifest.json'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** A copy of the live version as built before it recorded a requirement (its chunk hashes in the entry). */
function builtBeforeTheLookup(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'old-remote-')), 'build');
  fs.cpSync(versionDir(REMOTE, liveVersion(REMOTE)!), dir, { recursive: true });
  const { runtimeRequires: _required, ...manifest } = readJson(path.join(dir, 'mf-manifest.json'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

test.describe('a remote that needs more of the page than the live shell provides (independent deploys)', () => {
  test('the builds record both sides: the live remote needs the lookup, the deployed shell provides it', () => {
    expect(readJson(path.join(versionDir(REMOTE, liveVersion(REMOTE)!), 'mf-manifest.json')).runtimeRequires).toEqual([LOOKUP]);
    expect(readJson(path.join(deployDir(), 'shell', 'mf-manifest.json')).runtimeProvides).toContain(LOOKUP);
  });

  test('on a shell deployed before the lookup, a remote that needs it is refused at publish, and nothing is published', async () => {
    const oldShell = deployWithOldShell();
    const version = `${liveVersion(REMOTE)!}-old-shell-${Date.now()}`;
    await expect(publishRemote(oldShell, REMOTE, versionDir(REMOTE, liveVersion(REMOTE)!), version)).rejects.toThrow(
      `publish of ${REMOTE}@${version} refused:\n  - runtime "${LOOKUP}": this build needs it of the page and the live shell does not provide it — deploy the shell first (a build whose mf-manifest.json lists it in runtimeProvides)`,
    );
    expect(fs.existsSync(path.join(oldShell, 'remotes', REMOTE, version))).toBe(false);
    expect(fs.existsSync(path.join(oldShell, 'registry.json'))).toBe(false);
  });

  test('a version built before the requirement was recorded still publishes on that old shell', async () => {
    const version = `${liveVersion(REMOTE)!}-before-${Date.now()}`;
    await expect(publishRemote(deployWithOldShell(), REMOTE, builtBeforeTheLookup(), version)).resolves.toEqual({ kind: 'published', version });
  });
});
