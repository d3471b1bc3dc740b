import { expect, test, type Page } from '@playwright/test';
import { slowPhone } from '../../../ops/src/bench/phone-profile';
import { REMOTE_PAGE_EVENT, type RemotePageSignal } from '../../../shared/src/pages/page-signal';

/**
 * Server rendering as a learner, a crawler and a link preview meet it: the HTML itself carries the
 * page (no JavaScript needed), and with JavaScript the same page hydrates quietly and works.
 */
const COURSE = {
  path: '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013',
  name: 'Vật lý 12 – Chinh phục điểm 9+',
  price: '799.000đ',
  teacher: 'Phạm Quang Minh',
};
const POST = {
  path: '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y',
  title: 'Học nhóm trực tuyến: lợi ích và lưu ý',
  body: 'tổng hợp thông tin hữu ích',
};

/** Console errors and warnings, except the browser's own line for a page answered 404 on purpose. */
function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('status of 404')) seen.push(m.text());
  });
  page.on('pageerror', (e) => seen.push(e.message));
  return seen;
}

/**
 * The course page, opened and its "Thêm vào giỏ hàng" tapped once the shell says the remote's page has mounted (its
 * boundary hydrated): a tap before that is the HTML form's, and the browser posts it and loads the page again
 * (docs/decisions/2026-11-27-actions-before-the-app.md).
 */
