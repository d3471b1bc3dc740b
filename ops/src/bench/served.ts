import type { chromium } from '@playwright/test';

export type Browser = Awaited<ReturnType<typeof chromium.launch>>;

export interface ServedFirstLoad {
  jsKb: number;
  jsFiles: number;
  requests: number;
  /** Each JavaScript file: its path and encoded bytes on the wire. */
  files: { path: string; bytes: number }[];
}

/** One cold visit: JavaScript as served (encoded bytes), file count, and every request, until 3 s after load. */
export async function servedFirstLoad(browser: Browser, url: string): Promise<ServedFirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: Promise<{ path: string; bytes: number }>[] = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('requestfinished', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js')) files.push(req.sizes().then((s) => ({ path: pathname, bytes: s.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const served = await Promise.all(files);
  const bytes = served.reduce((a, f) => a + f.bytes, 0);
  await context.close();
  return { jsKb: kb(bytes), jsFiles: served.length, requests, files: served };
}

/** Bytes → KB with one decimal. */
export const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;
