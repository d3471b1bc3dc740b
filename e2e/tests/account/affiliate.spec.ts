import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { AccountPages, registerLearner, uniquePhone } from './account-helpers';
import { courseHref } from '../checkout/checkout-pages';

/**
 * The affiliate programme end to end ("What it must show", issue 34 item 1): a learner applies, an admin approves, the
 * affiliate makes a link; a second browser opens it and buys: the commission is pending, approved once the refund
 * window has passed (the approval job run with an explicit `now`, NODE_ENV=test only), paid out; the affiliate's own
 * purchase through the link earns nothing; a refunded order's commission is reversed. The admin's side is the API
 * with ADMIN_TOKEN (there is no admin screen).
 */
const ADMIN = { Authorization: 'Bearer e2e-admin-token-0123456789abcdef' };
/** 'Phân tích dữ liệu với Python' 1.390.000đ → 20 % = 278.000đ (above the 200.000đ minimum payout). */
const PYTHON = { id: 31, commission: '278.000đ' };
/** 'SQL và PostgreSQL căn bản' 490.000đ → 98.000đ. */
const SQL = { id: 34, commission: '98.000đ' };
const AREA = '/tai-khoan/tiep-thi-lien-ket';

async function adminGet<T>(request: APIRequestContext, url: string, params: Record<string, string>): Promise<T> {
  const res = await request.get(url, { headers: ADMIN, params });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}
async function adminPost(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { headers: ADMIN, data });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Tổng quan tiếp thị liên kết' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });

async function expectNoSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'color-contrast');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A fresh browser opens the link (as a visitor), then signs in at checkout and pays in the sandbox. */
async function buyThroughLink(browser: Browser, linkPath: string, buyer: { email: string; password: string }, courseId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const click = page.waitForResponse((r) => r.url().includes('/api/user/affiliate/click.json'));
  await page.goto(linkPath);
  expect((await click).ok()).toBe(true);
  const aff = (await context.cookies()).find((c) => c.name === 'aff');
  expect(aff, 'the attribution cookie').toBeDefined();
  expect(aff!.httpOnly).toBe(true);
  expect(aff!.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);

  await page.goto(`/gio-hang/thanh-toan?course_ids=${courseId}`);
  await new AccountPages(page).signIn(buyer.email, buyer.password);
  await expect(page).toHaveURL(`/gio-hang/thanh-toan?course_ids=${courseId}`);
  await page.getByLabel('Số điện thoại').fill(uniquePhone());
  await page.getByRole('button', { name: 'Đặt hàng và thanh toán' }).click();
  await page.getByRole('link', { name: 'Thanh toán thành công' }).click();
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  const orderCode = new URL(page.url()).searchParams.get('order_code')!;
  await context.close();
  return orderCode;
}

