import { expect, type Page } from '@playwright/test';

export const CONSOLE = '/ops/console';

/** Signs in to the ops console with a deploy token, as an operator does, and waits for the console. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto(CONSOLE);
  await page.getByLabel('Mã triển khai').fill(token);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Bảng điều khiển triển khai', level: 1 })).toBeVisible();
}
