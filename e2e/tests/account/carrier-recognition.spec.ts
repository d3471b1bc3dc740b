import { expect, test, type Page } from '@playwright/test';
import { uniquePhone } from './account-helpers';

/**
 * SPEC §6 carrier number recognition, end to end: a visitor is sent once per browser session to the
 * carrier (here the development simulator), comes back at /callback and lands on the page they opened —
 * signed in when the carrier recognised the number. The operator's switch (disabledRecognition) is off in
 * the demo data; each test turns it on for its own page only, on the real settings answer (the API's, or
 * the one the server rendered the page with).
 */
async function recognitionOn(page: Page) {
  // a page the browser renders asks the API for the settings
  await page.route('**/api/settings.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, disabledRecognition: 0 } } });
  });
  // a server-rendered page brings them along (the query cache handed over in the page): the same switch there
  await page.route(
    (url) => !/^\/(api|remotes|uploads)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace('"disabledRecognition":1', '"disabledRecognition":0');
      await route.fulfill({ response, body: html });
    },
  );
}

const simulator = (page: Page) => page.getByRole('heading', { name: 'Nhận diện thuê bao (giả lập)' });

test.describe('carrier number recognition', () => {
  test('a recognised subscriber is signed in and brought back; the support call follows their navigation', async ({ page }) => {
    await recognitionOn(page);
    await page.goto('/khoa-hoc');
    await expect(simulator(page)).toBeVisible();
    await page.getByLabel('Số điện thoại của thuê bao').fill(uniquePhone());
    await page.getByRole('button', { name: 'Nhận diện' }).click();

    await expect(page).toHaveURL('/khoa-hoc');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('celluar'))).toBe('1');

    // "celluar" set: every navigation sends the user-support call with the path (base64)
    const support = page.waitForRequest((r) => r.url().includes('/api/user/user_support.json'));
    await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tin tức' }).click();
    const sent = (await support).postDataJSON() as { info: string };
    expect(Buffer.from(sent.info, 'base64').toString('utf8')).toBe('/tin-tuc');

    // once per browser session: a reload does not go to the carrier again
    await page.reload();
    await expect(page).toHaveURL('/tin-tuc');
  });

  test('a visitor the carrier does not recognise comes back signed out, and is not sent again', async ({ page }) => {
    await recognitionOn(page);
    await page.goto('/tin-tuc');
    await expect(simulator(page)).toBeVisible();
    await page.getByRole('link', { name: 'Không nhận diện được' }).click();
    await expect(page).toHaveURL('/tin-tuc');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('celluar'))).toBeNull();
    await page.goto('/khoa-hoc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/khoa-hoc');
  });

  test('the sign-in screens are never interrupted', async ({ page }) => {
    await recognitionOn(page);
    await page.goto('/dang-nhap');
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/dang-nhap');
  });
});

test.describe('the mbedid fingerprint cookie (SPEC §9)', () => {
  const mbedid = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'mbedid')?.value;

  test('is set after the page is up, and stays the same across reloads and new sessions of this browser', async ({ page, browser }) => {
    await page.goto('/');
    await expect.poll(() => mbedid(page), { timeout: 10_000 }).toMatch(/^m[0-9a-f]{32}$/);
    const first = await mbedid(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await mbedid(page)).toBe(first);

    // a fresh context has no cookie: the same browser computes the same fingerprint again
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto('/khoa-hoc');
    await expect.poll(async () => (await other.cookies()).find((c) => c.name === 'mbedid')?.value, { timeout: 10_000 }).toBe(first);
    await other.close();
  });
});
