import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { publishRemote } from '../../../ops/src/registry/publish';
import { readRegistry, updateRegistry } from '../../../ops/src/registry/store';
import { REMOTE_PAGE_EVENT, type RemotePageSignal } from '../../../shared/src/pages/page-signal';
import { serverThrowingAboutPage, throwingAboutPage } from '../support/broken-builds';
import { currentLive, deployDir, publishCopy, setLive } from '../support/registry';
import { canaryOf as canaryOfRemote, decisionsAbout as decisionsOf, handOver as handOverRemote } from '../support/canary-auto';

/**
 * `pnpm ops canary … --auto` hands the canary to the controller on the server (the site's own process here,
 * the ops console's service in production) and returns: the operator's terminal can close. The controller
 * decides on the signed-health counts — page views, failures, distinct visitors — and records the decision
 * with its numbers. Whatever number of controllers run, a canary is decided once.
 */
const REMOTE = 'mf_content';
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const ROOT = path.resolve(__dirname, '../../..');
const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
const OPS = path.join(ROOT, 'ops/src/cli/ops.ts');

const canaryOf = () => canaryOfRemote(REMOTE);
const decisionsAbout = (version: string) => decisionsOf(REMOTE, version);
const handOver = (version: string, percent: number, policy: string[]) => handOverRemote(REMOTE, version, percent, policy);

/** A visitor: a browser of its own, whose bucket the site draws; says which version it got and whether its page failed. */
async function visit(browser: Browser): Promise<{ version: string | null; failed: boolean; at: number }> {
  const context = await browser.newContext();
  try {
    // the shell's own word that the page mounted or failed (the server-rendered HTML shows the heading either way)
    await context.addInitScript((event) => {
      const seen: RemotePageSignal[] = [];
      Object.assign(window, { __remotePages: seen });
      window.addEventListener(event, (e) => seen.push((e as CustomEvent<RemotePageSignal>).detail));
    }, REMOTE_PAGE_EVENT);
    const page = await context.newPage();
    await page.goto('/gioi-thieu');
    // a tab that is open when the registry changes reloads onto the new version (open-tabs.spec): its signal is the
    // reloaded page's, so the page is asked again, not held by a handle that the reload destroys
    const got: { signal: RemotePageSignal | null } = { signal: null };
    await expect
      .poll(
        async () => {
          got.signal = await page
            .evaluate(
              (remote) => (window as unknown as { __remotePages: RemotePageSignal[] }).__remotePages.find((s) => s.remote === remote) ?? null,
              REMOTE,
            )
            .catch(() => null);
          return got.signal;
        },
        { timeout: 60_000 },
      )
      .not.toBeNull();
    const at = Date.now(); // when this visitor's page failed (or rendered)
    const signal = got.signal!;
    const failed = signal.state === 'failed';
    if (failed) await expect(page.getByRole('alert')).toContainText('Không tải được nội dung');
    else await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    return { version: signal.version, failed, at };
  } finally {
    await context.close();
  }
}

/** Learners at the same moment (a site's traffic is not one visitor after another; two cores bound how many). */
const VISITORS_AT_ONCE = 3;
const visitors = (browser: Browser, n: number) => Promise.all(Array.from({ length: n }, () => visit(browser)));

/** Resolves with the moment the canary is gone (decided), looking every 100 ms. */
function whenCleared(): { at: Promise<number>; stop: () => void } {
  let stop = false;
  const at = (async () => {
    while (!stop) {
      if ((await canaryOf()) === null) return Date.now();
      await new Promise((r) => setTimeout(r, 100));
    }
    return Number.NaN;
  })();
  return { at, stop: () => (stop = true) };
}

