import { chromium } from '@playwright/test';
import { startSite } from './site-process';
(async () => {
  const site = await startSite(3250);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let t0 = 0;
    page.on('request', (req) => { if (t0) console.log(`  req ${Date.now() - t0}ms ${new URL(req.url()).pathname}`); });
    page.on('requestfinished', (req) => { if (t0) console.log(`  fin ${Date.now() - t0}ms ${new URL(req.url()).pathname}`); });
    await page.goto(site.url + '/', { waitUntil: 'load' });
    await page.waitForTimeout(300);
    t0 = Date.now();
    await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tin tức' }).click();
    console.log(`  clicked ${Date.now() - t0}ms`);
    await page.getByRole('heading', { name: 'Tin tức', level: 1 }).waitFor();
    console.log(`== heading ${Date.now() - t0}ms`);
    await context.close();
  }
  await browser.close();
  site.stop();
})();
