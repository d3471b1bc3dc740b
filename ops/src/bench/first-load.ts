/**
 * `pnpm bench` (first part), in real Chromium with a cold cache each time:
 *  1. the home page's first-load JavaScript per file and per owner (shell, each shared singleton, each
 *     remote), raw and gzip bytes — where the bytes go;
 *  2. per budget page: the JavaScript as served (encoded bytes on the wire: brotli or gzip), loaded up to
 *     3 s after `load` (so the idle prefetch counts), and every request;
 *  3. navigation into a remote not loaded yet (home → "Tin tức", mf-content): click → the page's heading.
 * Builds what changed first. Writes reports/bench-first-load.json; ops/src/bench/budgets.ts judges it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from '../paths';
import { startSite } from './site-process';
import { BUDGET_PAGES } from './pages';
import { servedFirstLoad, type Browser } from './served';

const NAV_ROUNDS = Number(process.env.BENCH_NAV_ROUNDS ?? 10);

/** Home, then into mf-content by its menu link: click → heading, per round in a fresh browser context. */
async function remoteNavigation(browser: Browser, base: string): Promise<{ ms: number[]; preloaded: number }> {
  const ms: number[] = [];
  let preloaded = 0;
  for (let i = 0; i < NAV_ROUNDS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let entryLoaded = false;
    page.on('requestfinished', (req) => {
      if (/\/remotes\/mf_content\/.*remoteEntry\.js/.test(req.url())) entryLoaded = true;
    });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForTimeout(300); // a learner's glance before the click
    if (entryLoaded) preloaded++;
    const started = Date.now();
    await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tin tức' }).click();
    await page.getByRole('heading', { name: 'Tin tức', level: 1 }).waitFor();
    ms.push(Date.now() - started);
    await context.close();
  }
  return { ms, preloaded };
}

interface Row {
  file: string;
  owner: string;
  bytes: number;
  gzip: number;
}

/** Shell files that hold a shared singleton, from the shell's federation manifest. */
function sharedOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/dist/mf-manifest.json'), 'utf8')) as {
    shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  for (const shared of manifest.shared ?? []) for (const file of shared.assets.js.sync) owners.set(file, `shared: ${shared.name}`);
  return owners;
}

/** Largest npm package in a file, from its source map: tells a vendor chunk from the shell's own code. */
function dominantPackage(file: string): string | null {
  const mapFile = path.join(ROOT, 'shell/dist', `${file}.map`);
  if (!fs.existsSync(mapFile)) return null;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
  const bytes = new Map<string, number>();
  map.sources.forEach((source, i) => {
    const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'own code';
    bytes.set(pkg, (bytes.get(pkg) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  const [top] = [...bytes].sort((a, b) => b[1] - a[1]);
  return top && top[0] !== 'own code' ? top[0] : null;
}

function ownerOf(url: URL, shared: Map<string, string>): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(url.pathname);
  if (remote) return `remote: ${remote[1]}`;
  const file = url.pathname.replace(/^\//, '');
  const owner = shared.get(file);
  if (owner) return owner;
  const vendor = dominantPackage(file);
  if (vendor?.startsWith('@module-federation/')) return 'shell: federation runtime';
  return vendor ? `shared deps: ${vendor}` : 'shell: own code';
}

async function main() {
  const build = spawnSync(process.execPath, [...process.execArgv, path.join(ROOT, 'ops/src/cli/build.ts')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  // every demo picture drawn into the API's cache first: the site's background drawing (ART_WARM) must not
  // run beside the measurements, and a picture's first request must not wait for its drawing
  const art = spawnSync('pnpm', ['--filter', '@edu/api', 'art'], { cwd: ROOT, stdio: 'ignore' });
  if (art.status !== 0) throw new Error('drawing the demo pictures failed');
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3300));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    const scripts: URL[] = [];
    page.on('response', (res) => res.request().resourceType() === 'script' && scripts.push(new URL(res.url())));
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.locator('main a[href^="/khoa-hoc/"]').first().waitFor({ timeout: 30_000 });
    const shared = sharedOwners();
    const rows: Row[] = [];
    let sanitizer = false;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      // A string literal of sanitize-html's option parser survives minification.
      sanitizer ||= body.includes('allowedSchemesByTag');
      rows.push({ file: url.pathname, owner: ownerOf(url, shared), bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    }
    rows.sort((a, b) => a.owner.localeCompare(b.owner) || b.gzip - a.gzip);
    console.log('\nHome page first-load JavaScript (Chromium, cold cache):\n');
    console.log(`${'owner'.padEnd(34)} ${'bytes'.padStart(9)} ${'gzip'.padStart(8)}  file`);
    for (const r of rows) console.log(`${r.owner.padEnd(34)} ${String(r.bytes).padStart(9)} ${String(r.gzip).padStart(8)}  ${r.file}`);
    const byOwner = new Map<string, { bytes: number; gzip: number }>();
    for (const r of rows) {
      const o = byOwner.get(r.owner) ?? { bytes: 0, gzip: 0 };
      byOwner.set(r.owner, { bytes: o.bytes + r.bytes, gzip: o.gzip + r.gzip });
    }
    console.log('\nPer owner:');
    for (const [owner, s] of byOwner) console.log(`  ${owner.padEnd(32)} ${String(s.bytes).padStart(9)} ${String(s.gzip).padStart(8)}`);
    const total = rows.reduce((t, r) => ({ bytes: t.bytes + r.bytes, gzip: t.gzip + r.gzip }), { bytes: 0, gzip: 0 });
    console.log(`  ${'TOTAL'.padEnd(32)} ${String(total.bytes).padStart(9)} ${String(total.gzip).padStart(8)}  (${rows.length} files)`);
    console.log(`\nsanitize-html in the first load: ${sanitizer ? 'YES (it should load lazily)' : 'no'}`);

    const pages: Record<string, Awaited<ReturnType<typeof servedFirstLoad>>> = {};
    for (const [name, p] of Object.entries(BUDGET_PAGES)) pages[name] = await servedFirstLoad(browser, site.url + p);
    console.log('\nFirst load per page, as served (encoded), until 3 s after load:');
    console.table(pages);
    const navigation = await remoteNavigation(browser, site.url);
    const sorted = [...navigation.ms].sort((a, b) => a - b);
    const p50 = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `Navigation home → /tin-tuc (mf-content): p50 ${p50} ms, max ${sorted.at(-1)} ms (n=${sorted.length}; its entry already prefetched in ${navigation.preloaded})`,
    );
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'reports/bench-first-load.json'),
      JSON.stringify({ at: new Date().toISOString(), rows, total, sanitizer, pages, navigation: { ...navigation, p50 } }, null, 2),
    );
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
