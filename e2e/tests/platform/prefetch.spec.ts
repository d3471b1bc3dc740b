import { expect, test, type Page } from '@playwright/test';

/**
 * SPEC §2's prefetch 1 s after ready warms what the page can lead to — the remotes the links on screen go
 * to — not every remote; a link the learner touches (a menu opened later) warms its remote at once.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

function prefetchedEntries(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const m = /\/remotes\/([a-z_]+)\/[^/]+\/remoteEntry\.js$/.exec(new URL(req.url()).pathname);
    if (m) seen.add(m[1]!);
  });
  return seen;
}

test('on a phone, only the remotes the page links to are prefetched; touching a menu link warms its remote', async ({ page }) => {
  const entries = prefetchedEntries(page);
  await page.goto('/gioi-thieu');
  await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
  await page.waitForTimeout(1800);
  // the page itself (mf_content) and what the links on screen lead to; Home-study is only in the closed menu
  expect(entries.has('mf_learning'), `prefetched: ${[...entries].join(', ')}`).toBe(false);

  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const homeStudy = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home-study' });
  await homeStudy.dispatchEvent('touchstart');
  await expect.poll(() => entries.has('mf_learning')).toBe(true);
});
