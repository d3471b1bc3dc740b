/**
 * `pnpm bench` (second part): server rendering measured in one run on this machine.
 *
 * 1. Time to first byte of the course page on loopback at a fixed 100 req/s (autocannon), with the
 *    SSR page cache off (every request rendered) and on, plus the most requests/s each sustains.
 * 2. Lighthouse 12.8.2 mobile preset (simulated throttling), median of BENCH_RUNS (3) runs, for home,
 *    course list, course detail and a news post — client-rendered (the same build served with SSR=0,
 *    which is what every page was before server rendering) and server-rendered.
 * Writes reports/bench-ssr.json. Targets (issue #10): TTFB p99 ≤ 100 ms uncached at 100 req/s; LCP ≤ 2.0 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../paths';
import { startSite } from './site-process';
import { BUDGET_PAGES } from './pages';
import { lighthouseRows, type Lh } from './lighthouse';

const PAGES = BUDGET_PAGES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Ttfb {
  mode: string;
  rate: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A few seconds of traffic first: V8 compiles React's server renderer hot, as a long-running server's would be. */
async function warm(url: string): Promise<void> {
  await autocannon({ url, connections: 10, duration: 5 });
}

async function load(url: string, mode: string, rate: number | null): Promise<Ttfb> {
  // autocannon's latency is time to the whole answer; the page is sent in one write, so it bounds TTFB.
  const r = await autocannon({ url, connections: rate ? 10 : 20, duration: SECONDS, ...(rate ? { overallRate: rate } : {}) });
  return {
    mode,
    rate: rate ? `${rate} req/s fixed` : 'max',
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function main() {
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const port = Number(process.env.BENCH_PORT ?? 3300);
  const ttfb: Ttfb[] = [];
  const lh: Lh[] = [];

  // Server-rendered, page cache off: every request renders (the uncached figure).
  let site = await startSite(port, { SSR_PAGE_CACHE_SECONDS: '0' });
  try {
    const url = site.url + PAGES['course detail'];
    await warm(url);
    ttfb.push(await load(url, 'SSR, uncached', 100));
    ttfb.push(await load(url, 'SSR, uncached', null));
  } finally {
    site.stop();
  }
  await new Promise((r) => setTimeout(r, 1500));

  // Server-rendered with the page cache (the default), then Lighthouse on it.
  site = await startSite(port);
  try {
    const url = site.url + PAGES['course detail'];
    await warm(url);
    ttfb.push(await load(url, 'SSR, page cache', 100));
    ttfb.push(await load(url, 'SSR, page cache', null));
    if (RUNS > 0) lh.push(...(await lighthouseRows(site.url, PAGES, 'server-rendered', RUNS)));
  } finally {
    site.stop();
  }
  await new Promise((r) => setTimeout(r, 1500));

  // Before: the same build rendered in the browser only.
  if (RUNS > 0) {
    site = await startSite(port, { SSR: '0' });
    try {
      lh.push(...(await lighthouseRows(site.url, PAGES, 'client-rendered', RUNS)));
    } finally {
      site.stop();
    }
  }

  console.log('\nTime to first byte, course page, loopback (ms):');
  console.table(ttfb);
  if (lh.length) {
    console.log(`Lighthouse mobile (simulated throttling), median of ${RUNS}:`);
    console.table(lh);
  }
  const load1 = Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  fs.writeFileSync(
    path.join(ROOT, 'reports/bench-ssr.json'),
    JSON.stringify({ at: new Date().toISOString(), loadAverage: load1, ttfb, lighthouse: lh }, null, 2),
  );
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
