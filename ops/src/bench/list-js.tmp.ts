import { chromium } from '@playwright/test';
import { startSite } from './site-process';
import { BUDGET_PAGES } from './pages';
(async () => {
  const site = await startSite(3250);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [name, p] of Object.entries(BUDGET_PAGES)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const rows: Promise<string>[] = [];
    const t0 = Date.now();
    page.on('requestfinished', (req) => {
      const u = new URL(req.url());
      const at = Date.now() - t0;
      if (u.pathname.endsWith('.js') || u.pathname.startsWith('/api') || u.pathname.endsWith('.json')) rows.push(req.sizes().then((s) => `${String(s.responseBodySize).padStart(7)} ${String(at).padStart(5)}ms ${u.pathname}`));
    });
    await page.goto(site.url + p, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    console.log('==', name);
    for (const r of await Promise.all(rows)) console.log(r);
    await context.close();
  }
  await browser.close();
  site.stop();
})();
