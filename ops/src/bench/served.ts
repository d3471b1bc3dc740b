import type { chromium } from '@playwright/test';

export type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** One file a cold visit fetched: its path and encoded bytes on the wire. */
export interface ServedFile {
  path: string;
  bytes: number;
}

export interface ServedFirstLoad {
  jsKb: number;
  jsFiles: number;
  /** Web fonts (woff2): not JavaScript and outside the JS budget, but bytes on the first load all the same. */
  fontKb: number;
  fontFiles: number;
  requests: number;
  /** Each JavaScript file. */
  files: ServedFile[];
  fonts: ServedFile[];
}

const isJs = (p: string) => p.endsWith('.js');
const isFont = (p: string) => p.endsWith('.woff2');

/** The counts of one visit's files: JavaScript and fonts apart, anything else not counted here. */
export function countServed(served: ServedFile[], requests: number): ServedFirstLoad {
  const files = served.filter((f) => isJs(f.path));
  const fonts = served.filter((f) => isFont(f.path));
  const sum = (xs: ServedFile[]) => xs.reduce((a, f) => a + f.bytes, 0);
  return { jsKb: kb(sum(files)), jsFiles: files.length, fontKb: kb(sum(fonts)), fontFiles: fonts.length, requests, files, fonts };
}

/**
 * One cold visit: JavaScript and fonts as served (encoded bytes), file counts, and every request, until 3 s after
 * load; `block`: URL globs the visit is refused (they count as requests, not as files).
 */
export async function servedFirstLoad(browser: Browser, url: string, block: string[] = []): Promise<ServedFirstLoad> {
  const context = await browser.newContext();
  // files this measurement must not fetch (glob patterns): the monolith's page left the federated build's hints
  for (const pattern of block) await context.route(pattern, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  const files: Promise<ServedFile>[] = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('requestfinished', (req) => {
    const { pathname } = new URL(req.url());
    if (isJs(pathname) || isFont(pathname)) files.push(req.sizes().then((s) => ({ path: pathname, bytes: s.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const served = await Promise.all(files);
  await context.close();
  return countServed(served, requests);
}

/** Bytes → KB with one decimal. */
export const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;