test.describe('the canary controller on the server', () => {
  test.describe.configure({ timeout: 150_000 });
  let original: string;
  const extra: ChildProcess[] = [];
  test.beforeEach(async () => {
    original = (await currentLive(REMOTE))!;
  });
  test.afterEach(async () => {
    for (const child of extra.splice(0)) child.kill('SIGTERM');
    await updateRegistry(deployDir(), (state) => {
      state.remotes[REMOTE]!.canary = null;
    });
    await setLive(REMOTE, original);
  });

  test('the CLI killed after --auto: a canary that throws at 50 % is rolled back within 30 s of its first failure', async ({ browser }) => {
    // live is compared over the same minutes: a fresh copy, so that earlier tests' errors are not its rate
    const baseline = await publishCopy(REMOTE, 'baseline');
    await setLive(REMOTE, baseline);
    const broken = `${original.split('-copy-')[0]}-copy-auto-broken-${Date.now()}`;
    await publishRemote(deployDir(), REMOTE, throwingAboutPage(original, 'bản canary hỏng'), broken);
    // one browser here is one visitor (production asks for 3 by default)
    const output = await handOver(broken, 50, ['--min-loads', '1000', '--min-visitors', '1']);
    expect(output).toContain(`✓ ${REMOTE}@${broken} canary for 50% of browsers`);
    expect(output).toContain('the canary controller on the server decides it');
    expect(output).toMatch(/leading controller: .+ pid \d+ \(looked \d+ s ago\)/); // the site's own

    const cleared = whenCleared();
    let firstFailure = Number.NaN;
    const seen = { canary: 0, live: 0 };
    // learners arrive, several at a time, each a new browser: half of them get the canary, whose page fails
    for (let round = 0; round < 20 && (await canaryOf()) !== null; round += 1) {
      for (const { version, failed, at } of await visitors(browser, VISITORS_AT_ONCE)) {
        if (version === broken) {
          expect(failed).toBe(true);
          seen.canary += 1;
          firstFailure = Number.isNaN(firstFailure) ? at : Math.min(firstFailure, at);
        } else {
          expect(failed).toBe(false);
          seen.live += 1;
        }
      }
    }
    cleared.stop();
    const rolledBackAt = await cleared.at;
    expect(seen.canary).toBeGreaterThan(0);
    const seconds = (rolledBackAt - firstFailure) / 1000;
    console.log(`rolled back ${seconds.toFixed(1)} s after the first failure (${seen.canary} canary and ${seen.live} live visits)`);
    expect(seconds).toBeLessThanOrEqual(30);

    const state = await readRegistry(deployDir());
    expect(state.remotes[REMOTE]!.live).toBe(baseline);
    const decisions = await decisionsAbout(broken);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      action: 'canary-clear',
      by: 'squad-content',
      reason: expect.stringMatching(
        /^auto: rolled back, error rate \d+\.\d % against 0\.0 % live, over \d+ attempts from 1 visitors \(thử trang giới thiệu mới\)$/,
      ),
      numbers: { visitors: 1, liveErrorRate: 0, controller: expect.any(String) },
    });
    // the rule it applied, in its own numbers: 5 attempts at least, worse than live by more than 2 points (a page's
    // error beacon may still be on its way when its load is counted: not every failure is in the rate yet)
    const { attempts, errors, errorRate, liveErrorRate } = decisions[0]!.numbers!;
    expect(attempts).toBeGreaterThanOrEqual(5);
    expect(errors).toBeGreaterThan(0);
    expect(errorRate).toBeGreaterThan(liveErrorRate + 0.02);

    expect(await visit(browser)).toMatchObject({ version: baseline, failed: false });
  });

  test('the CLI killed after --auto: a healthy canary is promoted after N page views', async ({ browser }) => {
    const baseline = await publishCopy(REMOTE, 'baseline');
    await setLive(REMOTE, baseline);
    const healthy = await publishCopy(REMOTE, 'auto-healthy');
    await handOver(healthy, 50, ['--min-loads', '4', '--min-visitors', '1']);
    let onCanary = 0;
    for (let round = 0; round < 20 && (await canaryOf()) !== null; round += 1) {
      for (const { version, failed } of await visitors(browser, VISITORS_AT_ONCE)) {
        expect(failed).toBe(false);
        if (version === healthy) onCanary += 1;
      }
    }
    // decided after (at least) 4 page views of the canary, not before
    await expect.poll(async () => (await readRegistry(deployDir())).remotes[REMOTE]!.live).toBe(healthy);
    expect(onCanary).toBeGreaterThanOrEqual(4);
    const decisions = await decisionsAbout(healthy);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      action: 'promote',
      by: 'squad-content',
      reason: expect.stringMatching(
        /^auto: promoted, \d+ loads from 1 visitors, error rate 0\.0 % against 0\.0 % live \(thử trang giới thiệu mới\)$/,
      ),
      numbers: { errors: 0, visitors: 1 },
    });
    expect(decisions[0]!.numbers!.loads).toBeGreaterThanOrEqual(4);
  });

  test('a canary whose server render throws, its browsers all fine: rolled back on the server’s own failures', async ({ browser }) => {
    const baseline = await publishCopy(REMOTE, 'baseline');
    await setLive(REMOTE, baseline);
    const broken = `${original.split('-copy-')[0]}-copy-auto-ssr-broken-${Date.now()}`;
    await publishRemote(deployDir(), REMOTE, serverThrowingAboutPage(original, 'bản canary hỏng khi dựng trên máy chủ'), broken);
    await handOver(broken, 50, ['--min-loads', '1000', '--min-visitors', '1']);
    const seen = { canary: 0, live: 0 };
    for (let round = 0; round < 20 && (await canaryOf()) !== null; round += 1) {
      for (const { version, failed } of await visitors(browser, VISITORS_AT_ONCE)) {
        // the browser renders the page itself where the server could not: no visitor sees a failure, no beacon says one
        expect(failed).toBe(false);
        if (version === broken) seen.canary += 1;
        else seen.live += 1;
      }
    }
    await expect.poll(canaryOf).toBeNull();
    expect(seen.canary).toBeGreaterThan(0);
    expect((await readRegistry(deployDir())).remotes[REMOTE]!.live).toBe(baseline);
    const decisions = await decisionsAbout(broken);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      action: 'canary-clear',
      reason: expect.stringMatching(
        /^auto: rolled back, server error rate 100\.0 % against 0\.0 % live, \d+ render errors and 0 answers 5xx over \d+ server renders, from 1 visitors \(thử trang giới thiệu mới\)$/,
      ),
      numbers: { errorRate: 0, ssrErrorRate: 1, liveSsrErrorRate: 0 },
    });
    const { ssrRenders, ssrErrors } = decisions[0]!.numbers!;
    expect(ssrRenders).toBeGreaterThanOrEqual(5);
    expect(ssrErrors).toBe(ssrRenders);
    console.log(`rolled back on ${ssrErrors} of ${ssrRenders} server renders failing (${seen.canary} canary and ${seen.live} live visits)`);
  });

  test('three controllers at once (the site’s and two more): one decision in the history', async ({ browser, baseURL }) => {
    const logs: string[] = ['', ''];
    for (const i of [0, 1]) {
      const child = spawn(tsx, [OPS, 'controller'], {
        env: { ...process.env, DEPLOY_DIR: deployDir(), EDGE_URL: baseURL!, ADMIN_TOKEN: ADMIN, CANARY_TICK_MS: '200' },
      });
      child.stdout!.on('data', (d: Buffer) => (logs[i] += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (logs[i] += d.toString()));
      extra.push(child);
    }
    await expect.poll(() => logs.every((l) => l.includes('✓ canary controller running'))).toBe(true);
    const broken = `${original.split('-copy-')[0]}-copy-auto-three-${Date.now()}`;
    await publishRemote(deployDir(), REMOTE, throwingAboutPage(original, 'bản canary hỏng'), broken);
    await handOver(broken, 100, ['--min-loads', '1000', '--min-visitors', '1']);
    for (let round = 0; round < 20 && (await canaryOf()) !== null; round += 1) await visitors(browser, VISITORS_AT_ONCE);
    await expect.poll(canaryOf).toBeNull();
    // an observation window, not a synchronisation: each extra controller looks ~8 times more (200 ms), the site's twice
    await new Promise((r) => setTimeout(r, 1600));
    const decisions = await decisionsAbout(broken);
    expect(decisions, logs.join('\n---\n')).toHaveLength(1);
    expect(decisions[0]!.action).toBe('canary-clear');
  });
});
