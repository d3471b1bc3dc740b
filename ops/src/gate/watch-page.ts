import type { BrowserContext, Page } from 'playwright-core';
import { REMOTE_PAGE_EVENT, type RemotePageSignal } from '@edu/shared/pages';
import type { Candidate, PageObservation } from './judge';

/**
 * One visit of one page in headless Chromium, gathering what ./judge.ts needs. The visit waits for the
 * page's own word (the shell's REMOTE_PAGE_EVENT: rendered, or failed) — or an uncaught exception, or the
 * guard sending it to sign in — and at most `budgetMs`; then `settleMs` more for errors thrown just after
 * the first render. A deployed shell from before the signal is judged by its DOM, as before: the remote's
 * frame with nothing left loading in it, or the error card.
 */
const BINDING = '__renderGateSignal';
const ERROR_CARD = 'Không tải được nội dung';
const SIGN_IN = '/dang-nhap';

/** Once per browser context: every page's signals reach `onSignal` from the first script on. */
export async function listenForSignals(context: BrowserContext, onSignal: (page: Page, signal: RemotePageSignal) => void): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, signal: RemotePageSignal) => onSignal(page, signal));
  await context.addInitScript(
    ({ event, binding }) => {
      window.addEventListener(event, (e) => {
        void (window as unknown as Record<string, (detail: unknown) => Promise<void>>)[binding]?.((e as CustomEvent).detail);
      });
    },
    { event: REMOTE_PAGE_EVENT, binding: BINDING },
  );
}

export interface Visit {
  page: Page;
  /** Fed by listenForSignals' callback for this page. */
  signals: RemotePageSignal[];
  /** Called on each new signal. */
  onSignal: () => void;
}

export async function watchPage(
  visit: Visit,
  origin: string,
  url: string,
  candidate: Candidate,
  budgetMs: number,
  settleMs: number,
): Promise<PageObservation> {
  const { page } = visit;
  const started = Date.now();
  const left = () => Math.max(0, budgetMs - (Date.now() - started));
  const thrown: string[] = [];
  const consoleErrors: string[] = [];
  let wake = () => undefined as void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  const mine = () => visit.signals.filter((s) => s.remote === candidate.remote);
  visit.onSignal = () => {
    if (mine().length) wake();
  };
  page.on('pageerror', (error) => {
    thrown.push(error.message);
    wake();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text().split('\n')[0]!);
  });

  let navigationTimedOut = false;
  await page.goto(`${origin}${url}`, { waitUntil: 'commit', timeout: budgetMs }).catch(() => {
    navigationTimedOut = true;
  });
  if (!navigationTimedOut) {
    // the page's word, or (a shell without signals) its DOM; whichever comes first, within the budget
    const domSettled = page
      .waitForFunction(
        ({ remote, card, signIn }) =>
          (signIn !== null && location.pathname.startsWith(signIn)) ||
          [...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent?.includes(card)) ||
          Boolean(document.querySelector(`[data-remote="${remote}"]:not(:has([aria-busy="true"]))`)),
        // the sign-in page itself is judged as any page; elsewhere, arriving there means the guard sent the visit
        { remote: candidate.remote, card: ERROR_CARD, signIn: url.startsWith(SIGN_IN) ? null : SIGN_IN },
        { timeout: Math.max(1, left()), polling: 100 },
      )
      .then(
        () => undefined,
        () => undefined,
      );
    const budget = timer(left());
    await Promise.race([woken, domSettled, budget.done]);
    budget.cancel();
    if (mine().some((s) => s.state === 'rendered')) {
      // mounted; its own data still loading is part of the page (a crash on it counts), within the budget
      await page
        .waitForFunction((remote) => !document.querySelector(`[data-remote="${remote}"] [aria-busy="true"]`), candidate.remote, {
          timeout: Math.max(1, left()),
          polling: 100,
        })
        .catch(() => undefined);
    }
    if (mine().length || thrown.length) await sleep(settleMs);
  }

  const waitedMs = Date.now() - started;
  const dom = await page
    .evaluate(
      ({ remote, card }) => {
        const frame = document.querySelector(`[data-remote="${remote}"]`);
        const settled = frame && !frame.querySelector('[aria-busy="true"]');
        return {
          frameVersion: settled ? frame.getAttribute('data-remote-version') : undefined,
          errorCard: [...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent?.includes(card)),
          path: location.pathname,
        };
      },
      { remote: candidate.remote, card: ERROR_CARD },
    )
    .catch(() => ({ frameVersion: undefined, errorCard: false, path: new URL(page.url()).pathname }));
  return {
    signals: visit.signals,
    thrown,
    consoleErrors,
    dom: { frameVersion: dom.frameVersion ?? undefined, errorCard: dom.errorCard },
    signInRedirect: dom.path.startsWith(SIGN_IN) && !url.startsWith(SIGN_IN),
    budgetMs,
    waitedMs,
    navigationTimedOut,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A wait that can be called off (a pending timer would keep the CLI from exiting). */
function timer(ms: number): { done: Promise<void>; cancel: () => void } {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<void>((resolve) => (handle = setTimeout(resolve, ms)));
  return { done, cancel: () => clearTimeout(handle) };
}
