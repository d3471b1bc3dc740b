import type { chromium } from '@playwright/test';

export type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** One cold visit: JavaScript as served (encoded bytes), file count, and every request, until 3 s after load. */
export async function servedFirstLoad(browser: Browser, url: string): Promise<{ jsKb: number; jsFiles: number; requests: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('requestfinished', (req) => {
    if (new URL(req.url()).pathname.endsWith('.js')) sizes.push(req.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return { jsKb: Math.round(bytes / 102.4) / 10, jsFiles: sizes.length, requests };
}

