import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Page object of the catalogue remote (home, /khoa-hoc, course detail, search) as a learner sees
 * it through the shell. Selectors are roles and Vietnamese labels only.
 */
export class CataloguePage {
  constructor(readonly page: Page) {}

  /** The shell's header search box. */
  async search(query: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: 'Tìm kiếm khóa học' });
    await box.fill(query);
    await box.press('Enter');
  }

  /** A filter of the course list ('Danh mục', 'Chủ đề', 'Mức giá', 'Nền tảng', 'Sắp xếp'). */
  async filter(label: string, option: string): Promise<void> {
    await this.page.getByRole('search', { name: 'Lọc khóa học' }).getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  courseLink(name: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: typeof name === 'string' });
  }

  courseCards(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  buyBox(): Locator {
    return this.page.getByRole('complementary', { name: 'Đăng ký khóa học' });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  cartLink(count: number): Locator {
    return this.page.getByRole('link', { name: `Giỏ hàng ${count} khóa học` });
  }

  /**
   * The app runs (the shell marks <html data-app>). Before it, the buy buttons are HTML forms
   * (docs/decisions/2026-11-27-actions-before-the-app.md); a test of the app's own flow (a modal) waits for it.
   */
  async appStarted(): Promise<void> {
    await expect(this.page.locator('html[data-app]')).toBeAttached();
  }

  async expectCourseList(): Promise<void> {
    await expect(this.courseCards().first()).toBeVisible();
  }
}

/** The latest OTP the dev outbox holds for `to` (the API's development-only mailbox). */
export async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  let otp: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox.json', { params: { to } });
        if (!res.ok()) return null;
        const body = (await res.json()) as { data?: Array<{ otp: string | null }> };
        otp = body.data?.find((m) => m.otp)?.otp ?? null;
        return otp;
      },
      { message: `an OTP sent to ${to}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return otp!;
}
