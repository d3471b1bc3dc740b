/**
 * `pnpm bench`: the home page's first-load JavaScript in real Chromium, per file and per owner
 * (shell, each shared singleton, each remote), raw and gzip bytes. Builds what changed first.
 * Writes reports/bench-first-load.json so later work can be held against it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from '../paths';
import { startSite } from './site-process';

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
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports/bench-first-load.json'), JSON.stringify({ at: new Date().toISOString(), rows, total, sanitizer }, null, 2));
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
