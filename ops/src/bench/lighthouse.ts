/** Lighthouse 12.8.2, mobile preset (simulated throttling), performance only, in Debian's Chromium. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Lh {
  page: string;
  mode: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Each run's figures (the medians above are of these): the run's spread, to tell a difference from noise. */
  runs?: { performance: number; lcpMs: number; tbtMs: number }[];
}

function lighthouse(url: string, block: string[]): { performance: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number } {
  const out = path.join(ROOT, 'reports', `lh-${Date.now()}.json`);
  const res = spawnSync(
    path.join(ROOT, 'ops/node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...block.map((pattern) => `--blocked-url-patterns=${pattern}`),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 180_000 },
  );
  if (res.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed for ${url}: ${res.stderr?.slice(-500)}`);
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  fs.rmSync(out);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift']!.numericValue.toFixed(3)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']!.numericValue),
  };
}

/** The middle value (the upper one of an even count). */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Median of `runs` Lighthouse runs per page. Each page is asked for twice first, as a running site's pages
 * have been: the first visit's render (cold code, empty caches) would otherwise run on the same two cores as
 * the measured browser, and Lighthouse would count it in the page's blocking time. `block`: URL patterns the
 * browser is refused (`*` a wildcard).
 */
export async function lighthouseRows(base: string, pages: Record<string, string>, mode: string, runs = 3, block: string[] = []): Promise<Lh[]> {
  const rows: Lh[] = [];
  for (const [page, p] of Object.entries(pages)) {
    // once more on a failure: a kept-alive socket the server closed while Lighthouse ran
    const ask = () => fetch(base + p).then((r) => r.arrayBuffer());
    for (let i = 0; i < 2; i++) await ask().catch(ask);
    await new Promise((r) => setTimeout(r, 1000));
    const results = Array.from({ length: runs }, () => lighthouse(base + p, block));
    rows.push({
      page,
      mode,
      performance: median(results.map((r) => r.performance)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: median(results.map((r) => r.cls)),
      fcpMs: median(results.map((r) => r.fcpMs)),
      runs: results.map(({ performance, lcpMs, tbtMs }) => ({ performance, lcpMs, tbtMs })),
    });
    console.log(`  lighthouse ${mode} ${page}: ${JSON.stringify(rows[rows.length - 1])}`);
  }
  return rows;
}
