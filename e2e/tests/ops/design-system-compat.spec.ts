import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishRemote } from '../../../ops/src/registry/publish';
import { deployDir, liveVersion, promote, setLive, versionDir } from '../support/registry';

/**
 * The design system's compatibility rule, tested rather than assumed: @edu/ui is a singleton the shell
 * provides. A remote built against the previous minor (it declares @edu/ui 1.0.0, ^1.0.0) publishes and
 * renders with the shell's newer copy; one built against a newer minor than the live shell is refused
 * at publish, before any learner could load it.
 */
const REMOTE = 'mf_content';
const UI = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../ui/package.json'), 'utf8')) as { version: string };

/** A copy of the live version whose build declares another @edu/ui version, as if built against it. */
function builtAgainst(uiVersion: string): string {
  const from = versionDir(REMOTE, liveVersion(REMOTE)!);
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ui-compat-')), 'build');
  fs.cpSync(from, dir, { recursive: true });
  const esc = UI.version.replace(/\./g, '\\.');
  let patched = 0;
  for (const file of ['remoteEntry.js', 'server/remoteEntry.js']) {
    const full = path.join(dir, file);
    const before = fs.readFileSync(full, 'utf8');
    const after = before
      // what the container offers to the share scope, and what it asks of it (minified or not)
      .replace(new RegExp(`("@edu/ui",\\s*")${esc}"`, 'g'), `$1${uiVersion}"`)
      .replace(
        new RegExp(`("@edu/ui":\\s*\\[\\{\\s*version:\\s*")${esc}("[\\s\\S]*?"?requiredVersion"?:\\s*"\\^)${esc}"`, 'g'),
        `$1${uiVersion}$2${uiVersion}"`,
      )
      .replace(new RegExp(`requiredVersion:\\s*"\\^${esc}"(,[^{}]*?shareKey:\\s*"@edu/ui")`, 'g'), `requiredVersion:"^${uiVersion}"$1`);
    // declared as webpack's share runtime has it, or (the browser entry, whose shadowed share runtime is dropped:
    // ops/webpack/drop-shadowed-share-runtime.cjs) only as the federation runtime's share map has it
    const ui = uiVersion.replace(/\./g, '\\.');
    const declared = new RegExp(`"@edu/ui",\\s*"${ui}"|"@edu/ui":\\s*\\[\\{\\s*version:\\s*"${ui}"`);
    if (declared.test(after)) patched += 1;
    fs.writeFileSync(full, after);
  }
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    shared: Array<{ name: string; version: string; requiredVersion?: string }>;
  };
  for (const s of manifest.shared) if (s.name === '@edu/ui') Object.assign(s, { version: uiVersion, requiredVersion: `^${uiVersion}` });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  expect(patched, 'the browser and server entries both declare @edu/ui').toBe(2);
  return dir;
}

test.describe('design system compatibility (a shared singleton across independent deploys)', () => {
  test.beforeAll(() => {
    expect(UI.version).toMatch(/^1\.[1-9]\d*\.\d+$/); // the rule below needs a previous minor to exist
  });

  test('a remote built against the previous minor publishes, and renders with the shell’s newer design system', async ({ page }) => {
    const live = liveVersion(REMOTE)!;
    const older = `${live.split('-ui')[0]}-ui100-${Date.now()}`;
    const outcome = await publishRemote(deployDir(), REMOTE, builtAgainst('1.0.0'), older);
    expect(outcome.kind).toBe('published');
    try {
      await promote(deployDir(), REMOTE, older);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto('/tin-tuc');
      await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-remote-version', older);
      await expect(page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Đường dẫn' })).toBeVisible(); // an @edu/ui component
      await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: 'Trang 2' }).click();
      await expect(page).toHaveURL(/\/tin-tuc\?page=2$/);
      // one design system runs, the shell's newer one, whatever the remote was built against
      // read once the app has started on the page (a click before it is an ordinary page load, whose app
      // starts after its largest paint): until then no shared module is loaded yet
      const loadedUi = () =>
        page.evaluate(() => {
          const share =
            (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } })
              .__FEDERATION__?.__SHARE__ ?? {};
          const seen = new Set<string>();
          for (const scopes of Object.values(share)) {
            for (const [version, entry] of Object.entries(scopes.default?.['@edu/ui'] ?? {})) if (entry.loaded) seen.add(version);
          }
          return [...seen];
        });
      // (the remote's own 1.0.0 copy is registered but never loaded)
      await expect.poll(loadedUi).toEqual([UI.version]);
      expect(errors).toEqual([]);
    } finally {
      await setLive(REMOTE, live);
    }
  });

  test('a remote built against a newer minor than the live shell is refused at publish', async () => {
    const [major, minor] = UI.version.split('.').map(Number);
    const newer = `${major}.${minor! + 1}.0`;
    const version = `${liveVersion(REMOTE)!.split('-ui')[0]}-ui-next-${Date.now()}`;
    await expect(publishRemote(deployDir(), REMOTE, builtAgainst(newer), version)).rejects.toThrow(
      `shared "@edu/ui": built for ^${newer} but the live shell provides ${UI.version} — deploy the shell first, or build against ${UI.version}`,
    );
    expect(fs.existsSync(versionDir(REMOTE, version))).toBe(false);
  });
});
