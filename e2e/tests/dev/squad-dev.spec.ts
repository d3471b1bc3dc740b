import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EditedFile, freePort, ROOT, runDev, type DevRun } from './dev-support';

/**
 * A squad's day (docs/squad-dev.md): `pnpm dev mf-content` against the running site, the printed link opened in
 * one browser, the contact page edited while a learner's half-typed message sits in its form. The edit shows
 * without a navigation and the typed text stays; a syntax error shows the overlay naming file:line while the
 * rest of the site works; the fix recovers. A second browser sees the live version throughout.
 */
const CONTACT_PAGE = path.join(ROOT, 'mf-content/src/exposes/contact-page.tsx');
const site = () => test.info().project.use.baseURL!;

test.describe.configure({ mode: 'serial' });

test.describe('pnpm dev <remote>', () => {
  let dev: DevRun | null = null;
  test.afterEach(async () => {
    await dev?.stop();
    dev = null;
  });

  test('an edit reaches the open page in the dev browser only, state kept; an error shows and recovers', async ({ browser }) => {
    test.setTimeout(240_000);
    const port = await freePort();
    dev = runDev(['mf-content', '--site', site(), '--port', String(port)]);
    const link = await dev.opened;
    expect(link).toBe(`${site()}/?mf_dev=${encodeURIComponent(`mf_content@http://localhost:${port}`)}`);

    const squad = await browser.newContext();
    const visitor = await browser.newContext();
    const page = await squad.newPage();
    const other = await visitor.newPage();
    const edit = new EditedFile(CONTACT_PAGE);
    try {
      await page.goto(link);
      await expect(page.getByRole('complementary', { name: 'Chế độ phát triển' })).toContainText(`mf_content từ http://localhost:${port}`);
      expect(new URL(page.url()).search).toBe(''); // the link's parameter is dropped from the address
      await page.getByRole('link', { name: 'Liên hệ' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
      await page.getByLabel('Nội dung').fill('Tin nhắn đang gõ dở');
      await page.evaluate(() => ((window as unknown as { __squadMarker: number }).__squadMarker = 42));
      // Fast Refresh keeps the form's component (and so this very element), not just a draft restored into a new one
      await page.getByLabel('Nội dung').evaluate((el) => ((el as HTMLElement & { __kept?: boolean }).__kept = true));
      const sameField = () => page.getByLabel('Nội dung').evaluate((el) => (el as HTMLElement & { __kept?: boolean }).__kept === true);

      edit.write((text) => text.replace('<h1 className="ct-title">Liên hệ</h1>', '<h1 className="ct-title">Liên hệ với chúng tôi</h1>'));
      await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ với chúng tôi' })).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { __squadMarker?: number }).__squadMarker)).toBe(42);
      await expect(page.getByLabel('Nội dung')).toHaveValue('Tin nhắn đang gõ dở');
      expect(await sameField()).toBe(true);

      // everyone else: the site's live version, server-rendered as always
      await other.goto(`${site()}/lien-he`);
      await expect(other.getByRole('heading', { level: 1, name: 'Liên hệ', exact: true })).toBeVisible();
      await expect(other.getByRole('complementary', { name: 'Chế độ phát triển' })).toHaveCount(0);

      // a syntax error: the overlay names the file and line; the page keeps its last good code
      edit.write((text) => text.replace('<h1 className="ct-title">Liên hệ</h1>', '<h1 className="ct-title">Liên hệ</h1 oops'));
      const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
      await expect(overlay.getByText(/contact-page\.tsx.*:\d+/).first()).toBeVisible({ timeout: 30_000 });
      // the rest of the site works (another remote's page, in another tab of the dev browser)
      const browse = await squad.newPage();
      await browse.goto(`${site()}/khoa-hoc`);
      await expect(browse.getByRole('heading', { level: 1 })).toBeVisible();
      await browse.close();

      // fixed: the overlay goes, the page updates, still no reload
      edit.restore();
      await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ', exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __squadMarker?: number }).__squadMarker)).toBe(42);
      await expect(page.getByLabel('Nội dung')).toHaveValue('Tin nhắn đang gõ dở');
      await expect(other.getByRole('heading', { level: 1, name: 'Liên hệ', exact: true })).toBeVisible();

      // a type error (swc does not check types; the checker beside it does): the overlay names it, the fix clears it
      edit.write((text) =>
        text.replace(
          "const { data, status } = usePageData('/lien-he');",
          "const { data, status } = usePageData('/lien-he');\n  const wrong: number = 'không phải số';",
        ),
      );
      await expect(overlay.getByText(/contact-page\.tsx:\d+:\d+/).first()).toBeVisible({ timeout: 90_000 });
      await expect(overlay.getByText("TS2322: Type 'string' is not assignable to type 'number'.")).toBeVisible();
      edit.restore();
      await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, { timeout: 90_000 });
      expect(await page.evaluate(() => (window as unknown as { __squadMarker?: number }).__squadMarker)).toBe(42);

      // and out: the bar's link ends the override
      await page.getByRole('complementary', { name: 'Chế độ phát triển' }).getByRole('link', { name: 'Thoát' }).click();
      await expect(page.getByRole('complementary', { name: 'Chế độ phát triển' })).toHaveCount(0);
    } finally {
      edit.restore();
      await squad.close();
      await visitor.close();
    }
  });

  test('bad input: one clear line and a non-zero exit each', async () => {
    test.setTimeout(60_000);
    const unknown = runDev(['mf-khong-co', '--site', site()]);
    expect(await unknown.exited).toBe(2);
    expect(unknown.output().trim()).toMatch(/^✗ Không có remote “mf-khong-co”: chọn một trong mf-catalogue, .*mf-content/);

    const deadPort = await freePort();
    const down = runDev(['mf-content', '--site', `http://localhost:${deadPort}`]);
    expect(await down.exited).toBe(2);
    expect(down.output().trim()).toMatch(
      new RegExp(`^✗ Không kết nối được site http://localhost:${deadPort} \\(ECONNREFUSED\\): hãy chạy pnpm start`),
    );

    const taken = new URL(site()).port; // the site itself holds it
    const busy = runDev(['mf-content', '--site', site(), '--port', taken]);
    expect(await busy.exited).toBe(2);
    expect(busy.output().trim()).toBe(`✗ Cổng ${taken} đang được dùng: chọn cổng khác với --port N`);

    // a site whose shell is older than this remote's code: its design system is a minor behind
    const manifest = (await (await fetch(`${site()}/mf-manifest.json`)).json()) as { shared: Array<{ name: string; version: string }> };
    const older = manifest.shared.map((s) => (s.name === '@edu/ui' ? { ...s, version: '1.0.0' } : s));
    const oldSite = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(req.url === '/app-config.json' ? { devOverrides: true } : { ...manifest, shared: older }));
    });
    await new Promise<void>((resolve) => oldSite.listen(0, '127.0.0.1', resolve));
    try {
      const behind = runDev(['mf-content', '--site', `http://127.0.0.1:${(oldSite.address() as AddressInfo).port}`]);
      expect(await behind.exited).toBe(2);
      expect(behind.output().trim()).toMatch(
        /^✗ mf_content cần singleton mà site chưa có — shared "@edu\/ui": built for \^\d+\.\d+\.\d+ but the live shell provides 1\.0\.0/,
      );
      expect(behind.output().trim().split('\n')).toHaveLength(1);
    } finally {
      oldSite.close();
    }
  });

  test('a link to code from anywhere but this machine is refused', async ({ page }) => {
    const res = await page.goto(`/lien-he?mf_dev=${encodeURIComponent('mf_content@https://evil.example')}`);
    expect(res?.status()).toBe(400);
    await expect(page.getByText(/^Liên kết phát triển không hợp lệ/)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'mf_dev')).toBeUndefined();
  });
});
