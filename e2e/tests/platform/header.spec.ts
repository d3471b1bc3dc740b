import { expect, test, type Page } from '@playwright/test';
import { AccountPages, registerLearner } from '../account/account-helpers';

// Issue 34 item 4: the header is the same menu for everyone, and nothing in it overlaps at any width.

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Điều hướng chính' });
const menuNames = async (page: Page) => (await mainNav(page).getByRole('link').allTextContents()).map((t) => t.trim()).filter(Boolean);

test.describe('the header menu', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is the same before and after signing in without a reload, and the same as the server rendered it', async ({ page, request }) => {
    const learner = await registerLearner(request, 'Học Viên Đầu Trang');
    // the server's header, before any script: what a first visit and a search engine see
    const html = await (await request.get('/')).text();
    // the site's menu; not the account's links, which only the CSS-only drawer shows (before the app, on a phone)
    const serverNav = (html.match(/<nav[^>]*aria-label="Điều hướng chính"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '').replace(
      /<div class="sh-nav-account">[\s\S]*$/,
      '',
    );
    const serverNames = [...serverNav.matchAll(/<a [^>]*href="\/[^"]*"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!.trim());
    expect(serverNames).toContain('Home-study');

    // every menu the header ever shows, as it changes (a flip to another menu for a moment counts too)
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { __menus: shown });
      const record = () => {
        const nav = document.querySelector('nav[aria-label="Điều hướng chính"]');
        if (!nav) return;
        const names = [...nav.querySelectorAll('a[href^="/"]')]
          .filter((a) => !a.closest('.sh-nav-account'))
          .map((a) => a.textContent?.trim())
          .join(' | ');
        if (shown.at(-1) !== names) shown.push(names);
      };
      // from the parsed page on (not the parser's half-built nav): the app starts after this
      document.addEventListener('DOMContentLoaded', () => {
        record();
        new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
      });
    });
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Home-study' })).toBeVisible();
    const before = await menuNames(page);
    expect(before).toEqual(serverNames);

    // signed in through the form: the app keeps running (no reload) and lands back on the home page
    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).click();
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(new AccountPages(page).headerUser('Học Viên Đầu Trang')).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /KhoaHoc\.vn/ })
      .click();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('link', { name: 'Home-study' })).toBeVisible();
    expect(await menuNames(page)).toEqual(before);
    // the app kept one menu all along: the server's, before the sign-in, on the sign-in page's way back and after
    expect(new Set(await page.evaluate(() => (window as unknown as { __menus: string[] }).__menus))).toEqual(new Set([before.join(' | ')]));
  });
});

/** The header's visible pieces (logo, menu links, search box, cart, sign-in or user menu, Menu button) and their boxes. */
async function headerBoxes(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const picked = [...header.querySelectorAll<HTMLElement>('.sh-header-inner a, .sh-header-inner button, .sh-header-inner input')].filter((el) => {
      const r = el.getBoundingClientRect();
      // shown, and not a piece of a closed drawer or dropdown (those are hidden) nor inside another picked piece
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    });
    const outer = picked.filter((el) => !picked.some((o) => o !== el && o.contains(el)));
    return outer.map((el) => {
      const r = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return { name: `${el.tagName.toLowerCase()} "${name}"`, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
  });
}

type Box = Awaited<ReturnType<typeof headerBoxes>>[number];
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

async function expectNoOverlap(page: Page, width: number) {
  const boxes = await headerBoxes(page);
  expect(boxes.length, `header pieces at ${width} px`).toBeGreaterThan(2);
  const clashes = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => overlap(a, b))
      .map((b) => `${a.name} × ${b.name}`),
  );
  expect(clashes, `overlapping header pieces at ${width} px`).toEqual([]);
  const outside = boxes.filter((b) => b.left < 0 || b.right > width + 0.5).map((b) => b.name);
  expect(outside, `header pieces past the edge at ${width} px`).toEqual([]);
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Tìm kiếm khóa học' });
  // the box is for wide screens (the phone's menu and the search page take it below 700 px)
  if (width > 700) await expect(search).toBeVisible();
}

test.describe('the header at phone, tablet, laptop and desktop widths', () => {
  const WIDTHS = [320, 375, 768, 1280, 1920];

  test('nothing overlaps the search box or anything else, signed out and signed in', async ({ page, request }) => {
    const learner = await registerLearner(request, 'Nguyễn Thị Minh Khai Phương');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoOverlap(page, width);
    }
    await page.goto('/dang-nhap');
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(page).not.toHaveURL(/dang-nhap/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoOverlap(page, width);
    }
  });
});
