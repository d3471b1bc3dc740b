import { expect, test } from '@playwright/test';

/**
 * The single-spa parcel outside the shell: the edge serves /parcel-demo.html, a plain page that
 * loads mf_catalogue's remote entry from the registry and mounts RelatedCoursesParcel.
 */
test.describe('catalogue: related-courses parcel without the shell', () => {
  test('mounts on a plain HTML page and shows course cards with working links', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/parcel-demo.html');

    const strip = page.getByRole('region', { name: 'Khóa học liên quan' });
    await expect(strip.getByRole('heading', { name: 'Khóa học liên quan' })).toBeVisible();
    await expect(strip.getByRole('article').first()).toBeVisible();
    // No shell on this page: no header, no router. Links are plain anchors to the site.
    await expect(page.getByRole('link', { name: 'KhoaHoc.vn – Trang chủ' })).toHaveCount(0);
    const href = await strip.getByRole('article').first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/khoa-hoc\/.+-c\d{4}$/);
    expect(errors).toEqual([]);

    await strip.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('unmounts cleanly when the host page asks', async ({ page }) => {
    await page.goto('/parcel-demo.html');
    const strip = page.getByRole('region', { name: 'Khóa học liên quan' });
    await expect(strip.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Gỡ tiện ích' }).click();
    await expect(page.getByText('Đã gỡ tiện ích')).toBeVisible();
    await expect(strip).toHaveCount(0);
  });
});
