import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createToken, revokeToken } from '../../../ops/src/registry/deploy-tokens';
import { deployDir, publishCopy } from '../support/registry';
import { CONSOLE, signIn } from '../support/ops-console';
import { updateRegistry } from '../../../ops/src/registry/store';

/**
 * The ops console's sign-in, as an attacker and an operator meet it: wrong tokens are throttled per address
 * and per token prefix (429 with Retry-After, in Vietnamese); signing out ends the session on the server, so
 * a copied cookie is refused after it; the green banner says only what the console itself did.
 */
const REMOTE = 'mf_content';
const COOKIE = 'edu_ops_session';
const THROTTLED = /^Bạn đã nhập sai mã quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/;

/** An address of its own for each try (the documentation prefix), as the trusted proxy in front would tell it. */
const freshAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

async function tryToken(request: APIRequestContext, baseURL: string, token: string, address: string) {
  return request.post(`${CONSOLE}/login`, {
    form: { token },
    headers: { origin: baseURL, 'x-real-ip': address },
    maxRedirects: 0,
  });
}

test.describe('ops console sign-in', () => {
  test('after 10 wrong tries from one address, the 11th — even a right token — is answered 429 with Retry-After', async ({ request, baseURL }) => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const wrong = await tryToken(request, baseURL!, `edu_${randomBytes(4).toString('hex')}_sai-${i}`, address);
      expect(wrong.status()).toBe(401);
    }
    const { token } = await createToken('squad-content', [REMOTE]);
    const refused = await tryToken(request, baseURL!, token, address);
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    expect(await refused.text()).toMatch(/Bạn đã nhập sai mã quá nhiều lần\. Vui lòng thử lại sau \d+ phút\./);
    // another address with the same right token is let in: the limit is on that address
    expect((await tryToken(request, baseURL!, token, freshAddress())).status()).toBe(303);
  });

  test('10 wrong secrets for one token id from 10 addresses lock that token prefix: 429 for its right secret too', async ({
    page,
    request,
    baseURL,
  }) => {
    const { id, token } = await createToken('squad-content', [REMOTE]);
    for (let i = 0; i < 10; i++) {
      expect((await tryToken(request, baseURL!, `edu_${id}_doan-mo-${i}`, freshAddress())).status()).toBe(401);
    }
    expect((await tryToken(request, baseURL!, token, freshAddress())).status()).toBe(429);
    // what the operator sees in the browser: the reason, in Vietnamese
    await page.setExtraHTTPHeaders({ 'x-real-ip': freshAddress() });
    await page.goto(CONSOLE);
    await page.getByLabel('Mã triển khai').fill(token);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText(THROTTLED);
  });

  test('signing out revokes the session on the server: the old cookie is refused afterwards', { tag: '@smoke' }, async ({ page, request }) => {
    const { token } = await createToken('squad-content', [REMOTE]);
    await signIn(page, token);
    const old = (await page.context().cookies()).find((c) => c.name === COOKIE)!.value;
    const withOld = { headers: { cookie: `${COOKIE}=${old}` } };
    // the copied cookie works while the session is open
    expect(await (await request.get(CONSOLE, withOld)).text()).toContain('squad-content · được triển khai: mf_content');

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page.getByLabel('Mã triển khai')).toBeVisible();
    const after = await request.get(CONSOLE, withOld);
    expect(await after.text()).not.toContain('squad-content');
    expect(await after.text()).toContain('Mã triển khai');
    const change = await request.post(`${CONSOLE}/action`, {
      form: { action: 'rollback', remote: REMOTE, reason: 'cookie cũ' },
      headers: { ...withOld.headers, origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(change.status()).toBe(401);
  });

  test('revoking the token ends its console sessions at once', async ({ page }) => {
    const { id, token } = await createToken('squad-content', [REMOTE]);
    await signIn(page, token);
    expect(await revokeToken(id)).toBe(true);
    await page.reload();
    await expect(page.getByLabel('Mã triển khai')).toBeVisible();
    await expect(page.getByText('squad-content · được triển khai')).toHaveCount(0);
  });
});

test.describe('the console banner', () => {
  // the test sets a canary and stops it from the console; a failure halfway leaves none behind
  test.afterEach(() =>
    updateRegistry(deployDir(), (state) => {
      state.remotes[REMOTE]!.canary = null;
    }),
  );

  test('shows only what the console did: ?done=<any text> is not shown; its own message once, after a change', async ({ page }) => {
    await signIn(page, (await createToken('squad-content', [REMOTE])).token);
    const forged = 'Đã chuyển 10.000.000 ₫ vào tài khoản của bạn';
    await page.goto(`${CONSOLE}?done=${encodeURIComponent(forged)}`);
    await expect(page.getByRole('heading', { name: 'Bảng điều khiển triển khai', level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByText(forged)).toHaveCount(0);
    // a code the console knows, in the URL, is no message either: the message is the session's, set by the change
    await page.goto(`${CONSOLE}?done=rolled-back`);
    await expect(page.getByRole('status')).toHaveCount(0);

    // stopping a canary (no render check needed): the console's own message, shown once
    const next = await publishCopy(REMOTE, 'banner');
    await updateRegistry(deployDir(), (state) => {
      state.remotes[REMOTE]!.canary = { version: next, percent: 5 };
    });
    await page.goto(CONSOLE);
    await page.getByRole('region', { name: REMOTE }).getByRole('link', { name: 'Dừng canary' }).click();
    await page.getByLabel('Lý do (ghi vào lịch sử)').fill('thử thông báo');
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('status')).toHaveText(`${REMOTE}: đã dừng canary.`);
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
