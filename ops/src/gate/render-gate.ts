import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { PublicRegistry } from '@edu/shared/platform';
import { createEdgeServer } from '../edge/server';
import { readRegistry, toPublicRegistry } from '../registry/store';
import { describeLoad, machineLoad, pageBudgetMs, settleMs, type MachineLoad } from './budget';
import { judgePage, pageOutcome, visitAgain, type PageVerdict } from './judge';
import { pagesOf } from './pages';
import { inTurn } from './queue';
import { listenForSignals, watchPage, type Visit } from './watch-page';

/**
 * The last gate before a version goes live or canary: the live shell renders each of its pages in a
 * headless Chromium, with that version in place of the live one, and any page that throws, shows the
 * remote's error card or logs an error refuses the change.
 *
 * How: a private edge on a free port serves the deployed shell and remote files, with a registry in
 * which the candidate is live, and proxies the API to the site (EDGE_URL). Pages render in the browser
 * (no server rendering here: that half is checked when the server build is required by the SSR service).
 * One check at a time per machine (./queue.ts); each page is judged by the shell's own signal that
 * it rendered or failed, within a budget that grows with the machine's load (./watch-page.ts,
 * ./budget.ts); a page that showed nothing in time is "could not judge" and is visited once more
 * before it can refuse anything (./judge.ts).
 */

export interface RenderGateOptions {
  deployDir: string;
  /** Where the deployed shell is, when not in deployDir (the console's service: the deploy volume, RENDER_SHELL_DIR). */
  shellDir?: string;
  remote: string;
  version: string;
  /** The running site: its API answers the pages' calls, and its edge serves files this machine lacks. */
  siteUrl: string;
  chromiumPath: string;
  /** Per page, first visit (the second gets twice as long); default: ./budget.ts, from the machine's load. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface RenderGateReport {
  rendered: string[];
  /** Pages that need a signed-in learner: not rendered (the guard sends the gate to the login page). */
  skipped: string[];
  /** One line per page that failed (threw, error card, logged an error, another version), saying what to fix. */
  problems: string[];
  /** Pages that showed nothing within the budget on both visits: no verdict on the version, but no pass either. */
  couldNotJudge: string[];
}

/** Where Chromium is: CHROMIUM_PATH, else Debian's; null when absent (the change is refused: the check cannot run). */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  return candidates.find((p) => fs.existsSync(p)) ?? null;
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
    const from = path.join(part === 'shell' ? (options.shellDir ?? options.deployDir) : options.deployDir, part);
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

const MARK: Record<PageVerdict['kind'], string> = { rendered: '✓', 'needs-sign-in': '–', failed: '✗', 'could-not-judge': '?' };

export async function renderGate(options: RenderGateOptions): Promise<RenderGateReport> {
  const log = options.log ?? (() => undefined);
  const what = `the render check of ${options.remote}@${options.version}`;
  // one check at a time on this machine: two at once each take twice as long, and then neither can judge
  return inTurn({ what, log }, () => renderPages(options, log));
}

async function renderPages(options: RenderGateOptions, log: (line: string) => void): Promise<RenderGateReport> {
  const candidate = { remote: options.remote, version: options.version };
  const dir = await previewFolder(options);
  const edge = createEdgeServer({
    deployDir: dir,
    apiOrigin: options.siteUrl,
    appConfig: appConfig(options.shellDir ?? options.deployDir),
    ssr: false,
  });
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  const { chromium } = await import('playwright-core');
  const report: RenderGateReport = { rendered: [], skipped: [], problems: [], couldNotJudge: [] };
  try {
    const browser = await chromium.launch({ executablePath: options.chromiumPath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
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
      const visits = new Map<Page, Visit>();
      await listenForSignals(context, (page, signal) => {
        const visit = visits.get(page);
        visit?.signals.push(signal);
        visit?.onSignal();
      });
      const visit = async (url: string, attempt: 1 | 2, load: MachineLoad): Promise<PageVerdict> => {
        const page = await context.newPage();
        const current: Visit = { page, signals: [], onSignal: () => undefined };
        visits.set(page, current);
        try {
          const budget = options.timeoutMs ? options.timeoutMs * attempt : pageBudgetMs(attempt, load);
          return judgePage(await watchPage(current, origin, url, candidate, budget, settleMs(load)), candidate);
        } finally {
          visits.delete(page);
          await page.close();
        }
      };
      for (const { expose, url } of await pagesOf(options.remote, options.siteUrl)) {
        // a first "could not judge" gets a second visit with twice the budget (./judge.ts)
        const verdicts: PageVerdict[] = [];
        let load: MachineLoad;
        do {
          load = machineLoad();
          const started = Date.now();
          const verdict = await visit(url, verdicts.length ? 2 : 1, load);
          verdicts.push(verdict);
          const note = verdict.kind === 'could-not-judge' ? `: could not judge, ${verdict.detail} (${describeLoad(load)})` : '';
          log(`${MARK[verdict.kind]} ${expose} ${url} (${Date.now() - started} ms)${note}`);
        } while (visitAgain(verdicts));
        const outcome = pageOutcome(expose, url, verdicts, describeLoad(load));
        const into = { rendered: report.rendered, 'needs-sign-in': report.skipped, failed: report.problems, 'could-not-judge': report.couldNotJudge };
        into[outcome.kind].push(outcome.line);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await new Promise((resolve) => edge.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return report;
}
