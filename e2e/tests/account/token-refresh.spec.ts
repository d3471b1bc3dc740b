import { expect, test } from '@playwright/test';
import { AccountPages, DEMO, expireJwt, readSessionCookie } from './account-helpers';

test.describe('session refresh', () => {
  test('an access token that expires mid-session is refreshed once, without the learner noticing', async ({ page, context, baseURL }) => {
    const acc = new AccountPages(page);
    await page.goto('/dang-nhap');
    await acc.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');

    // The access token in the session cookie expires (the refresh token is still good).
    const session = await readSessionCookie(context);
    expect(session?.userInfo?.token).toBeTruthy();
    const expired = expireJwt(session!.userInfo!.token);
    const value = encodeURIComponent(JSON.stringify({ ...session, userInfo: { ...session!.userInfo, token: expired } }));
    await context.addCookies([{ name: 'userStore', value, url: baseURL! }]);

    const refreshes: number[] = [];
    const rejected: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/user/refresh.json')) refreshes.push(res.status());
      else if (res.url().includes('/api/') && res.status() === 401) rejected.push(res.url());
    });

    // Several calls fail with 401 at once (profile, unread count): one refresh, then they are replayed.
    await page.goto('/tai-khoan/ho-so');
    await expect(page.getByRole('heading', { name: 'Hồ sơ cá nhân', level: 1 })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: DEMO.email })).toBeVisible();
    await expect(page).toHaveURL('/tai-khoan/ho-so');
    expect(rejected.length).toBeGreaterThan(0);
    expect(refreshes).toEqual([200]);

    const after = await readSessionCookie(context);
    expect(after?.userInfo?.token).toBeTruthy();
    expect(after!.userInfo!.token).not.toBe(expired);
  });

  test('script on the page cannot read the refresh token (it is only in an HttpOnly cookie for the refresh call)', async ({ page, context }) => {
    const acc = new AccountPages(page);
    await page.goto('/dang-nhap');
    await acc.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');

    const rt = (await context.cookies()).find((c) => c.name === 'rt');
    expect(rt).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/refresh.json' });
    // what an injected script would see
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(rt!.value);
    expect(visible).not.toMatch(/(^|; )rt=/);
    const session = await readSessionCookie(context);
    expect(session?.userInfo).not.toHaveProperty('refresh_token');
    expect(Date.parse(session!.userInfo!.rt_exp!)).toBeGreaterThan(Date.now());
  });
});
