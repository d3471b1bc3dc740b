import { expect, test } from '@playwright/test';

/**
 * The site's typeface is part of the product (@edu/ui's fonts.css): Be Vietnam Pro served by the site
 * itself, named by content and kept a year, its body weight preloaded by every document — the server-rendered
 * pages and the shell's browser-rendered one alike — and the text actually set in it.
 */
const PRELOAD =
  /<link rel=preload href=(\/fonts\/be-vietnam-pro-(latin|vietnamese)-400-normal\.[0-9a-f]{10}\.woff2) as=font type=font\/woff2 crossorigin>/g;

test.describe('the web font', { tag: '@smoke' }, () => {
  for (const [kind, path] of [
    ['server-rendered', '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013'],
    ['browser-rendered', '/tai-khoan/don-hang'],
  ] as const) {
    test(`the ${kind} page preloads both subsets of the body weight, served immutable`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
      expect(hrefs.map((h) => /-(latin|vietnamese)-/.exec(h)![1]).sort()).toEqual(['latin', 'vietnamese']);
      // before the stylesheet that asks for them, so the fetch starts with the head
      expect(html.indexOf(hrefs[0]!)).toBeLessThan(html.search(/<link[^>]+rel=("?)stylesheet\1/));
      for (const href of hrefs) {
        const res = await request.get(href);
        expect(res.status(), href).toBe(200);
        expect(res.headers()['content-type']).toBe('font/woff2');
        expect(res.headers()['cache-control'], href).toBe('public, max-age=31536000, immutable');
        expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
    });
  }

  test('Vietnamese text is set in it, each file fetched once (the preload is the one used)', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (req) => req.resourceType() === 'font' && fontRequests.push(new URL(req.url()).pathname));
    await page.goto('/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013');
    const heading = page.getByRole('heading', { level: 1, name: 'Vật lý 12 – Chinh phục điểm 9+' });
    await expect(heading).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const used = await heading.evaluate((h) => ({
      family: getComputedStyle(h).fontFamily,
      // loaded faces only: check() is also true when no face matches at all
      loaded: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Be Vietnam Pro' && f.status === 'loaded').map((f) => f.weight),
      regular: document.fonts.check('16px "Be Vietnam Pro"', 'Tiếng Việt có dấu: ắ ề ỗ ự đ'),
    }));
    expect(used.family).toMatch(/^"?Be Vietnam Pro"?,/);
    expect(used.regular).toBe(true);
    expect(new Set(used.loaded)).toEqual(new Set(['400', '600']));
    expect(fontRequests.length).toBeGreaterThanOrEqual(2);
    expect(
      fontRequests.every((p) => /^\/fonts\/be-vietnam-pro-(latin|vietnamese)-(400|600)-normal\.[0-9a-f]{10}\.woff2$/.test(p)),
      fontRequests.join(' '),
    ).toBe(true);
    expect(new Set(fontRequests).size, `fetched twice: ${fontRequests.join(' ')}`).toBe(fontRequests.length);
  });

  test('the page policy lets the site serve its own fonts', async ({ request }) => {
    expect((await request.get('/')).headers()['content-security-policy']).toMatch(/font-src 'self'/);
  });
});