async function addToCartOnceMounted(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    addEventListener(name, (e) => {
      if ((e as CustomEvent<RemotePageSignal>).detail.state === 'rendered') (window as { __rendered?: boolean }).__rendered = true;
    });
  }, REMOTE_PAGE_EVENT);
  await page.goto(COURSE.path);
  await page.waitForFunction(() => (window as { __rendered?: boolean }).__rendered === true);
  await page.getByRole('complementary', { name: 'Đăng ký khóa học' }).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã thêm khóa học vào giỏ hàng' })).toBeVisible();
}

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a course page shows the course name, price and teacher @smoke', async ({ page }) => {
    const res = await page.goto(COURSE.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: COURSE.name })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Đăng ký khóa học' })).toContainText(COURSE.price);
    await expect(page.getByRole('main').getByRole('link', { name: COURSE.teacher }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${COURSE.name} | KhoaHoc.vn`);
  });

  test('a news post shows its title and body', async ({ page }) => {
    await page.goto(POST.path);
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(POST.body);
  });

  test('the course list shows its first page of courses', async ({ page }) => {
    await page.goto('/khoa-hoc');
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa học' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  });
});

test.describe('the same pages with JavaScript', () => {
  test('hydrate without console errors, reuse the server data, and stay interactive', async ({ page }) => {
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/user/course') || url.pathname.startsWith('/api/user/post')) apiCalls.push(url.pathname);
    });

    await page.goto(POST.path);
    await expect(page.getByRole('article')).toContainText(POST.body);
    await page.goto('/khoa-hoc');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await page.goto(COURSE.path);
    const buyBox = page.getByRole('complementary', { name: 'Đăng ký khóa học' });
    await expect(buyBox).toContainText(COURSE.price);
    await page.waitForLoadState('networkidle');
    // The page's data came with the HTML: the browser asked for none of it again.
    expect(apiCalls).toEqual([]);

    await buyBox.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã thêm khóa học vào giỏ hàng' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giỏ hàng 1 khóa học' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('what a page’s head hints', () => {
  test('a course page hints the shell’s write hook beside its own code, and the browser uses the hint; the home page, which writes nothing, does not', async ({
    page,
    request,
  }) => {
    // the shell's build lists the files of each singleton it provides lazily (ops/webpack/shared-files-manifest.cjs)
    const shell = (await (await request.get('/mf-manifest.json')).json()) as { providedFiles?: Record<string, string[]> };
    const provided = (shell.providedFiles?.['@edu/shared/mutation'] ?? []).map((f) => `/${f}`);
    const hint = (href: string) => `<link rel="preload" as="script" href="${href}">`;
    const course = await (await request.get(COURSE.path)).text();
    const home = await (await request.get('/')).text();
    // what the template hints on every page (the start-up singletons file, its own unquoted tag) is not hinted again
    const files = provided.filter((href) => !home.includes(`<link rel=preload href=${href} as=script>`));
    expect(files.length).toBeGreaterThan(0);
    for (const href of files) expect(course).toContain(hint(href));
    for (const href of files) expect(home).not.toContain(href);

    // the hint is used: Chromium warns in the console when a preload is not (the request's mode differs, or nothing
    // asked for it), and the file crossed the network once
    const problems = consoleProblems(page);
    await addToCartOnceMounted(page);
    const downloads = await page.evaluate(
      (hrefs) =>
        hrefs.map(
          (href) => performance.getEntriesByName(location.origin + href).filter((e) => (e as PerformanceResourceTiming).transferSize > 0).length,
        ),
      files,
    );
    expect(downloads).toEqual(files.map(() => 1));
    expect(problems).toEqual([]);
  });

  // The page's own code waits in an inert <template> until the shell's start-up scripts have loaded: on a phone's
  // slow line it then comes while the shell hydrates (docs/decisions/2026-11-27-page-code-after-the-shell.md).
  for (const early of ['the early script', 'the app, when the early script did not run'] as const) {
    test(`the page’s own code is asked for once the shell’s start-up scripts have loaded, and once: ${early} releases it`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(COURSE.path)).text();
      const held = /<template id="sh-page-hints">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
      const later = [...held.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
      const startup = [...html.replace(held, '').matchAll(/<link rel=preload href=(\S+) as=script>/g)].map((m) => m[1]!);
      expect(later.filter((href) => href.startsWith('/remotes/mf_catalogue/')).length).toBeGreaterThanOrEqual(3); // manifest, entry, page
      expect(startup.length).toBeGreaterThanOrEqual(3); // main, bootstrap, singletons
      if (early !== 'the early script') await page.route(/\/early\.[0-9a-f]+\.js$/, (route) => route.abort());
      // on the phone's slow line the early script runs long before the start-up scripts have loaded
      await slowPhone(page);
      const problems = consoleProblems(page);

      await addToCartOnceMounted(page);
      await expect(page.locator('#sh-page-hints')).toHaveCount(0);
      // the prefetch 1 s after ready has run (it warms the linked remotes' manifests), and left this page's alone
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/remotes\/mf_content\/[^/]+\/mf-manifest\.json$/.test(e.name))),
        )
        .toBe(true);
      const seen = await page.evaluate(
        ({ later, startup }) => {
          const entries = (href: string) => performance.getEntriesByName(location.origin + href) as PerformanceResourceTiming[];
          return {
            startupLoaded: Math.max(...startup.map((href) => entries(href)[0]?.responseEnd ?? Infinity)),
            later: later.map((href) => ({
              href,
              asked: entries(href)[0]?.startTime ?? -1,
              downloads: entries(href).filter((e) => e.transferSize > 0).length,
            })),
          };
        },
        { later, startup },
      );
      for (const file of seen.later) {
        expect(file.asked, file.href).toBeGreaterThanOrEqual(seen.startupLoaded);
        expect(file.downloads, file.href).toBe(1);
      }
      // a blocked early script is the browser's one line; nothing else (no unused preload, no refused file)
      expect(problems.filter((p) => !p.includes('ERR_FAILED'))).toEqual([]);
    });
  }
});

/** Every public page type: server-rendered with its heading, then hydrated without a warning. */
const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'Khóa học trực tuyến'],
  ['/khoa-hoc?sort=price_asc&page=2', 'Khóa học'],
  ['/danh-muc/luyen-thi-thpt-quoc-gia', 'Luyện thi THPT Quốc gia'],
  ['/tim-kiem/to%C3%A1n', 'Kết quả tìm kiếm “toán”'],
  ['/giang-vien-hidden/pham-quang-minh', 'Phạm Quang Minh'],
  ['/tin-tuc', 'Tin tức'],
  ['/danh-muc-tin-tuc/tuyen-sinh', 'Tuyển sinh'],
  ['/hashtag/ielts', '#IELTS'],
  ['/ho-tro-khach-hang', 'Hỗ trợ khách hàng'],
  ['/ho-tro-khach-hang/toi-quen-mat-khau-thi-phai-lam-sao', 'Tôi quên mật khẩu thì phải làm sao?'],
  ['/giai-phap', 'Giải pháp'],
  ['/giai-phap/truong-hoc-so', 'Trường học số'],
  ['/cong-thi', 'Cổng thi'],
  ['/gioi-thieu', 'Giới thiệu'],
  ['/dieu-khoan-su-dung', 'Điều khoản sử dụng'],
  ['/tin-giao-duc/thong-bao-lich-nghi-le-va-ho-tro-hoc-vien', 'Thông báo lịch nghỉ lễ và hỗ trợ học viên'],
  ['/home-study', 'Học tại nhà'],
  // the account's public forms: no private data, and every buyer passes through them
  ['/dang-nhap?redirect=%2Fgio-hang', 'Đăng nhập'],
  ['/dang-ky', 'Đăng ký tài khoản'],
  ['/quen-mat-khau', 'Quên mật khẩu'],
];

test.describe('every public page type', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${decodeURIComponent(path)} is in the server's HTML and hydrates quietly`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<h1');
      expect(html).toContain('id="ssr-data"');
      const problems = consoleProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
