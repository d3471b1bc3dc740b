import { expect, test } from '@playwright/test';
import { remoteBucket } from '../../../shared/src/platform/registry';
import { deployDir, liveVersion, publishCopy, setCanary } from '../support/registry';

const REMOTE = 'mf_content';

test.describe('canary and the ops status page', () => {
  test('a browser stays in its canary bucket', async ({ page, context, baseURL }) => {
    const live = liveVersion(REMOTE)!;
    const canary = await publishCopy(REMOTE, 'canary');
    await setCanary(deployDir(), REMOTE, canary, 30);
    try {
      const seen: string[] = [];
      page.on('request', (r) => r.url().includes(`/remotes/${REMOTE}/`) && seen.push(r.url()));
      // each remote shuffles the browser's bucket its own way: pick one browser in this remote's 30 % and one outside
      const browsers = [...Array(100).keys()];
      const inCanary = String(browsers.find((b) => remoteBucket(REMOTE, b) < 30));
      const outside = String(browsers.find((b) => remoteBucket(REMOTE, b) >= 30));
      for (const [bucket, version] of [
        [inCanary, canary],
        [outside, live],
      ] as const) {
        await context.addCookies([{ name: 'mf_bucket', value: bucket, url: baseURL! }]);
        // the previous page's idle prefetch must not count for this one: leave it before listening again
        await page.goto('about:blank');
        seen.length = 0;
        await page.goto('/gioi-thieu');
        await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
        expect(seen.filter((u) => !u.includes(`/${version}/`))).toEqual([]);
      }
    } finally {
      await setCanary(deployDir(), REMOTE, canary, 0);
    }
  });

  test('ops see each remote’s live version and health', async ({ page }) => {
    await page.goto('/ops/status');
    await expect(page.getByRole('heading', { name: 'Trạng thái hệ thống' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'mf_catalogue' });
    await expect(row).toContainText(liveVersion('mf_catalogue')!);
    await expect(row).toContainText('hoạt động');
  });
});
