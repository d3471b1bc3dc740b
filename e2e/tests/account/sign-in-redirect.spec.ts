import { expect, test } from '@playwright/test';
import { AccountPages, registerLearner } from './account-helpers';

/**
 * SPEC §2's redirect-target rule on sign-in: the redirect value is followed only when it is not empty, has no
 * space, @, %, $, backslash or semicolon and is not a bare slash (and, ours, is a path on this site); otherwise the
 * current full path is used — here the sign-in page itself, so the learner lands on the home page.
 */
const CASES: Array<[what: string, redirect: string, lands: string]> = [
  ['a path on the site is followed, with its query', '/khoa-hoc?category=lap-trinh', '/khoa-hoc?category=lap-trinh'],
  ["an @ (someone else's host) is ignored", '@evil.example/x', '/'],
  ['a $ is ignored', '/gio-hang$', '/'],
  ['a bare slash is ignored', '/', '/'],
  ['another site (protocol-relative) is ignored', '//evil.example/x', '/'],
];

test.describe('sign-in follows only a redirect target the rule allows', () => {
  for (const [what, redirect, lands] of CASES) {
    test(what, async ({ page, request }) => {
      const learner = await registerLearner(request, 'Học Viên Chuyển Hướng');
      await page.goto(`/dang-nhap?redirect=${encodeURIComponent(redirect)}`);
      await new AccountPages(page).signIn(learner.email, learner.password);
      await expect(new AccountPages(page).headerUser('Học Viên Chuyển Hướng')).toBeVisible();
      await expect(page).toHaveURL(lands);
    });
  }
});
