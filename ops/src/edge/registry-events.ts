import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';

/** Where open tabs listen for registry changes (Server-Sent Events). */
export const REGISTRY_EVENTS_PATH = '/registry/events';
const HEARTBEAT_MS = 25_000;

/**
 * Pushes "the registry changed" to every open tab the moment registry.json is replaced (a publish,
 * promote, canary or rollback writes it atomically into the deploy folder), so a tab showing a remote
 * that was rolled back follows within a second instead of at its next poll. The 30 s poll stays as the
 * fallback. One watcher per process, however many tabs listen.
 */
export function createRegistryEvents(deployDir: string): {
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  close: () => void;
} {
  const clients = new Set<http.ServerResponse>();
  const registryFile = path.join(deployDir, 'registry.json');
  let lastStamp = stamp();
  let debounce: NodeJS.Timeout | undefined;

  function stamp(): string {
    const st = fs.statSync(registryFile, { throwIfNoEntry: false });
    return st ? `${st.mtimeMs}:${st.size}:${st.ino}` : 'none';
  }

  const broadcast = () => {
    const now = stamp();
    if (now === lastStamp) return;
    lastStamp = now;
    const message = `event: registry\ndata: ${JSON.stringify({ at: new Date().toISOString() })}\n\n`;
    for (const res of clients) res.write(message);
  };

  let watcher: fs.FSWatcher | null = null;
  try {
    fs.mkdirSync(deployDir, { recursive: true });
    // the folder, not the file: an atomic write replaces registry.json (a rename into the folder)
    watcher = fs.watch(deployDir, (_event, name) => {
      if (name !== 'registry.json') return;
      clearTimeout(debounce);
      debounce = setTimeout(broadcast, 30);
    });
    watcher.on('error', () => undefined);
  } catch {
    // no watcher (an unusual file system): tabs keep their poll
  }
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    handle(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // nginx: pass events through as they come
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    close() {
      clearInterval(heartbeat);
      watcher?.close();
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
