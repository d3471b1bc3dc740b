/**
 * `pnpm bench` (first part), in real Chromium with a cold cache each time:
 *  1. the home page's first-load JavaScript per file and per owner (shell, each shared singleton, each
 *     remote), raw and gzip bytes — where the bytes go;
 *  2. per budget page: the JavaScript as served (encoded bytes on the wire: brotli or gzip), loaded up to
 *     3 s after `load` (so the idle prefetch counts), the web font's files beside it, and every request;
 *  3. navigation into a remote not loaded yet (home → "Tin tức", mf-content): the click → its heading, and
 *     → its first post, on screen.
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
import { median } from './lighthouse';

const NAV_ROUNDS = Number(process.env.BENCH_NAV_ROUNDS ?? 10);

/** What a learner sees after the click, in the page's own clock (ms after the click event). */
interface NavTiming {
  heading: number;
  content: number;
}

/**
 * Measured inside the page: from the click event's timestamp to the next frame after the page's heading,
 * then its first post, is in the DOM. (Timing Playwright's click() from outside would add the driver's
 * own actionability checks — 100–200 ms on this machine — to every figure.) A mark lands after a frame,
 * then a task: once the frame with the change has been produced. A string: the bench's TypeScript runner
 * decorates functions with helpers the page does not have.
 */
const NAV_PROBE = `(() => {
  const marks = (window.__nav = {});
  const mark = (key) => requestAnimationFrame(() => setTimeout(() => (marks[key] ??= performance.now() - marks.click)));
  let heading = false;
  let content = false;
  document.addEventListener('click', (e) => (marks.click ??= e.timeStamp), { capture: true });
  new MutationObserver(() => {
    if (marks.click == null) return;
    if (!heading && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Tin tức')) {
      heading = true;
      mark('heading');
    }
    if (!content && document.querySelector('section[aria-label="Bài viết: Tin tức"] a[href^="/tin-tuc/"]')) {
      content = true;
      mark('content');
    }
  }).observe(document.body, { subtree: true, childList: true });
})()`;

async function timeNavigation(page: import('@playwright/test').Page): Promise<NavTiming> {
  await page.evaluate(NAV_PROBE);
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tin tức' }).click();
  await page.getByRole('heading', { name: 'Tin tức', level: 1 }).waitFor();
  await page.waitForFunction(() => (window as unknown as { __nav: Partial<NavTiming> }).__nav.content != null);
  const marks = (await page.evaluate('window.__nav')) as NavTiming;
  return { heading: Math.round(marks.heading), content: Math.round(marks.content) };
}

/** Home, then into mf-content by its menu link, per round in a fresh browser context. */
async function remoteNavigation(browser: Browser, base: string): Promise<{ heading: number[]; content: number[]; preloaded: number }> {
  const heading: number[] = [];
  const content: number[] = [];
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
    const t = await timeNavigation(page);
    heading.push(t.heading);
    content.push(t.content);
    await context.close();
  }
  return { heading, content, preloaded };
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
    console.table(Object.fromEntries(Object.entries(pages).map(([name, { files: _files, fonts: _fonts, ...counts }]) => [name, counts])));
    const navigation = await remoteNavigation(browser, site.url);
    // the budget: the remote's page on screen (its heading, with its skeletons); its posts also wait for the API
    const p50 = median(navigation.heading);
    const contentP50 = median(navigation.content);
    console.log(
      `Navigation home → /tin-tuc (mf-content), from the click: its page on screen p50 ${p50} ms (max ${Math.max(...navigation.heading)}); ` +
        `its first post p50 ${contentP50} ms (max ${Math.max(...navigation.content)}); n=${navigation.heading.length}, its entry already loaded before the pointer came in ${navigation.preloaded}`,
    );
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'reports/bench-first-load.json'),
      JSON.stringify({ at: new Date().toISOString(), rows, total, sanitizer, pages, navigation: { ...navigation, p50, contentP50 } }, null, 2),
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
