import { expect, test } from '@playwright/test';

/**
 * The site's typeface is part of the product (@edu/ui's fonts.css): Be Vietnam Pro served by the site
 * itself, named by content and kept a year. A browser that has not cached it yet gets pages in the fallback
 * faces without font preloads, and fetches the files once the page has loaded (edu_font remembers it); from then on
 * every document — the server-rendered pages and the shell's browser-rendered one alike — preloads the body weight
 * and sets its text in it (docs/decisions/2026-11-27-web-font-after-the-app.md).
 */
const PRELOAD =
  /<link rel=preload href=(\/fonts\/be-vietnam-pro-(latin|vietnamese)-400-normal\.[0-9a-f]{10}\.woff2) as=font type=font\/woff2 crossorigin>/g;
const FONT_FILE = /^\/fonts\/be-vietnam-pro-(latin|vietnamese)-(400|600)-normal\.[0-9a-f]{10}\.woff2$/;
const COURSE = '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013';

test.describe('the web font', { tag: '@smoke' }, () => {
  for (const [kind, path] of [
    ['server-rendered', COURSE],
    ['browser-rendered', '/tai-khoan/don-hang'],
  ] as const) {
    test(`the ${kind} page preloads both subsets of the body weight once the font is cached, served immutable`, async ({ request }) => {
      // a browser without the font: no preload, the fallback faces
      const answer = await request.get(path);
      const first = await answer.text();
      expect(first).not.toMatch(/rel=("?)preload\1 href=("?)\/fonts\//);
      expect(first).toMatch(/^<!doctype html><html class="sh-font-later" /i);
      // where a redirect led (a header given here is not sent again after one)
      const html = await (await request.get(answer.url(), { headers: { Cookie: 'edu_font=1' } })).text();
      expect(html).not.toContain('sh-font-later');
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

  test('a first visit fetches the font only once the page has loaded; the next page is set in it', async ({ page, context }) => {
    const fontRequests: string[] = [];
    page.on('request', (req) => req.resourceType() === 'font' && fontRequests.push(new URL(req.url()).pathname));
    let loadedAt = -1;
    page.on('load', () => (loadedAt = fontRequests.length));
    await page.goto(COURSE);
    const heading = page.getByRole('heading', { level: 1, name: 'Vật lý 12 – Chinh phục điểm 9+' });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Be Vietnam Pro Fallback"?,/);
    // the app fetches the four files after the page's load, and says so in a cookie
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'edu_font')?.value, { timeout: 15_000 }).toBe('1');
    expect(loadedAt, 'no font file before the page had loaded').toBe(0);
    const paths = [...fontRequests];
    expect(
      paths.every((p) => FONT_FILE.test(p)),
      paths.join(' '),
    ).toBe(true);
    expect(new Set(paths).size, `fetched twice: ${paths.join(' ')}`).toBe(paths.length);
    expect(paths).toHaveLength(4);
    // nothing on this page moved to the font (it would shift the text)
    expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Be Vietnam Pro Fallback"?,/);

    await page.goto(COURSE);
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
  });

  test('the page policy lets the site serve its own fonts', async ({ request }) => {
    expect((await request.get('/')).headers()['content-security-policy']).toMatch(/font-src 'self'/);
  });
});
