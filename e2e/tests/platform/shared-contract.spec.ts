import { expect, test } from '@playwright/test';

/**
 * @edu/shared 1.3 split its barrel: apps import '@edu/shared/core' (the one shared instance) and doors
 * bundled only where used, so a page no longer ships dayjs, uploads or the video sources it does not use.
 * Remote versions published before that import the whole barrel, '@edu/shared', and a rollback may bring
 * one back: the shell still provides the barrel, loads it only when asked, and the barrel's core is the
 * page's core — same API client, navigator and React contexts — not a second copy.
 */
test('a remote version built against the whole @edu/shared still finds it, on the page’s one core', async ({ page }) => {
  const code: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') code.push(new URL(req.url()).pathname);
  });
  await page.goto('/khoa-hoc');
  await expect(page.getByRole('heading', { level: 1, name: 'Khóa học' })).toBeVisible();
  await page.waitForFunction(() => (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__?.length);
  await page.waitForLoadState('networkidle');
  const loadedBefore = code.length;

  const legacy = await page.evaluate(async () => {
    type Factory = () => Record<string, unknown>;
    type Instance = { name: string; loadShare(name: string): Promise<Factory | false> };
    const shell = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__.find(
      (i) => i.name === 'shell',
    )!;
    const load = async (name: string) => {
      const factory = await shell.loadShare(name);
      return factory ? factory() : null;
    };
    const state = await load('@edu/shared/state');
    const core = await load('@edu/shared/core');
    const barrel = await load('@edu/shared');
    if (!state || !core || !barrel) return null;
    const formatDate = barrel.formatDate as (d: string) => string;
    const instance = ['getApiClient', 'setNavigator', 'useQueryCache', 'usePageHead', 'getBus', 'useSession'];
    return {
      names: Object.keys(barrel).length,
      sameCore: instance.every((n) => barrel[n] === core[n]),
      // the 1.3 core the shell still provides takes its state from the page's one '@edu/shared/state'
      sameState: instance.every((n) => core[n] === state[n]),
      date: formatDate('2026-11-26T03:00:00Z'),
      coreHasDates: 'formatDate' in core,
    };
  });
  expect(legacy).not.toBeNull();
  expect(legacy!.sameCore).toBe(true);
  expect(legacy!.sameState).toBe(true);
  expect(legacy!.names).toBeGreaterThan(150);
  expect(legacy!.date).toMatch(/^\d{2}\/\d{2}\/2026/);
  // dayjs is not in the core: a page that shows no date never downloads it
  expect(legacy!.coreHasDates).toBe(false);
  // the barrel was fetched only now, when asked
  expect(code.length).toBeGreaterThan(loadedBefore);
});
