import { expect, test } from '@playwright/test';
import { expectKnownFallbacks, openInWebFont, useBaselineRenderer } from './renderer';

/**
 * Visual regression of the four main pages, as a learner first sees them (the viewport, phone and
 * desktop), against the baselines in __screenshots__/. Looser than the components: a page is many parts.
 */
const PAGES = [
  { name: 'home', path: '/', heading: null },
  { name: 'course-list', path: '/khoa-hoc', heading: 'Khóa học' },
  { name: 'course-detail', path: '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013', heading: 'Vật lý 12 – Chinh phục điểm 9+' },
  { name: 'news-post', path: '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y', heading: null },
];

for (const width of [375, 1280] as const) {
  for (const p of PAGES) {
    test(`${p.name} looks as approved at ${width} px`, async ({ page, browser }, testInfo) => {
      useBaselineRenderer(browser, testInfo, (condition, reason) => test.skip(condition, reason));
      await page.setViewportSize({ width, height: 900 });
      await openInWebFont(page, p.path);
      if (p.heading) await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await expectKnownFallbacks(page);
      await expect(page).toHaveScreenshot(`page-${p.name}-${width}.png`, { maxDiffPixelRatio: 0.01 });
    });
  }
}
