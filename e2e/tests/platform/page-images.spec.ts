import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The four pages the performance budget measures, at a phone's and a laptop's width: a screenshot of each
 * is kept with the e2e run (reports/screenshots/), every image reserves its space (width and height
 * attributes, so nothing moves when it arrives), and the largest thing painted (LCP), when it is an image,
 * does not wait for lazy loading and is fetched with high priority. The demo pictures come as a <picture>
 * with an AVIF source and a WebP srcset: Chromium takes the AVIF, of a width that fits the page, sent
 * immutable; nothing on the page moves (no layout shift).
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
    [...document.querySelectorAll('img')].map((img) => ({
      src: img.currentSrc || img.src,
      declared: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      avif:
        img.parentElement?.tagName === 'PICTURE'
          ? (img.parentElement.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? null)
          : null,
      loaded: img.complete && img.naturalWidth > 0,
      shown: img.getBoundingClientRect().width,
      visible: img.getBoundingClientRect().width > 0 && img.checkVisibility(),
    })),
  );
}

/**
 * Layout shifts inside the page's content (`main`) since the page opened, every shift counted: what an image
 * arriving without its box would cause. (The shell's header, outside `main`, is not this spec's business.)
 */
async function contentShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const main = document.querySelector('main');
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (!e.hadRecentInput && e.sources.some((s) => s.node && main?.contains(s.node))) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** The browser's own LCP element: whether it is an image, and whether that image was lazy. */
async function largestPaint(page: Page): Promise<{ tag: string; lazy: boolean; src: string; priority: string | null } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          const el = last?.element ?? null;
          resolve(
            el
              ? {
                  tag: el.tagName,
                  lazy: el instanceof HTMLImageElement && el.loading === 'lazy',
                  src: el instanceof HTMLImageElement ? el.currentSrc : '',
                  priority: el.getAttribute('fetchpriority'),
                }
              : null,
          );
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
        const images = await imagesOf(page);
        for (const img of images) expect(img.width && img.height, `${img.src} has width and height`).toBeTruthy();
        const lcp = await largestPaint(page);
        expect(lcp, 'the browser reported a largest contentful paint').not.toBeNull();
        expect(lcp!.lazy, `the LCP image ${lcp!.src} must not be lazy`).toBe(false);
        if (lcp!.tag === 'IMG') expect(lcp!.priority, `the LCP image ${lcp!.src} is fetched first`).toBe('high');
        expect(await contentShift(page), 'nothing in the page moved while it and its images loaded').toBe(0);

        // the demo pictures: every rendition offered, the AVIF one taken, at a width that fits where it is shown
        const art = images.filter((img) => img.declared.startsWith('/uploads/art/'));
        expect(art.length, 'the page shows demo pictures').toBeGreaterThan(0);
        for (const img of art) {
          expect(img.srcset, `${img.declared} offers its widths`).toMatch(/\.webp \d+w, /);
          expect(img.avif, `${img.declared} offers AVIF`).toMatch(/\.avif \d+w/);
          expect(img.sizes, `${img.declared} says how wide it is shown`).toBeTruthy();
        }
        const loaded = art.filter((img) => img.loaded && img.visible);
        expect(loaded.length, 'the demo pictures in view have loaded').toBeGreaterThan(0);
        for (const img of loaded) {
          expect(img.src, `${img.declared} is shown from its AVIF rendition`).toMatch(/\.avif$/);
          const chosen = Number(img.src.split('.').at(-2));
          // never more than three times the width it is shown at (a 3× phone screen), nor a blurry 1× one
          expect(chosen, `${img.src} for ${Math.round(img.shown)} css px`).toBeGreaterThanOrEqual(Math.min(img.shown, Number(img.width)) * 0.9);
        }
        const res = await page.request.get(loaded[0]!.src);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toBe('image/avif');
        expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      });
    }
  });
}
