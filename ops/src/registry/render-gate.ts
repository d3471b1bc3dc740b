import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { PublicRegistry } from '@edu/shared/platform';
import { matchRoute } from '../../../shell/src/routes/match-route';
import { ROUTES } from '../../../shell/src/routes/route-table';
import { createEdgeServer } from '../edge/server';
import { readRegistry, toPublicRegistry } from './store';

/**
 * The last gate before a version goes live or canary: the live shell renders each of its pages in a
 * headless Chromium, with that version in place of the live one, and any page that throws, shows the
 * remote's error card or logs an error refuses the change.
 *
 * How: a private edge on a free port serves the deployed shell and remote files, with a registry in
 * which the candidate is live, and proxies the API to the site (EDGE_URL). Pages render in the browser
 * (no server rendering here: that half is checked when the server build is required by the SSR service).
 */
/** How long a page is watched after it showed up. */
const SETTLE_MS = 500;

export interface RenderGateOptions {
  deployDir: string;
  remote: string;
  version: string;
  /** The running site: its API answers the pages' calls, and its edge serves files this machine lacks. */
  siteUrl: string;
  chromiumPath: string;
  /** Per page. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface RenderGateReport {
  rendered: string[];
  /** Pages that need a signed-in learner: not rendered (the guard sends the gate to the login page). */
  skipped: string[];
  /** One line per problem, saying what to fix. */
  problems: string[];
}

/** Where Chromium is: CHROMIUM_PATH, else Debian's; null when absent (the gate says it was skipped). */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/** One URL per page of the remote: its route, parameters filled from the sitemap (or a slug that does not exist). */
export async function pagesOf(remote: string, siteUrl: string): Promise<{ expose: string; url: string }[]> {
  let sitemap: string[] = [];
  try {
    const xml = await (await fetch(new URL('/sitemap.xml', siteUrl))).text();
    sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  } catch {
    // no sitemap: parameters get a slug that matches nothing, and the page shows its own "not found"
  }
  const pages: { expose: string; url: string }[] = [];
  for (const route of ROUTES) {
    if (typeof route.page === 'string' || route.page.remote !== remote) continue;
    const { expose } = route.page;
    if (pages.some((p) => p.expose === expose)) continue;
    const fixed = !/[:*]/.test(route.path);
    const sample = fixed ? route.path : sitemap.find((p) => matchRoute(p).entry === route);
    pages.push({ expose, url: sample ?? route.path.replace(/:[^/]+/g, 'kiem-tra-ban-moi').replace(/\*$/, 'kiem-tra-ban-moi') });
  }
  return pages;
}

/** A folder laid out like the deploy folder, whose registry has the candidate live. */
async function previewFolder(options: RenderGateOptions): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-gate-'));
  const state = await readRegistry(options.deployDir);
  const remote = state.remotes[options.remote];
  if (!remote?.versions[options.version]) throw new Error(`${options.remote}@${options.version} is not published`);
  remote.live = options.version;
  remote.canary = null;
  for (const other of Object.values(state.remotes)) other.canary = null;
  const registry: PublicRegistry = toPublicRegistry(state);
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
  for (const part of ['shell', 'remotes']) {
    const from = path.join(options.deployDir, part);
    if (fs.existsSync(from)) fs.symlinkSync(from, path.join(dir, part));
  }
  return dir;
}

function appConfig(deployDir: string): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(path.join(deployDir, 'app-config.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return { apiBaseUrl: '', registryPollMs: 30_000 };
  }
}

export async function renderGate(options: RenderGateOptions): Promise<RenderGateReport> {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const dir = await previewFolder(options);
  const edge = createEdgeServer({ deployDir: dir, apiOrigin: options.siteUrl, appConfig: appConfig(options.deployDir), ssr: false });
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: ['--no-sandbox'] });
  const report: RenderGateReport = { rendered: [], skipped: [], problems: [] };
  try {
    const context = await browser.newContext();
    // the gate's visits are not learners': nothing of them reaches the per-version health counts
    await context.route(`${origin}/api/telemetry/**`, (route) => route.fulfill({ status: 204 }));
    // files this machine does not have (remotes published to a bucket) come from the site's edge
    const hasLocalRemotes = fs.existsSync(path.join(dir, 'remotes', options.remote, options.version));
    if (!hasLocalRemotes)
      await context.route(`${origin}/remotes/**`, (route) =>
        route.continue({ url: new URL(new URL(route.request().url()).pathname, options.siteUrl).href }),
      );
    for (const { expose, url } of await pagesOf(options.remote, options.siteUrl)) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text().split('\n')[0]!);
      });
      const started = Date.now();
      try {
        await page.goto(`${origin}${url}`, { waitUntil: 'load', timeout: timeoutMs });
        const frame = page.locator(`[data-remote="${options.remote}"]`);
        const failed = page.getByRole('alert').filter({ hasText: 'Không tải được nội dung' });
        // settled: the remote's error card, or its frame with nothing left loading in it
        await page
          .waitForFunction(
            ({ remote, card }) =>
              [...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent?.includes(card)) ||
              Boolean(document.querySelector(`[data-remote="${remote}"]:not(:has([aria-busy="true"]))`)),
            { remote: options.remote, card: 'Không tải được nội dung' },
            { timeout: timeoutMs },
          )
          .catch(() => undefined);
        if (new URL(page.url()).pathname.startsWith('/dang-nhap') && !url.startsWith('/dang-nhap')) {
          report.skipped.push(`${expose} (${url}: needs a signed-in learner)`);
          continue;
        }
        await page.waitForTimeout(SETTLE_MS); // errors thrown just after the first render (effects, lazy parts)
        const shown = (await frame.count()) ? await frame.first().getAttribute('data-remote-version') : null;
        const notShown = (await failed.count())
          ? 'the page shows its error card "Không tải được nội dung"'
          : shown !== options.version
            ? `the page did not render ${options.version} (rendered: ${shown ?? 'nothing'})`
            : null;
        // what was thrown or logged says most; the page's state when nothing was
        const why = errors[0] ?? notShown;
        if (why) report.problems.push(`expose "${expose}" fails when the live shell renders ${url}: ${why} — fix it and publish a new version`);
        else report.rendered.push(`${expose} (${url})`);
        log(`${why ? '✗' : '✓'} ${expose} ${url} (${Date.now() - started} ms)`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => edge.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return report;
}
