/**
 * `pnpm bench` (issue 31 items 2 and 3) and `pnpm bench:phone`: the primary buttons on a mid-range phone —
 * 375 × 812 touch screen, CPU 4× slower and 1.6 Mbps down / 150 ms round trips through the Chrome DevTools
 * Protocol (as e2e/tests/platform/before-the-app.spec.ts), a first visit each round (fresh context, cold cache).
 * Per button, in the page's own clock (an init script, ./phone-probe.ts):
 *  - visible: the first frame in which the button has a box (Playwright's "visible");
 *  - usable: the first frame in which React has hydrated the element that carries the app's handler (the form's
 *    onSubmit, the Menu's onClick are in React's props on that DOM node), so a tap from then on runs the app's
 *    handler — checked by the tap that follows at once: no page load may happen (else the round counts as lost);
 *  - tap → feedback: from the tap's pointerdown to the frame that shows its first sign ("Đang thêm…", the
 *    dialog, the next page's skeleton), and → result (toast, dialog, the next page's heading); beside it the
 *    tap's Event Timing duration (what INP takes: input delay + handlers + the next paint).
 * Builds what changed first (BENCH_NO_BUILD=1 skips it). Writes reports/bench-phone.json; budgets.ts judges it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ROOT } from '../paths';
import { startSite } from './site-process';
import { median } from './lighthouse';
import { PHONE_PROBE, PHONE_TARGETS, type PhoneMarks, type PhoneTarget } from './phone-probe';
import { slowPhone } from './phone-profile';

const ROUNDS = Number(process.env.BENCH_PHONE_ROUNDS ?? 5);

/** A course page's path, found as a visitor would (the list's link). */
async function coursePath(base: string, list: string, code: string): Promise<string> {
  const html = await (await fetch(base + list)).text();
  const href = new RegExp(`href="(/khoa-hoc/[^"]+-${code})"`).exec(html)?.[1];
  if (!href) throw new Error(`no link to course ${code} on ${list}`);
  return href;
}

type Probed = Window & { __phone?: PhoneMarks };

interface PhoneRound {
  visible: number;
  usable: number;
  /** usable − visible, never below 0 (a button hydrated in the frame it first showed) */
  grey: number;
  feedback: number | null;
  result: number | null;
  /** the tap's longest Event Timing entry (ms, 8 ms steps) */
  eventMs: number | null;
  /** a page load followed the tap: the app had not taken it */
  lost: boolean;
}

async function round(browser: Browser, url: string, target: PhoneTarget): Promise<PhoneRound> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await slowPhone(page);
    await page.addInitScript(`(${PHONE_PROBE})(${target.probe})`);
    let loads = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
    });
    await page.goto(url, { waitUntil: 'commit' });
    // functions, not strings: the page's CSP forbids eval
    await page.waitForFunction(() => (window as Probed).__phone?.usable != null, null, { timeout: 60_000, polling: 50 });
    const box = (await page.evaluate('window.__phone.box')) as { x: number; y: number };
    const before = loads;
    await page.touchscreen.tap(box.x, box.y);
    await page.waitForFunction(() => (window as Probed).__phone?.result != null, null, { timeout: 15_000, polling: 50 }).catch(() => undefined);
    const marks = (await page.evaluate('window.__phone ?? null')) as PhoneMarks | null;
    const lost = loads > before || !marks || marks.result == null;
    const m = marks ?? ({} as Partial<PhoneMarks>);
    const visible = Math.round(m.visible ?? NaN);
    const usable = Math.round(m.usable ?? NaN);
    const ms = (t: number | null | undefined) => (t == null || m.down == null ? null : Math.round(t - m.down));
    return {
      visible,
      usable,
      grey: Math.max(0, usable - visible),
      feedback: lost ? null : ms(m.feedback),
      result: lost ? null : ms(m.result),
      eventMs: m.events?.length ? Math.max(...m.events.map((e) => e.duration)) : null,
      lost,
    };
  } finally {
    await context.close();
  }
}

interface PhoneRow {
  button: string;
  rounds: PhoneRound[];
  visibleP50: number;
  usableP50: number;
  greyP50: number;
  feedbackP50: number | null;
  resultP50: number | null;
  eventP50: number | null;
  lost: number;
}

const p50 = (xs: (number | null)[]): number | null => {
  const ok = xs.filter((x): x is number => x != null && Number.isFinite(x));
  return ok.length ? median(ok) : null;
};

async function main() {
  if (process.env.BENCH_NO_BUILD !== '1') {
    const build = spawnSync(process.execPath, [...process.execArgv, path.join(ROOT, 'ops/src/cli/build.ts')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3340));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const urls = new Map<PhoneTarget, string>();
    for (const target of PHONE_TARGETS) {
      const p = target.course ? await coursePath(site.url, target.course.list, target.course.code) : target.path!;
      urls.set(target, site.url + p);
      await fetch(site.url + p); // the server's first render of the page is not a round's
    }
    const rounds = new Map<PhoneTarget, PhoneRound[]>(PHONE_TARGETS.map((t) => [t, []]));
    // round by round across the buttons: the machine's noise spreads over all of them alike
    for (let i = 0; i < ROUNDS; i++) for (const target of PHONE_TARGETS) rounds.get(target)!.push(await round(browser, urls.get(target)!, target));
    const rows: PhoneRow[] = PHONE_TARGETS.map((target) => {
      const rs = rounds.get(target)!;
      return {
        button: target.name,
        rounds: rs,
        visibleP50: p50(rs.map((r) => r.visible))!,
        usableP50: p50(rs.map((r) => r.usable))!,
        greyP50: p50(rs.map((r) => r.grey))!,
        feedbackP50: p50(rs.map((r) => r.feedback)),
        resultP50: p50(rs.map((r) => r.result)),
        eventP50: p50(rs.map((r) => r.eventMs)),
        lost: rs.filter((r) => r.lost).length,
      };
    });
    console.log(
      `\nOn a phone (375×812 touch, CPU 4× slower, 1.6 Mbps / 150 ms via CDP; first visit), p50 of ${ROUNDS} rounds, ms after the page's start ` +
        '(visible, usable) or after the tap (feedback, result, Event Timing); usable = React has hydrated the element with the handler, the tap follows at once:',
    );
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.button,
          {
            visible: r.visibleP50,
            usable: r.usableP50,
            'visible → usable': r.greyP50,
            'tap → feedback': r.feedbackP50,
            'tap → result': r.resultP50,
            'event timing': r.eventP50,
            'lost taps': r.lost,
          },
        ]),
      ),
    );
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports/bench-phone.json'), JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, rows }, null, 2));
  } finally {
    await browser.close();
    site.stop();
  }
}

if (require.main === module)
  main().catch((err: Error) => {
    console.error(`✗ ${err.message}`);
    process.exit(1);
  });
