import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';

/** Where open tabs listen for registry changes (Server-Sent Events). */
export const REGISTRY_EVENTS_PATH = '/registry/events';
const HEARTBEAT_MS = 25_000;

/**
 * Tells every open tab what the registry says, as this service sees it: once when the tab connects,
 * and again the moment registry.json is replaced (a publish, promote, canary or rollback writes it
 * atomically into the deploy folder). Each `view` event carries the public registry itself, so the tab
 * compares what it mounted with the versions this service renders — a rollback that landed between
 * the page's render and the tab's connection is followed too, and a tab never reloads onto a registry
 * this service has not read yet (in production its folder mirrors the bucket, a second behind).
 * The bare `registry` event is kept for tabs whose shell predates `view`. The 60 s poll stays as the
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

  let view = { stamp: '', event: '' };
  /** `event: view` with the registry on one line ('' while there is none to read); read once per write. */
  function viewEvent(now = stamp()): string {
    if (view.stamp !== now) {
      let event = '';
      try {
        event = `event: view\ndata: ${JSON.stringify(JSON.parse(fs.readFileSync(registryFile, 'utf8')))}\n\n`;
      } catch {
        // none yet, or caught mid-replace: the next write (or the tab's poll) tells it
      }
      view = { stamp: now, event };
    }
    return view.event;
  }

  const broadcast = () => {
    const now = stamp();
    if (now === lastStamp) return;
    lastStamp = now;
    const message = `${viewEvent(now)}event: registry\ndata: ${JSON.stringify({ at: new Date().toISOString() })}\n\n`;
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
      res.write(`retry: 3000\n\n${viewEvent()}`);
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
