import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AccountPages, registerLearner } from '../account/account-helpers';
import { courseById } from '../learning/learning-page';

/**
 * WCAG 2.1 AA, measured with axe-core in Chromium on every page type: no serious or critical
 * violation. Each page is checked once its main heading is on screen (the remote has rendered).
 */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  // colour contrast at any impact: the design system's tokens promise it everywhere
  const contrast = violations.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  expect(contrast, `colour contrast: ${contrast.join(', ')}`).toEqual([]);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n    ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

const PUBLIC_PAGES: [string, string][] = [
  ['home', '/'],
  ['course list', '/khoa-hoc'],
  ['course detail', '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013'],
  ['search', '/tim-kiem/lap-trinh'],
  ['sign in', '/dang-nhap'],
  ['register', '/dang-ky'],
  ['forgot password', '/quen-mat-khau'],
  ['cart (empty)', '/gio-hang'],
  ['news', '/tin-tuc'],
  ['news article', '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y'],
  ['support', '/ho-tro-khach-hang'],
  ['solutions', '/giai-phap'],
  ['contact', '/lien-he'],
  ['home study', '/home-study'],
  ['404', '/trang-khong-co-that'],
  ['category', '/danh-muc/vat-ly'],
  ['teacher', '/giang-vien-hidden/pham-quang-minh'],
  ['news category', '/danh-muc-tin-tuc/tuyen-sinh'],
  ['hashtag', '/hashtag/ielts'],
  ['solution', '/giai-phap/truong-hoc-so'],
  ['support article', '/ho-tro-khach-hang/toi-quen-mat-khau-thi-phai-lam-sao'],
  ['support search', '/ho-tro-khach-hang/tim-kiem/m%E1%BA%ADt-kh%E1%BA%A9u'],
  ['about', '/gioi-thieu'],
  ['exam portal', '/cong-thi'],
  ['mock exam', '/cong-thi/thi-thu-toan-vao-10'],
  ['design system catalogue', '/he-thong-thiet-ke'],
];

test.describe('accessibility: no serious or critical axe violation', () => {
  for (const [name, path] of PUBLIC_PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  }

  test('signed-in pages: the account area, my courses, checkout', async ({ page, request }) => {
    const learner = await registerLearner(request);
    await page.goto('/dang-nhap');
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(page).toHaveURL('/');
    for (const path of [
      '/tai-khoan',
      '/tai-khoan/ho-so',
      '/tai-khoan/don-hang',
      '/tai-khoan/uu-dai',
      '/tai-khoan/thong-bao',
      '/tai-khoan/kich-hoat-khoa-hoc',
      '/tai-khoan/chu-de-quan-tam',
      '/tai-khoan/khoa-hoc-cua-toi',
      '/tai-khoan/khoa-hoc-da-xem',
      '/tai-khoan/khoa-hoc-homestudy',
      '/mycourse',
      '/gio-hang/thanh-toan?course_ids=34',
    ]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test('the course player', async ({ page, request }) => {
    const course = await courseById(request, 30); // owned by the demo learner
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent(course.learnPath)}`);
    await new AccountPages(page).signIn('hocvien@example.com', 'Hocvien@123');
    await expect(page).toHaveURL(course.learnPath);
    await expectAccessible(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the open menu drawer', async ({ page }) => {
      await page.goto('/khoa-hoc');
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page);
    });
  });
});