test.describe('affiliate programme (Tiếp thị liên kết)', () => {
  test('apply → approved → a link → a second browser buys → pending → approved → payout paid; own purchase and refund earn nothing', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const affiliate = await registerLearner(request, 'Cộng Tác Viên');

    await test.step('a signed-in learner applies (terms accepted, a bank account)', async () => {
      await page.goto(AREA);
      await new AccountPages(page).signIn(affiliate.email, affiliate.password);
      await expect(page).toHaveURL(AREA);
      await expect(page.getByRole('heading', { level: 1, name: 'Tiếp thị liên kết' })).toBeVisible();
      await expect(new AccountPages(page).accountNav().getByRole('link', { name: 'Tiếp thị liên kết' })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Gửi đơn đăng ký' }).click();
      await expect(page.getByText('Bạn cần đồng ý với điều khoản chương trình')).toBeVisible();
      await expect(page.getByLabel('Ngân hàng')).toBeFocused();
      await expectNoSeriousAxe(page);
      await page.getByLabel('Ngân hàng').fill('Vietcombank');
      await page.getByLabel('Số tài khoản').fill('0011 0044 556');
      await page.getByLabel('Tên chủ tài khoản').fill('Cong Tac Vien');
      await page.getByLabel('Tôi đồng ý với điều khoản chương trình tiếp thị liên kết nêu trên').check();
      await page.getByRole('button', { name: 'Gửi đơn đăng ký' }).click();
      await expect(page.getByRole('heading', { name: 'Đơn đăng ký đang chờ duyệt' })).toBeVisible();
      await expect(page.getByText('Vietcombank ••••4556')).toBeVisible();
    });

    let userId = 0;
    await test.step('an admin approves', async () => {
      const { items } = await adminGet<{ items: Array<{ user_id: number; email: string; account_holder: string }> }>(
        request,
        '/api/admin/affiliate.json',
        { status: 'pending' },
      );
      const mine = items.find((a) => a.email === affiliate.email)!;
      expect(mine.account_holder).toBe('CONG TAC VIEN');
      userId = mine.user_id;
      await adminPost(request, '/api/admin/affiliate/decide.json', { user_id: userId, decision: 'approved' });
      await page.reload();
      await expect(figure(page, 'Lượt nhấp')).toContainText('0');
    });

    let linkPath = '';
    let code = '';
    await test.step('the affiliate makes a link to a course: copy and QR code', async () => {
      const course = await courseHref(request, PYTHON.id);
      await page.getByLabel('Trang muốn giới thiệu').fill(`${baseURL}${course}`);
      await page.getByRole('button', { name: 'Tạo liên kết' }).click();
      const link = page.getByRole('list', { name: 'Liên kết của tôi' }).getByRole('listitem').first();
      await expect(link).toContainText(course);
      const url = (await link.getByText(/\?ref=[A-Z0-9]{8}$/).textContent())!;
      expect(url).toMatch(new RegExp(`${course}\\?ref=[A-Z0-9]{8}$`));
      code = new URL(url).searchParams.get('ref')!;
      linkPath = `${course}?ref=${code}`;
      await link.getByRole('button', { name: `Sao chép liên kết ${code}` }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await link.getByRole('button', { name: `Mã QR liên kết ${code}` }).click();
      await expect(link.getByRole('img', { name: `Mã QR của liên kết ${code}` })).toBeVisible();
      await expectNoSeriousAxe(page);
    });

    let soldCode = '';
    await test.step('a second browser opens the link and buys: the commission is pending', async () => {
      soldCode = await buyThroughLink(browser, linkPath, await registerLearner(request, 'Người Mua Một'), PYTHON.id);
      await page.reload();
      await expect(figure(page, 'Lượt nhấp')).toContainText('1');
      await expect(figure(page, 'Đơn hàng')).toContainText('1');
      await expect(figure(page, 'Chờ duyệt')).toContainText(PYTHON.commission);
      await expect(figure(page, 'Đã duyệt')).toContainText('0đ');
      const row = page
        .getByRole('table')
        .filter({ has: page.getByRole('columnheader', { name: 'Khóa học' }) })
        .getByRole('row')
        .nth(1);
      await expect(row).toContainText('Phân tích dữ liệu với Python');
      await expect(row).toContainText('Chờ duyệt');
      // the chart's numbers are in the table beside it
      await expect(page.getByRole('table', { name: 'Hoạt động theo ngày (30 ngày qua)' }).getByRole('row').nth(1)).toContainText(PYTHON.commission);
      // the admin sees which link brought the order
      const view = await adminGet<{ attribution: { affiliate_id: number; link_code: string } }>(request, '/api/admin/order.json', { code: soldCode });
      expect(view.attribution).toMatchObject({ affiliate_id: userId, link_code: code });
    });

    await test.step('after the 7-day refund window the commission is approved', async () => {
      // six days on: still inside the window
      const sixDays = await adminPost(request, '/api/test/affiliate/approve_due.json', { now: new Date(Date.now() + 6 * 86400_000).toISOString() });
      await page.reload();
      await expect(figure(page, 'Chờ duyệt')).toContainText(PYTHON.commission);
      expect(sixDays.approved).toBe(0);
      await adminPost(request, '/api/test/affiliate/approve_due.json', { now: new Date(Date.now() + 8 * 86400_000).toISOString() });
      await page.reload();
      await expect(figure(page, 'Đã duyệt')).toContainText(PYTHON.commission);
      await expect(figure(page, 'Chờ duyệt')).toContainText('0đ');
    });

    await test.step('the affiliate requests a payout; the admin marks it paid', async () => {
      await page.getByRole('button', { name: 'Yêu cầu rút tiền' }).click();
      await expect(page.getByText(`Đã gửi yêu cầu rút ${PYTHON.commission}`)).toBeVisible();
      await expect(figure(page, 'Đang chờ chi trả')).toContainText(PYTHON.commission);
      await expect(page.getByRole('button', { name: 'Yêu cầu rút tiền' })).toBeDisabled();
      const { items } = await adminGet<{ items: Array<{ id: number; user_id: number; amount: number; bank_account: string }> }>(
        request,
        '/api/admin/affiliate/payout.json',
        { status: 'requested' },
      );
      const payout = items.find((p) => p.user_id === userId)!;
      expect(payout).toMatchObject({ amount: 278_000, bank_account: '00110044556' });
      await adminPost(request, '/api/admin/affiliate/payout_paid.json', { payout_id: payout.id });
      await page.reload();
      await expect(figure(page, 'Đã thanh toán')).toContainText(PYTHON.commission);
      await expect(figure(page, 'Đang chờ chi trả')).toContainText('0đ');
    });

    await test.step('the affiliate buying through their own link earns nothing', async () => {
      const ownOrder = await buyThroughLink(browser, linkPath, affiliate, SQL.id);
      const view = await adminGet<{ attribution: unknown }>(request, '/api/admin/order.json', { code: ownOrder });
      expect(view.attribution).toBeNull();
      await page.reload();
      await expect(figure(page, 'Đơn hàng')).toContainText('1');
      await expect(figure(page, 'Chờ duyệt')).toContainText('0đ');
    });

    await test.step("a refunded order's commission is reversed", async () => {
      const refunded = await buyThroughLink(browser, linkPath, await registerLearner(request, 'Người Mua Hai'), SQL.id);
      await page.reload();
      await expect(figure(page, 'Chờ duyệt')).toContainText(SQL.commission);
      await expect(figure(page, 'Đơn hàng')).toContainText('2');
      const r = await adminPost(request, '/api/admin/order/refund.json', { code: refunded });
      expect(r.commission).toBe('reversed');
      await page.reload();
      await expect(figure(page, 'Chờ duyệt')).toContainText('0đ');
      await expect(figure(page, 'Đơn hàng')).toContainText('1');
      await expect(page.getByRole('cell', { name: 'Đã hủy (đơn hoàn tiền)' })).toBeVisible();
    });
  });

  test('the page fits 375 px and works from the keyboard', async ({ page, request }) => {
    const learner = await registerLearner(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(AREA);
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiếp thị liên kết' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // keyboard only: the fields in order, the checkbox by Space, sent by Enter
    await page.getByLabel('Ngân hàng').focus();
    await page.keyboard.type('Techcombank');
    await page.keyboard.press('Tab');
    await page.keyboard.type('19033334444');
    await page.keyboard.press('Tab');
    await page.keyboard.type('HOC VIEN');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Tôi đồng ý với điều khoản chương trình tiếp thị liên kết nêu trên')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Gửi đơn đăng ký' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Đơn đăng ký đang chờ duyệt' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
