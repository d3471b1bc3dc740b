import { expect, test, type Page } from '@playwright/test';

/**
 * SPEC §2's prefetch 1 s after ready warms what the page can lead to — the manifests of the remotes the
 * links on screen go to — and no remote's code: a link the learner touches (a menu opened later) loads
 * its page's code at once, before the tap becomes a click.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** Remote name → the files of it the page requested, by kind. */
function remoteRequests(page: Page): { manifests: Set<string>; entries: Set<string>; apiClient: boolean } {
  const seen = { manifests: new Set<string>(), entries: new Set<string>(), apiClient: false };
  page.on('request', (req) => {
    // the shell's API client (axios and its auth handling): a server-rendered page reads without it
    if (/\/api-client\.[0-9a-f]+\.js$/.test(req.url())) seen.apiClient = true;
    const m = /\/remotes\/([a-z_]+)\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.exec(new URL(req.url()).pathname);
    if (m) (m[2] === 'remoteEntry.js' ? seen.entries : seen.manifests).add(m[1]!);
  });
  return seen;
}

test('on a phone, only the manifests of the remotes the page links to are prefetched; touching a menu link loads its page and the API client', async ({
  page,
}) => {
  const seen = remoteRequests(page);
  await page.goto('/gioi-thieu');
  await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
  await page.waitForTimeout(1800);
  // what the links on screen lead to: their manifests (the page's own remote is mf_content)
  expect(seen.manifests.size, `manifests: ${[...seen.manifests].join(', ')}`).toBeGreaterThan(1);
  // no other remote's code on idle; Home-study (mf_learning) is only in the closed menu
  expect([...seen.entries]).toEqual(['mf_content']);
  expect(seen.manifests.has('mf_learning'), `manifests: ${[...seen.manifests].join(', ')}`).toBe(false);
  expect(seen.apiClient, 'the API client loaded before any link was touched').toBe(false);

  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const homeStudy = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home-study' });
  await homeStudy.dispatchEvent('touchstart');
  await expect.poll(() => seen.entries.has('mf_learning')).toBe(true);
  await expect.poll(() => seen.apiClient).toBe(true);
  await homeStudy.click();
  await expect(page).toHaveURL(/\/home-study$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
