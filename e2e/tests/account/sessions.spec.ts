import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AccountPages, expireJwt, readSessionCookie, registerLearner } from './account-helpers';

/**
 * Sessions that survive real use: several tabs, stale sessions, crawlers. The e2e API runs with a
 * 5-second refresh grace window (playwright.config.ts) so "after the window" takes seconds, not 30.
 */
const SESSION_ENDED = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';

async function signInFresh(page: Page) {
  const learner = await registerLearner(page.request);
  await page.goto('/dang-nhap');
  await new AccountPages(page).signIn(learner.email, learner.password);
  await expect(page).toHaveURL('/');
  return learner;
}

/** Rewrites the session cookie as time would: the access token expired (and, if asked, the refresh expiry too). */
async function age(context: BrowserContext, baseURL: string, opts: { refreshExpired?: boolean } = {}) {
  const session = (await readSessionCookie(context))!;
  const userInfo = { ...session.userInfo!, token: expireJwt(session.userInfo!.token) };
  if (opts.refreshExpired) userInfo.rt_exp = new Date(Date.now() - 60_000).toISOString();
  await context.addCookies([{ name: 'userStore', value: encodeURIComponent(JSON.stringify({ ...session, userInfo })), url: baseURL }]);
}

const refreshCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'rt')?.value;

test.describe('sessions across tabs', () => {
  test('three tabs reloading together with an expired access token all stay signed in; one refresh reaches the API', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInFresh(page);
    const tabs = [page, await context.newPage(), await context.newPage()];
    await age(context, baseURL!);
    const refreshes: number[] = [];
    context.on('response', (res) => res.url().includes('/api/user/refresh.json') && refreshes.push(res.status()));

    await Promise.all(tabs.map((tab) => tab.goto('/tai-khoan/ho-so')));
    for (const tab of tabs) {
      await expect(tab.getByRole('heading', { name: 'Hồ sơ cá nhân', level: 1 })).toBeVisible();
      await expect(tab).toHaveURL('/tai-khoan/ho-so');
    }
    expect(refreshes).toEqual([200]);
  });

  test('an old refresh token replayed after the grace window revokes the session; the tab then signs in again', async ({
    page,
    context,
    baseURL,
    playwright,
  }) => {
    await signInFresh(page);
    const stolen = await refreshCookie(context);
    await age(context, baseURL!);
    await page.goto('/tai-khoan/ho-so');
    await expect(page.getByRole('heading', { name: 'Hồ sơ cá nhân', level: 1 })).toBeVisible();
    expect(await refreshCookie(context)).not.toBe(stolen); // the tab rotated it

    await page.waitForTimeout(6_000);
    const attacker = await playwright.request.newContext({ baseURL });
    const replay = await attacker.post('/api/user/refresh.json', { headers: { Cookie: `rt=${stolen}` }, data: {} });
    expect(replay.status()).toBe(401);
    await attacker.dispose();

    // the learner's own session is gone too: the next page that needs it sends them to sign in and back
    await page.goto('/tai-khoan/don-hang');
    await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang');
  });
});

test.describe('a session that cannot be recovered', () => {
  test('on /khoa-hoc the learner stays, signed out, and is told once', async ({ page, context, baseURL }) => {
    await signInFresh(page);
    await age(context, baseURL!);
    await context.clearCookies({ name: 'rt' }); // the refresh will fail
    await page.goto('/khoa-hoc');
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await expect(page).toHaveURL('/khoa-hoc');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await readSessionCookie(context))?.userInfo ?? null).toBeNull();
  });

  test('on /tai-khoan/don-hang the learner goes to sign in, with the way back', async ({ page, context, baseURL }) => {
    await signInFresh(page);
    await age(context, baseURL!);
    await context.clearCookies({ name: 'rt' });
    await page.goto('/tai-khoan/don-hang');
    await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang');
  });

  test('with both tokens expired, /khoa-hoc still shows the catalogue', async ({ page, context, baseURL }) => {
    await signInFresh(page);
    await age(context, baseURL!, { refreshExpired: true });
    await page.goto('/khoa-hoc');
    await expect(page).toHaveURL('/khoa-hoc');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  });
});

test.describe('crawlers', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('Googlebot on a page that needs a session is not sent to sign in', async ({ page }) => {
    const res = await page.goto('/tai-khoan/don-hang');
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/tai-khoan/don-hang');
  });
});
