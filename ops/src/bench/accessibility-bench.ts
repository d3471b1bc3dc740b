/**
 * `pnpm bench:a11y`: Lighthouse 12 accessibility (mobile preset, Debian's Chromium) on the five pages issue 31
 * asks 100 of: home, the course list, a course, a news post and sign-in. Prints each score and, under 100, the
 * failing audits and their elements; writes reports/bench-a11y.json; exits 1 unless every page scores 100 — except
 * with `--no-verdict`, as part of `pnpm bench`, whose budgets (./budgets.ts) judge it. BASE_URL: measure a running
 * site instead of starting the built one.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths';
import { BUDGET_PAGES } from './pages';
import { startSite } from './site-process';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const A11Y_PAGES: Record<string, string> = { ...BUDGET_PAGES, 'sign-in': '/dang-nhap' };

/** reports/bench-a11y.json: Lighthouse's accessibility score per page (./budgets.ts asks 100 of each). */
export interface A11yReport {
  at: string;
  pages: { page: string; path: string; score: number }[];
}

interface Audit {
  score: number | null;
  title: string;
  details?: { items?: Array<{ node?: { snippet?: string; explanation?: string } }> };
}

function accessibility(url: string): { score: number; failing: string[] } {
  const out = path.join(os.tmpdir(), `lh-a11y-${process.pid}-${Date.now()}.json`);
  const res = spawnSync(
    path.join(ROOT, 'ops/node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 180_000 },
  );
  if (res.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed for ${url}: ${res.stderr?.slice(-500)}`);
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { accessibility: { score: number; auditRefs: Array<{ id: string; weight: number }> } };
    audits: Record<string, Audit>;
  };
  fs.rmSync(out);
  const failing = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id]!;
      const nodes = (audit.details?.items ?? []).slice(0, 5).map((i) => `      ${i.node?.snippet ?? ''}`);
      return [`    ${ref.id}: ${audit.title}`, ...nodes].join('\n');
    });
  return { score: Math.round(lhr.categories.accessibility.score * 100), failing };
}

/** A port the system says is free whose next one is free too (the site's API listens there): the machine is shared. */
async function freePortPair(): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer().once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address() as net.AddressInfo;
        server.close(() => resolve(got));
      });
    });
  for (;;) {
    const port = await listen(0);
    if (
      port < 65535 &&
      (await listen(port + 1).then(
        () => true,
        () => false,
      ))
    )
      return port;
  }
}

async function main(): Promise<void> {
  const site = process.env.BASE_URL ? null : await startSite(process.env.PORT ? Number(process.env.PORT) : await freePortPair());
  const base = process.env.BASE_URL ?? site!.url;
  const pages: A11yReport['pages'] = [];
  try {
    for (const [name, p] of Object.entries(A11Y_PAGES)) {
      // the page rendered once, as a running site's pages have been (again on a failure: a kept-alive socket closed)
      const ask = () => fetch(base + p).then((r) => r.arrayBuffer());
      await ask().catch(ask);
      const { score, failing } = accessibility(base + p);
      pages.push({ page: name, path: p, score });
      console.log(`lighthouse accessibility ${name} (${p}): ${score}`);
      if (failing.length) console.log(failing.join('\n'));
    }
  } finally {
    site?.stop();
  }
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const report: A11yReport = { at: new Date().toISOString(), pages };
  fs.writeFileSync(path.join(ROOT, 'reports/bench-a11y.json'), JSON.stringify(report, null, 2));
  const all100 = pages.every((p) => p.score === 100);
  console.log(all100 ? 'accessibility: 100 on every page' : 'accessibility: under 100 (above)');
  process.exitCode = all100 || process.argv.includes('--no-verdict') ? 0 : 1;
}

void main();
