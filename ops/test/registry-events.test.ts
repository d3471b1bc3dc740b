import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRegistryEvents } from '../src/edge/registry-events';
import { updateRegistry } from '../src/registry/store';

/** /registry/events: an open tab hears of a registry write the moment it lands. */
describe('registry events', () => {
  it('sends the registry as it reads it when a tab connects and after each write (one event per write), nothing for other files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-events-'));
    const before = {
      schema: 1,
      updatedAt: 'trước',
      remotes: { mf_content: { live: { version: '1.0.0-a', entry: '/remotes/mf_content/1.0.0-a/mf-manifest.json' } } },
    };
    fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(before, null, 2));
    const events = createRegistryEvents(dir);
    const server = http.createServer((req, res) => events.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/registry/events`;
    const controller = new AbortController();
    try {
      const res = await fetch(url, { signal: controller.signal });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const reader = res.body!.getReader();
      let received = '';
      // one read in flight at a time, kept across waits (a read that lost a race still gets its chunk)
      let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
      const readUntil = async (needle: string, ms: number) => {
        const deadline = Date.now() + ms;
        while (!received.includes(needle) && Date.now() < deadline) {
          pending ??= reader.read();
          const chunk = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
          if (chunk === null) break;
          pending = null;
          if (chunk.value) received += Buffer.from(chunk.value).toString('utf8');
        }
        return received.includes(needle);
      };
      expect(await readUntil('retry:', 2000)).toBe(true);
      // the connection's first view: what this service renders with, on one data line
      expect(await readUntil('event: view\ndata: ', 2000)).toBe(true);
      const views = () => [...received.matchAll(/event: view\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[1]!) as { updatedAt: string });
      expect(views()).toEqual([before]);

      fs.writeFileSync(path.join(dir, 'unrelated.json'), '{}');
      expect(await readUntil('event: registry', 300)).toBe(false);

      await updateRegistry(dir, (state) => {
        state.audit.push({ at: new Date().toISOString(), by: 'test', action: 'promote', remote: 'mf_content', version: '1' });
      });
      expect(await readUntil('event: registry', 2000)).toBe(true);
      expect(received.match(/event: registry/g)).toHaveLength(1);
      expect(views()).toHaveLength(2);
      expect(views()[1]!.updatedAt).not.toBe('trước');
    } finally {
      controller.abort();
      events.close();
      server.close();
    }
  });
});
