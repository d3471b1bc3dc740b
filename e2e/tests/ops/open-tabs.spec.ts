import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { deployDir, exposeChunk, liveVersion, promote, publishCopy, rollback, setLive, versionDir } from '../support/registry';

const REMOTE = 'mf_content';

function recordRemoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const p = new URL(req.url()).pathname;
    if (p.startsWith(`/remotes/${REMOTE}/`)) seen.push(p);
  });
  return seen;
}

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name });

test.describe('open tabs across deploys', () => {
  let original: string;
  test.beforeEach(() => {
    original = liveVersion(REMOTE)!;
  });
  test.afterEach(async () => {
    await setLive(REMOTE, original);
  });

  test('after a rollback, an open tab shows the rolled-back version on its next navigation', async ({ page }) => {
    const next = await publishCopy(REMOTE, 'next');
    await promote(deployDir(), REMOTE, next);
    const requests = recordRemoteRequests(page);
    // the tab hears of a rollback once its app has started and opened the registry's event stream
    const listening = page.waitForRequest((req) => new URL(req.url()).pathname === '/registry/events');
    await page.goto('/gioi-thieu');
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    await expect.poll(() => requests.some((p) => p.includes(`/${next}/`))).toBe(true);

    await listening;
    expect((await rollback(deployDir(), REMOTE)).to).toBe(original);
    await page.waitForTimeout(2_500); // the edge pushes the change (the poll is 30 s in this suite)
    requests.length = 0;
    await footerLink(page, 'Liên hệ').click();
    await expect(page.getByRole('heading', { name: 'Liên hệ', level: 1 })).toBeVisible();
    expect(requests.some((p) => p.includes(`/${original}/`))).toBe(true);
    expect(requests.some((p) => p.includes(`/${next}/`))).toBe(false);
  });

  test('a rollback that lands before the tab opened its event stream reaches it when the stream connects', async ({ page }) => {
    const frame = page.locator(`[data-remote="${REMOTE}"]`);
    const next = await publishCopy(REMOTE, 'late');
    await promote(deployDir(), REMOTE, next);
    // the tab's stream is held back until the rollback has been told to every tab then listening
    let connect!: () => void;
    const released = new Promise<void>((resolve) => (connect = resolve));
    await page.route('**/registry/events', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/gioi-thieu');
    await expect(frame).toHaveAttribute('data-remote-version', next);
    expect((await rollback(deployDir(), REMOTE)).to).toBe(original);
    await page.waitForTimeout(500);
    connect();
    // its first message is the edge's view of the registry: the tab sees it shows a rolled-back version
    await expect(frame).toHaveAttribute('data-remote-version', original, { timeout: 5_000 });
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
  });

  test('a rollback reaches an open tab showing that remote within 2 s, without the learner navigating', async ({ page, context }) => {
    const frame = (p: Page) => p.locator(`[data-remote="${REMOTE}"]`);
    const next = await publishCopy(REMOTE, 'follow');
    await promote(deployDir(), REMOTE, next);
    await page.goto('/gioi-thieu');
    await expect(frame(page)).toHaveAttribute('data-remote-version', next);
    // another tab on a page of another remote: it only changes on its next navigation
    const other = await context.newPage();
    await other.goto('/khoa-hoc');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    let otherLoads = 0;
    other.on('load', () => otherLoads++);

    const started = Date.now();
    expect((await rollback(deployDir(), REMOTE)).to).toBe(original);
    await expect(frame(page)).toHaveAttribute('data-remote-version', original, { timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(page).toHaveURL('/gioi-thieu');
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    expect(otherLoads).toBe(0);
    await other.close();
  });

  test('a tab holding stale chunks after a redeploy reloads once, then shows the retry card, never loops', async ({ page }) => {
    const stale = await publishCopy(REMOTE, 'stale');
    await promote(deployDir(), REMOTE, stale);
    const requests = recordRemoteRequests(page);
    const listening = page.waitForRequest((req) => new URL(req.url()).pathname === '/registry/events');
    await page.goto('/gioi-thieu');
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    // the server-rendered heading comes before the app: wait until it has started and asked for this
    // page's code, or the "stale" chunks below would include the ones it was about to hydrate with
    await listening;
    const aboutChunk = exposeChunk(versionDir(REMOTE, stale), 'AboutPage');
    await expect.poll(() => requests.some((p) => path.basename(p) === aboutChunk)).toBe(true);
    await page.waitForLoadState('load');

    // The CDN dropped every chunk this tab has not loaded yet.
    const dir = versionDir(REMOTE, stale);
    const loaded = new Set(requests.map((p) => path.basename(p)));
    const removed = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && !loaded.has(f) && f !== 'remoteEntry.js');
    for (const f of removed) fs.renameSync(path.join(dir, f), path.join(dir, `${f}.gone`));

    let loads = 0;
    page.on('load', () => loads++);
    await footerLink(page, 'Liên hệ').click();
    const card = page.getByRole('alert').filter({ hasText: 'Không tải được nội dung' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(3_000);
    expect(loads).toBe(1); // exactly one reload to the target path, no loop
    await expect(page).toHaveURL('/lien-he');

    for (const f of removed) fs.renameSync(path.join(dir, `${f}.gone`), path.join(dir, f));
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('heading', { name: 'Liên hệ', level: 1 })).toBeVisible();
  });

  test('a remote entry that differs from its published hash is refused and reported', async ({ page }) => {
    const tampered = await publishCopy(REMOTE, 'tampered');
    await promote(deployDir(), REMOTE, tampered);
    const entry = path.join(versionDir(REMOTE, tampered), 'remoteEntry.js');
    const original = fs.readFileSync(entry);
    fs.appendFileSync(entry, '\n;window.__tampered = true;\n');
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    const beacons: Record<string, unknown>[] = [];
    await page.route('**/api/telemetry/client-error.json', async (route) => {
      beacons.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
      await route.continue();
    });
    try {
      await page.goto('/gioi-thieu');
      await expect(page.getByRole('alert').filter({ hasText: 'Không tải được nội dung' })).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
      // reported once, the same way every error is: console (remote@version) and the beacon ops read
      await expect.poll(() => errors.some((e) => e.includes(`[${REMOTE}@${tampered}] integrity`))).toBe(true);
      await expect
        .poll(() => beacons.find((b) => b.kind === 'integrity'))
        .toMatchObject({ remote: REMOTE, version: tampered, url: expect.stringContaining('remoteEntry.js') });
    } finally {
      fs.writeFileSync(entry, original);
    }
  });

  test('QA can pin a published version in one browser, but never an unpublished one', async ({ page }) => {
    const pinned = await publishCopy(REMOTE, 'qa');
    const requests = recordRemoteRequests(page);
    await page.goto(`/gioi-thieu?mf_override=${REMOTE}@${pinned}`);
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    expect(requests.some((p) => p.includes(`/${pinned}/`))).toBe(true);

    requests.length = 0;
    await page.goto(`/gioi-thieu?mf_override=${REMOTE}@9.9.9-unpublished`);
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    expect(requests.some((p) => p.includes(`/${original}/`))).toBe(true);
  });
});
