/**
 * `pnpm bench` (third part): what Module Federation costs, against the same pages built as one ordinary
 * webpack bundle (ops/webpack/create-monolith-config.cjs: same code, same loaders and settings, the
 * federation runtime stubbed out, each page a code-split chunk). Both are served by the same edge and
 * API, rendered in the browser (SSR=0) so that only the JavaScript differs, and measured in one run:
 * first-load JavaScript as served and requests (served.ts), and Lighthouse (median of BENCH_RUNS).
 * Writes reports/bench-monolith.json; budgets.ts holds MF / monolith ≤ 1.10 on bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { chromium } from '@playwright/test';
import { ROOT } from '../paths';
import { precompress } from '../build/precompress';
import { startSite } from './site-process';
import { BUDGET_PAGES } from './pages';
import { servedFirstLoad, type ServedFirstLoad } from './served';
import { difference } from './difference';
import { lighthouseRows, type Lh } from './lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MONOLITH_DIST = path.join(ROOT, 'ops/monolith/dist');

function buildMonolith(): Promise<void> {
  const { createMonolithConfig } = require(path.join(ROOT, 'ops/webpack/create-monolith-config.cjs')) as {
    createMonolithConfig: () => webpack.Configuration;
  };
  return new Promise((resolve, reject) =>
    webpack(createMonolithConfig(), (err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only') ?? 'monolith build failed'));
      else {
        // served as the shell's files are: brotli and gzip copies made at build time
        precompress(MONOLITH_DIST);
        resolve();
      }
    }),
  );
}

type Served = ServedFirstLoad;

async function measure(url: string, label: string): Promise<{ served: Record<string, Served>; lighthouse: Lh[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const served: Record<string, Served> = {};
  try {
    for (const [name, p] of Object.entries(BUDGET_PAGES)) served[name] = await servedFirstLoad(browser, url + p);
  } finally {
    await browser.close();
  }
  const lighthouse = RUNS > 0 ? await lighthouseRows(url, BUDGET_PAGES, label, RUNS) : [];
  return { served, lighthouse };
}

/** Swaps the shell the edge serves for the monolith's files (the edge reads them per request). */
function serveMonolith(deployDir: string): void {
  const shellDir = path.join(deployDir, 'shell');
  fs.rmSync(shellDir, { recursive: true, force: true });
  fs.cpSync(MONOLITH_DIST, shellDir, { recursive: true });
}

async function main() {
  console.log('Building the monolith (the same pages, no federation)…');
  await buildMonolith();
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3300), { SSR: '0' });
  let mf: Awaited<ReturnType<typeof measure>>;
  let mono: Awaited<ReturnType<typeof measure>>;
  try {
    mf = await measure(site.url, 'MF (client-rendered)');
    serveMonolith(site.deployDir);
    mono = await measure(site.url, 'monolith (client-rendered)');
  } finally {
    site.stop();
  }
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const rows = Object.keys(BUDGET_PAGES).map((page) => {
    const a = mf.served[page]!;
    const b = mono.served[page]!;
    const la = mf.lighthouse.find((r) => r.page === page);
    const lb = mono.lighthouse.find((r) => r.page === page);
    return {
      page,
      'MF JS KB': a.jsKb,
      'monolith JS KB': b.jsKb,
      'bytes ×': ratio(a.jsKb, b.jsKb),
      'MF req': a.requests,
      'mono req': b.requests,
      'requests ×': ratio(a.requests, b.requests),
      'perf MF/mono': la && lb ? `${la.performance}/${lb.performance}` : '–',
      'TBT ms MF/mono': la && lb ? `${la.tbtMs}/${lb.tbtMs}` : '–',
      'LCP ms MF/mono': la && lb ? `${la.lcpMs}/${lb.lcpMs}` : '–',
    };
  });
  console.log('\nModule Federation vs the same pages as one bundle (client-rendered, as served, until 3 s after load):');
  console.table(rows);
  const parts = Object.fromEntries(Object.keys(BUDGET_PAGES).map((page) => [page, difference(mf.served[page]!.files, mono.served[page]!.files)]));
  for (const [page, table] of Object.entries(parts)) {
    console.log(`\nWhere MF's extra bytes go, ${page} (KB as served):`);
    console.table(table);
  }
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'reports/bench-monolith.json'),
    JSON.stringify({ at: new Date().toISOString(), mf, monolith: mono, rows, parts }, null, 2),
  );
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
