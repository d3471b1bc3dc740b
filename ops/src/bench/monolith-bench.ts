/**
 * `pnpm bench` (third part): what Module Federation costs, against the same pages built as one ordinary
 * webpack bundle (ops/webpack/create-monolith-config.cjs: same code, same loaders and settings, the
 * federation runtime stubbed out, each page a code-split chunk). Both are served server-rendered by the same
 * edge, SSR service and API — the same HTML and stylesheets, the monolith's JavaScript hydrating what the
 * server rendered — and measured in one run: first-load JavaScript as served (served.ts) per page, and
 * Lighthouse (BENCH_RUNS runs per page and build, median with the range).
 * Writes reports/bench-monolith.json; budgets.ts holds (MF − monolith) − the runtime files ≤ 5 KB per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { chromium } from '@playwright/test';
import { ROOT } from '../paths';
import { precompress } from '../build/precompress';
import { startSite } from './site-process';
import { BUDGETS, FEDERATION_PAGES } from './pages';
import { servedFirstLoad, type ServedFirstLoad } from './served';
import { aboveFloor, difference } from './difference';
import { lighthouseRows, type Lh } from './lighthouse';
import { spread, withinNoise, worseBeyondNoise } from './noise';

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

/**
 * The federated build's own files that a server-rendered page hints (its remote's entry, chunks and manifest,
 * `<link rel="preload">`): the monolith never runs them, so its visits are refused them. The remote's
 * stylesheets stay: the monolith's page uses them as the federated one does (create-monolith-config.cjs).
 */
const FEDERATED_ONLY = ['**/remotes/**/*.js', '**/remotes/**/mf-manifest.json'];
const FEDERATED_ONLY_LH = ['*/remotes/*.js', '*/remotes/*/mf-manifest.json'];

async function measure(url: string, label: string, monolith = false): Promise<{ served: Record<string, ServedFirstLoad>; lighthouse: Lh[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const served: Record<string, ServedFirstLoad> = {};
  try {
    for (const [name, p] of Object.entries(FEDERATION_PAGES)) served[name] = await servedFirstLoad(browser, url + p, monolith ? FEDERATED_ONLY : []);
  } finally {
    await browser.close();
  }
  const lighthouse = RUNS > 0 ? await lighthouseRows(url, FEDERATION_PAGES, label, RUNS, monolith ? FEDERATED_ONLY_LH : []) : [];
  return { served, lighthouse };
}

/** Swaps the shell the edge serves for the monolith's files (the edge and the SSR service read them per request). */
function serveMonolith(deployDir: string): void {
  const shellDir = path.join(deployDir, 'shell');
  fs.rmSync(shellDir, { recursive: true, force: true });
  fs.cpSync(MONOLITH_DIST, shellDir, { recursive: true });
}

/**
 * One figure of both builds: "MF median (range) / monolith median (range)", whether they differ beyond the noise,
 * and whether MF is the worse one beyond it (issue 31 item 6 asks that it not be).
 */
function compare(mf: Lh | undefined, mono: Lh | undefined, key: 'performance' | 'lcpMs' | 'tbtMs'): { text: string; same: boolean; worse: boolean } {
  if (!mf?.runs || !mono?.runs) return { text: '–', same: false, worse: true };
  const a = mf.runs.map((r) => r[key]);
  const b = mono.runs.map((r) => r[key]);
  return { text: `${spread(a)} / ${spread(b)}`, same: withinNoise(a, b), worse: worseBeyondNoise(a, b, key === 'performance' ? 'higher' : 'lower') };
}

async function main() {
  console.log('Building the monolith (the same pages, no federation)…');
  await buildMonolith();
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3300), { SSR: '1' });
  let mf: Awaited<ReturnType<typeof measure>>;
  let mono: Awaited<ReturnType<typeof measure>>;
  try {
    mf = await measure(site.url, 'MF (server-rendered)');
    serveMonolith(site.deployDir);
    mono = await measure(site.url, 'monolith (server-rendered)', true);
  } finally {
    site.stop();
  }
  const floor = Object.keys(FEDERATION_PAGES).map((page) =>
    aboveFloor(page, mf.served[page]!.files, mono.served[page]!.files, BUDGETS.mfAboveFloorKb),
  );
  console.log(
    `\nModule Federation above its runtime, per page (server-rendered, KB as served until 3 s after load; budget ≤ ${BUDGETS.mfAboveFloorKb} KB):`,
  );
  console.table(floor);
  const lighthouse = Object.keys(FEDERATION_PAGES).map((page) => {
    const a = mf.lighthouse.find((r) => r.page === page);
    const b = mono.lighthouse.find((r) => r.page === page);
    const [perf, lcp, tbt] = (['performance', 'lcpMs', 'tbtMs'] as const).map((key) => compare(a, b, key));
    return {
      page,
      'perf MF / mono': perf!.text,
      'LCP ms MF / mono': lcp!.text,
      'TBT ms MF / mono': tbt!.text,
      'within the noise': perf!.same && lcp!.same && tbt!.same ? 'yes' : 'no',
      'MF worse beyond the noise': (['perf', 'LCP', 'TBT'] as const).filter((_, i) => [perf, lcp, tbt][i]!.worse).join(', ') || 'no',
    };
  });
  if (RUNS > 0) {
    console.log(`\nLighthouse mobile, both builds server-rendered in this run (median (min–max) of ${RUNS}):`);
    console.table(lighthouse);
  }
  const parts = Object.fromEntries(Object.keys(FEDERATION_PAGES).map((page) => [page, difference(mf.served[page]!.files, mono.served[page]!.files)]));
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'reports/bench-monolith.json'),
    JSON.stringify({ at: new Date().toISOString(), mode: 'server-rendered', mf, monolith: mono, floor, lighthouse, parts }, null, 2),
  );
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
