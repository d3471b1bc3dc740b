import { expect, test } from '@playwright/test';
import { CONTENT_SECURITY_POLICY, HSTS, PAGE_SECURITY_HEADERS, policyForSettings } from '../../../ops/src/edge/security-headers';

/**
 * One header policy, two edges: the same suite runs against the local edge and (production topology)
 * nginx. Pages can't be framed, scripts run only from the site itself, referrers stay on the origin.
 */
test.describe('security headers on every page', { tag: '@smoke' }, () => {
  for (const path of ['/', '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013', '/trang-khong-co/a/b', '/tai-khoan/don-hang?x=1', '/index.html']) {
    test(`${path} carries the page policy`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0, headers: { 'User-Agent': 'Googlebot/2.1' } });
      // the CSP follows the site's settings on pages the SSR service renders (analytics only when configured, the
      // video host); HTML an edge serves itself (nginx's /index.html) has the strict default
      const settings = (await (await request.get('/api/settings.json')).json()).data;
      const policy = res.headers()['x-ssr-cache'] ? policyForSettings(settings) : CONTENT_SECURITY_POLICY;
      for (const [name, value] of Object.entries({ ...PAGE_SECURITY_HEADERS, 'Content-Security-Policy': policy })) {
        expect(res.headers()[name.toLowerCase()], name).toBe(value);
      }
      // the audit: pictures from any https host, and the analytics origin whatever the configuration
      expect(res.headers()['content-security-policy']).not.toMatch(/\shttps:(\s|;|$)/);
      if (!settings.plausibleUrl) expect(res.headers()['content-security-policy']).not.toContain('plausible');
      const scriptSrc = /script-src[^;]*/.exec(res.headers()['content-security-policy'] ?? '')?.[0] ?? '';
      expect(scriptSrc).not.toContain('unsafe');
    });
  }

  test('another site cannot frame a page (clickjacking): the browser refuses to show it', async ({ page, baseURL }) => {
    const framed = `${baseURL}/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013`;
    // a page of another origin (about:blank here) that tries to embed ours under an invisible overlay
    await page.setContent(`<h1>Trang của kẻ tấn công</h1><iframe title="khung" src="${framed}" style="opacity:0.01"></iframe>`);
    await page.waitForTimeout(1500);
    const child = page.frames().find((f) => f !== page.mainFrame())!;
    expect(child).toBeTruthy();
    // Chromium swaps a refused frame for its own error page: none of our page's content is in it
    expect(child.url()).toMatch(/^chrome-error:/);
    await expect(child.getByRole('heading', { name: 'Vật lý 12' })).toHaveCount(0);
    expect(await child.locator('#root').count()).toBe(0);
  });

  test('pages run under the policy without a single violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.goto('/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y');
    await expect(page.getByRole('article')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('HSTS only when the page came over TLS (a terminator in front says so), on pages, files and the API alike', async ({ request }) => {
    for (const path of ['/', '/khoa-hoc', '/registry.json', '/api/settings.json']) {
      const overTls = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(overTls.headers()['strict-transport-security'], path).toBe(HSTS);
      const plain = await request.get(path);
      expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });
});
