import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { publishRemote } from '../../../ops/src/registry/publish';
import { readRegistry, updateRegistry } from '../../../ops/src/registry/store';
import { REMOTE_PAGE_EVENT, WEB_VITAL_EVENT, type RemotePageSignal, type WebVitalSignal } from '../../../shared/src/pages/page-signal';
import type { RemoteHealthReport } from '../../../shared/src/schemas/remote-health';
import { slowClickAboutPage } from '../support/broken-builds';
import { canaryOf as canaryOfRemote, decisionsAbout, handOver } from '../support/canary-auto';
import { currentLive, deployDir, publishCopy, setLive } from '../support/registry';

/**
 * Web Vitals from real visits (issue 31 item 4): the shell's web-vitals report a page view's LCP, INP and CLS for the
 * remote version that owns the page, with the page view's signed token, when the page is left; the health report has
 * their p75 per version, and the canary controller rolls back a canary slower than live — here one whose every tap
 * busy-waits 300 ms — saying so in the history with the numbers.
 */
const REMOTE = 'mf_content';
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const canaryOf = () => canaryOfRemote(REMOTE);

async function health(request: APIRequestContext, version: string) {
  const res = await request.get('/api/admin/remote_health.json?minutes=15', { headers: { authorization: `Bearer ${ADMIN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: RemoteHealthReport }).data.versions.find((v) => v.remote === REMOTE && v.version === version);
}

type Seen = { pages: RemotePageSignal[]; vitals: WebVitalSignal[] };

/**
 * A learner: opens the About page in a browser of their own, taps its heading once the page has mounted, and leaves
 * (pagehide: the vitals beacon goes). Returns the version the page was owned by and the INP the shell measured.
 */
async function visit(browser: Browser, request: APIRequestContext, path = '/gioi-thieu'): Promise<{ version: string; inp: number }> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(
      ([pageEvent, vitalEvent]) => {
        const seen: Seen = { pages: [], vitals: [] };
        Object.assign(window, { __seen: seen });
        window.addEventListener(pageEvent!, (e) => seen.pages.push((e as CustomEvent<RemotePageSignal>).detail));
        window.addEventListener(vitalEvent!, (e) => seen.vitals.push((e as CustomEvent<WebVitalSignal>).detail));
      },
      [REMOTE_PAGE_EVENT, WEB_VITAL_EVENT],
    );
    const page = await context.newPage();
    const seen = () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen).catch(() => null);
    await page.goto(path);
    await expect.poll(async () => (await seen())?.pages.find((s) => s.remote === REMOTE) ?? null, { timeout: 30_000 }).not.toBeNull();
    // the shell's web-vitals observe from here: a quick tap before they start is not buffered by the browser
    await expect(page.locator('html[data-web-vitals]')).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Giới thiệu', level: 1 }).click();
    // the shell has measured the tap (web-vitals reports INP once the next frame is painted and the page is idle)
    await expect.poll(async () => (await seen())?.vitals.find((v) => v.name === 'INP') ?? null, { timeout: 15_000 }).not.toBeNull();
    const { pages, vitals } = (await seen())!;
    const version = pages.find((s) => s.remote === REMOTE)!.version!;
    const before = (await health(request, version))?.inp_samples ?? 0;
    await page.goto('about:blank'); // the learner leaves: pagehide, and the beacon goes
    // kept (a beacon is not a request the test can await: it leaves with the page)
    await expect.poll(async () => (await health(request, version))?.inp_samples ?? 0, { timeout: 15_000 }).toBeGreaterThan(before);
    return { version, inp: vitals.filter((v) => v.name === 'INP').at(-1)!.value };
  } finally {
    await context.close();
  }
}

test.describe('Web Vitals from real visits', () => {
  test.describe.configure({ timeout: 180_000 });
  let original: string;
  test.beforeEach(async () => {
    original = (await currentLive(REMOTE))!;
  });
  test.afterEach(async () => {
    await updateRegistry(deployDir(), (state) => {
      state.remotes[REMOTE]!.canary = null;
    });
    await setLive(REMOTE, original);
  });

  test('a visit stores its LCP, INP and CLS for the version that owns the page', async ({ browser, request }) => {
    const before = await health(request, original);
    const { version } = await visit(browser, request);
    expect(version).toBe(original);
    await expect
      .poll(async () => {
        const h = await health(request, original);
        return [h?.lcp_samples, h?.inp_samples, h?.cls_samples];
      })
      .toEqual([(before?.lcp_samples ?? 0) + 1, (before?.inp_samples ?? 0) + 1, (before?.cls_samples ?? 0) + 1]);
    const after = (await health(request, original))!;
    expect(after.lcp_p75).toBeGreaterThan(0);
    expect(after.inp_p75).toBeGreaterThanOrEqual(0);
    expect(after.cls_p75).toBeGreaterThanOrEqual(0);
  });

  test('a canary whose taps busy-wait 300 ms is rolled back on INP, the history saying why', async ({ browser, request }) => {
    // live is compared over the same minutes: a fresh copy, so that earlier tests' page views are not its p75
    const baseline = await publishCopy(REMOTE, 'baseline');
    await setLive(REMOTE, baseline);
    const slow = `${original.split('-copy-')[0]}-copy-auto-slow-${Date.now()}`;
    await publishRemote(deployDir(), REMOTE, slowClickAboutPage(original, 300), slow);
    // live's own p75 first: three page views of it before the canary starts (with fewer, a canary is compared with
    // "good", 200 ms — canary-watch.test.ts), so the decision below is against live's
    // (each its own render: with no canary running, the SSR page cache would share one page, and its token, between them)
    for (let i = 0; i < 3; i += 1) expect((await visit(browser, request, `/gioi-thieu?lan=${i}`)).version).toBe(baseline);
    // one browser here is one visitor; three page views per metric before a p75 is trusted (production: 20)
    await handOver(REMOTE, slow, 50, ['--min-loads', '1000', '--min-visitors', '1', '--min-vitals', '3']);
    const inp = { canary: [] as number[], live: [] as number[] };
    for (let round = 0; round < 15 && (await canaryOf()) !== null; round += 1) {
      // each visit its own render (its own page-view token): a page served twice from the SSR page cache shares one
      const views = [visit(browser, request, `/gioi-thieu?lan=${round}a`), visit(browser, request, `/gioi-thieu?lan=${round}b`)];
      for (const { version, inp: value } of await Promise.all(views)) {
        (version === slow ? inp.canary : inp.live).push(value);
      }
    }
    await expect.poll(canaryOf).toBeNull();
    console.log(`INP seen by the shell: canary ${inp.canary.join(', ')} ms; live ${inp.live.join(', ')} ms`);
    expect(Math.min(...inp.canary)).toBeGreaterThanOrEqual(300);
    expect((await readRegistry(deployDir())).remotes[REMOTE]!.live).toBe(baseline);
    const decisions = await decisionsAbout(REMOTE, slow);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      action: 'canary-clear',
      reason: expect.stringMatching(
        /^auto: rolled back, INP p75 \d+ ms against \d+ ms live, 100 ms allowed, over \d+ page views from 1 visitors \(thử trang giới thiệu mới\)$/,
      ),
      numbers: { errorRate: 0 },
    });
    const { inpP75, liveInpP75, inpSamples } = decisions[0]!.numbers!;
    expect(inpP75).toBeGreaterThanOrEqual(300);
    expect(inpP75! - liveInpP75!).toBeGreaterThan(100);
    expect(inpSamples).toBeGreaterThanOrEqual(3);
    console.log(`rolled back: ${decisions[0]!.reason}`);
  });
});
