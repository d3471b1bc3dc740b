import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRegistryEvents } from '../src/edge/registry-events';
import { updateRegistry } from '../src/registry/store';

/** /registry/events: an open tab hears of a registry write the moment it lands. */
describe('registry events', () => {
  it('pushes one "registry" event per write to every listener, and nothing for other files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-events-'));
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

      fs.writeFileSync(path.join(dir, 'unrelated.json'), '{}');
      expect(await readUntil('event: registry', 300)).toBe(false);

      await updateRegistry(dir, (state) => {
        state.audit.push({ at: new Date().toISOString(), by: 'test', action: 'promote', remote: 'mf_content', version: '1' });
      });
      expect(await readUntil('event: registry', 2000)).toBe(true);
      expect(received.match(/event: registry/g)).toHaveLength(1);
    } finally {
      controller.abort();
      events.close();
      server.close();
    }
  });
});
