import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { currentLive, deployDir, promote, publishCopy, publishesToBucket, rollback, setLive } from '../support/registry';

/**
 * One remote published, promoted and rolled back as ops do it, seen by a learner's browser through the
 * edge: on the local edge from the deploy folder; in the production topology from the bucket behind
 * nginx, with the registry in PostgreSQL and the SSR service following through its mirror.
 */
const REMOTE = 'mf_content';
const region = (page: Page) => page.locator(`[data-remote="${REMOTE}"]`);

test.describe('a deploy of one remote, end to end', { tag: '@smoke' }, () => {
  let original: string;
  test.beforeEach(async () => {
    original = (await currentLive(REMOTE))!;
  });
  test.afterEach(async () => {
    await setLive(REMOTE, original);
  });

  test('publish → promote → rollback: the page follows each step, its files come from where ops stored them', async ({ page }) => {
    const next = await publishCopy(REMOTE, 'edge');
    if (publishesToBucket()) {
      // nothing of the version is on the edge's disk: nginx reads it from the bucket
      expect(fs.existsSync(path.join(deployDir(), 'remotes', REMOTE, next))).toBe(false);
    }
    const served: { path: string; status: number }[] = [];
    // the tab hears of a rollback once its app has started and opened the registry's event stream
    const listening = page.waitForRequest((req) => new URL(req.url()).pathname === '/registry/events');
    page.on('response', (res) => {
      const p = new URL(res.url()).pathname;
      if (p.startsWith(`/remotes/${REMOTE}/`)) served.push({ path: p, status: res.status() });
    });

    await promote(deployDir(), REMOTE, next);
    await page.goto('/gioi-thieu');
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    await expect(region(page)).toHaveAttribute('data-remote-version', next, { timeout: 5_000 });
    const fromNext = served.filter((s) => s.path.includes(`/${next}/`));
    expect(fromNext.length).toBeGreaterThan(0);
    expect(fromNext.every((s) => s.status === 200 || s.status === 304)).toBe(true);

    await listening;
    expect((await rollback(deployDir(), REMOTE)).to).toBe(original);
    // the open tab hears of it (registry events) and shows the rolled-back version without a navigation
    await expect(region(page)).toHaveAttribute('data-remote-version', original, { timeout: 5_000 });
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();

    // a fresh visit, server-rendered, gets the rolled-back version too
    const html = await (await page.request.get('/gioi-thieu')).text();
    expect(html).toContain(`/remotes/${REMOTE}/${original}/`);
    expect(html).not.toContain(`/remotes/${REMOTE}/${next}/`);
  });
});
