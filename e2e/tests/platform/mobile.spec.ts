import { expect, test, type Page } from '@playwright/test';
import { AccountPages, registerLearner } from '../account/account-helpers';
import { courseById } from '../learning/learning-page';

/**
 * Most learners arrive on a phone. At 375 px the header keeps the logo, the cart and a "Menu" button; the
 * drawer behind it reaches every part of the site; no page scrolls sideways.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(drawer(page)).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    // the outermost elements that stick out, to say what to fix
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (el) => el.getBoundingClientRect().right > width + 1 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1),
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)}px)`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, widest: wide };
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${innerWidth}px window: ${widest.join(', ')}`).toBeLessThanOrEqual(innerWidth);
}

test.describe('on a phone (375 px)', () => {
  test('a signed-in learner reaches search, news, account, notifications and the cart from the drawer', async ({ page, request }) => {
    const learner = await registerLearner(request);
    await page.goto('/dang-nhap');
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Giỏ hàng 0 khóa học$/ })).toBeVisible();

    // search
    await openMenu(page);
    await drawer(page).getByRole('searchbox', { name: 'Tìm kiếm khóa học' }).fill('SQL căn bản');
    await drawer(page).getByRole('button', { name: 'Tìm' }).click();
    // the search page's own URL form: spaces as dashes (the same as its canonical link)
    await expect(page).toHaveURL('/tim-kiem/SQL-c%C4%83n-b%E1%BA%A3n');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('SQL căn bản');
    await expect(drawer(page)).toBeHidden();

    // the site's menu (from the API)
    await openMenu(page);
    await drawer(page).getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Tin tức' }).click();
    await expect(page).toHaveURL('/tin-tuc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // the account's pages and notifications
    await openMenu(page);
    await drawer(page).getByRole('link', { name: 'Tài khoản' }).click();
    await expect(page).toHaveURL('/tai-khoan/ho-so');
    await openMenu(page);
    await drawer(page)
      .getByRole('link', { name: /^Thông báo \d+ chưa đọc$/ })
      .click();
    await expect(page).toHaveURL('/tai-khoan/thong-bao');

    // the cart
    await openMenu(page);
    await drawer(page).getByRole('link', { name: 'Giỏ hàng 0 khóa học' }).click();
    await expect(page).toHaveURL('/gio-hang');

    // and out
    await openMenu(page);
    await drawer(page).getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL('/');
    await openMenu(page);
    await expect(drawer(page).getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  });

  test('the drawer is a dialog: focus moves in, Tab stays inside, Escape closes it and focus returns to "Menu"', async ({ page }) => {
    await page.goto('/khoa-hoc');
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // held (disabled, out of the Tab order) until the app has started: a key press starts it
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page).getByRole('button', { name: 'Đóng menu' })).toBeFocused();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  const PAGES = [
    '/',
    '/khoa-hoc',
    '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013',
    '/tim-kiem/lap-trinh',
    '/dang-nhap',
    '/dang-ky',
    '/gio-hang',
    '/tin-tuc',
    '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y',
    '/ho-tro-khach-hang',
    '/giai-phap',
    '/lien-he',
    '/cong-thi',
    '/cong-thi/thi-thu-toan-vao-10',
    '/home-study',
    '/trang-khong-co-that',
  ];
  for (const path of PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
    });
  }

  test('signed-in pages do not scroll sideways: account, orders, checkout, player', async ({ page, request }) => {
    const player = (await courseById(request, 30)).learnPath; // owned by the demo learner
    await page.goto('/dang-nhap?redirect=%2Ftai-khoan%2Fho-so');
    await new AccountPages(page).signIn('hocvien@example.com', 'Hocvien@123');
    await expect(page).toHaveURL('/tai-khoan/ho-so');
    for (const path of ['/tai-khoan/ho-so', '/tai-khoan/don-hang', '/tai-khoan/khoa-hoc-cua-toi', '/gio-hang/thanh-toan?course_ids=34', player]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
    }
  });
});
