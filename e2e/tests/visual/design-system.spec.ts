import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectKnownFallbacks, openInWebFont, useBaselineRenderer } from './renderer';

/**
 * Visual regression of the design system: every specimen of the living catalogue (/he-thong-thiet-ke)
 * at phone and desktop width, against the baselines in __screenshots__/. A squad that changes a shared
 * look sees which components moved; `pnpm test:visual:update` accepts a change on purpose.
 */
export const SPECIMENS = [
  'colors',
  'scale',
  'pagination',
  'states',
  'breadcrumb',
  'rich-text',
  'image',
  'progress',
  'smart-link',
  'button',
  'fields',
  'commerce',
  'skeleton',
  'toast',
];
export const WIDTHS = [375, 1280] as const;
/**
 * Per state, a handful of pixels: moving one component by 1 px changes ~90 pixels of its picture (see the
 * last test); the same build renders the same pixels, and Playwright's per-pixel threshold absorbs
 * anti-aliasing noise.
 */
const COMPONENT_TOLERANCE = { maxDiffPixels: 20 };

async function openCatalogue(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await openInWebFont(page, '/he-thong-thiet-ke');
  await expect(page.getByRole('heading', { level: 1, name: 'Hệ thống thiết kế' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ảnh bìa khóa học mẫu' })).toHaveJSProperty('complete', true);
}

for (const width of WIDTHS) {
  test(`every component of the design system looks as approved at ${width} px`, async ({ page, browser }, testInfo) => {
    useBaselineRenderer(browser, testInfo, (condition, reason) => test.skip(condition, reason));
    await openCatalogue(page, width);
    await page.evaluate(() => document.fonts.ready);
    await expectKnownFallbacks(page);
    for (const id of SPECIMENS) {
      const states = page.locator(`[data-specimen="${id}"] .sh-ds-state-body`);
      const count = await states.count();
      expect(count, id).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        await expect(states.nth(i), `${id} #${i + 1}`).toHaveScreenshot(`ds-${id}-${i + 1}-${width}.png`, COMPONENT_TOLERANCE);
      }
    }
  });
}

test('the suite is live: moving pagination by one pixel fails it', async ({ page }, testInfo) => {
  // updating baselines would accept the moved pagination as the new look
  test.skip(testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed', 'not while baselines are being updated');
  await openCatalogue(page, 1280);
  const firstPage = page.locator('[data-specimen="pagination"] .sh-ds-state-body').first();
  // its own baseline, made now on this renderer, so the proof holds on any machine
  const baseline = testInfo.snapshotPath('ds-liveness-pagination.png');
  fs.rmSync(baseline, { force: true });
  fs.mkdirSync(path.dirname(baseline), { recursive: true });
  fs.writeFileSync(baseline, await firstPage.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' }));
  await expect(firstPage).toHaveScreenshot('ds-liveness-pagination.png', COMPONENT_TOLERANCE); // unchanged: passes
  await page.addStyleTag({ content: '.ui-pagination { position: relative; left: 1px; }' });
  let failure = '';
  try {
    await expect(firstPage).toHaveScreenshot('ds-liveness-pagination.png', { ...COMPONENT_TOLERANCE, timeout: 5_000 });
  } catch (err) {
    failure = (err as Error).message;
  } finally {
    fs.rmSync(baseline, { force: true });
  }
  expect(failure).toMatch(/pixels \(ratio [\d.]+ of all image pixels\) are different/);
});

test('the catalogue’s dialog keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
  await openCatalogue(page, 1280);
  const opener = page.getByRole('button', { name: 'Mở hộp thoại' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Xóa chủ đề quan tâm?' });
  await expect(dialog).toBeFocused();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
