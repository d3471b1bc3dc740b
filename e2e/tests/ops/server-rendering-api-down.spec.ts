import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/ports';
import { deployDir } from '../support/registry';

/**
 * The SSR service when the API is down or hangs: pages still answer quickly, with the shell and a
 * Vietnamese message where the data would be, and no socket is left hanging. A second SSR service
 * runs on the e2e deploy folder for this, pointed at an API that refuses or never answers.
 */
const ROOT = path.resolve(__dirname, '../../..');

async function startSsr(apiOrigin: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'ops/src/cli/ssr-server.ts')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DEPLOY_DIR: deployDir(), SSR_PORT: String(port), API_ORIGIN: apiOrigin },
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/__ssr/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  return { url, child };
}

test.describe('server rendering without the API', () => {
  test('an API that refuses connections: the page answers at once with the shell and a Vietnamese message', async () => {
    const { url, child } = await startSsr(`http://127.0.0.1:${await freePort()}`);
    try {
      const started = Date.now();
      const res = await fetch(`${url}/khoa-hoc`);
      const html = await res.text();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.status).toBe(200);
      expect(html).toContain('Điều hướng chính');
      expect(html).toContain('Không tải được dữ liệu. Vui lòng thử lại.');
      expect(res.headers.get('cache-control')).toBe('private, no-store'); // an incomplete page is never shared
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('an API that never answers: the page still comes within the time budget', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    const { port } = silent.address() as net.AddressInfo;
    const { url, child } = await startSsr(`http://127.0.0.1:${port}`);
    try {
      const started = Date.now();
      const res = await fetch(`${url}/tin-tuc`, { signal: AbortSignal.timeout(10_000) });
      const html = await res.text();
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(res.status).toBe(200);
      expect(html).toContain('Điều hướng chính');
      expect(html).toMatch(/Không tải được|Vui lòng thử lại/);
    } finally {
      child.kill('SIGTERM');
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  });
});
