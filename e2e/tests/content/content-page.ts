import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Page object of the content remote (news, support, contact, solutions, exam portal, single pages)
 * as a reader sees it through the shell. Selectors are roles and Vietnamese labels only.
 */
export class ContentPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  main(): Locator {
    return this.page.getByRole('main');
  }

  link(name: string | RegExp): Locator {
    return this.main().getByRole('link', { name, exact: typeof name === 'string' });
  }

  sortBy(label: 'Liên quan' | 'Tiêu đề' | 'Nội dung' | 'Ngày đăng'): Promise<void> {
    return this.page.getByRole('navigation', { name: 'Sắp xếp bài viết' }).getByRole('link', { name: label }).click();
  }

  newsSearch(): Locator {
    return this.page.getByRole('search', { name: 'Tìm kiếm tin tức' });
  }

  async searchNews(query: string): Promise<void> {
    const box = this.newsSearch().getByRole('searchbox', { name: 'Từ khóa tin tức' });
    await box.fill(query);
    await box.press('Enter');
  }

  /** Post cards of a news list, in order. */
  posts(): Locator {
    return this.main().getByRole('article');
  }

  async searchSupport(query: string): Promise<void> {
    const box = this.page.getByRole('search', { name: 'Tìm kiếm hỗ trợ' }).getByRole('searchbox', { name: 'Bạn cần hỗ trợ gì?' });
    await box.fill(query);
    await box.press('Enter');
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** The 404 page is rendered in place: the address stays what the visitor asked for. */
  async expectNotFound(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
    await expect(this.page).not.toHaveURL(/\/404$/);
  }
}
