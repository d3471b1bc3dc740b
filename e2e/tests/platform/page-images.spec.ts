import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The four pages the performance budget measures, at a phone's and a laptop's width: a screenshot of each
 * is kept with the e2e run (reports/screenshots/), every image reserves its space (width and height
 * attributes, so nothing moves when it arrives), and the largest thing painted (LCP), when it is an image,
 * does not wait for lazy loading.
 */
const PAGES: [string, string][] = [
  ['home', '/'],
  ['course-list', '/khoa-hoc'],
  ['course-detail', '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013'],
  ['news-post', '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y'],
];
const WIDTHS = [375, 1280];
const SHOTS = path.resolve(__dirname, '../../../reports/screenshots');

async function imagesOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')].map((img) => ({ src: img.currentSrc || img.src, width: img.getAttribute('width'), height: img.getAttribute('height') })),
  );
}

/** The browser's own LCP element: whether it is an image, and whether that image was lazy. */
async function largestPaint(page: Page): Promise<{ tag: string; lazy: boolean; src: string } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          const el = last?.element ?? null;
          resolve(el ? { tag: el.tagName, lazy: el instanceof HTMLImageElement && el.loading === 'lazy', src: el instanceof HTMLImageElement ? el.src : '' } : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 2000);
      }),
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 740 : 800 } });
    for (const [name, url] of PAGES) {
      test(`${name}: a screenshot, and images that keep their place`, async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: false });
        for (const img of await imagesOf(page)) expect(img.width && img.height, `${img.src} has width and height`).toBeTruthy();
        const lcp = await largestPaint(page);
        expect(lcp, 'the browser reported a largest contentful paint').not.toBeNull();
        expect(lcp!.lazy, `the LCP image ${lcp!.src} must not be lazy`).toBe(false);
      });
    }
  });
}
