import { Client } from 'pg';
import { ensureInstancesTable, HEARTBEAT_MS, REGISTRY_CHANNEL, reportServed } from './registry-instances';

/**
 * An SSR instance hears of a registry change the moment it commits: LISTEN on the registry's channel
 * (REGISTRY_EVENTS_DATABASE_URL), then `onChange` (the bucket mirror's sync). The mirror's poll stays behind it for
 * a lost connection. The instance also says which view it serves (`served()`, at once via `report()` after a swap
 * and every few seconds), so a promote can tell when every instance serves it. A lost connection is reopened
 * (with a sync, in case a change went by meanwhile); nothing here ever stops the instance from serving.
 */
export interface RegistryListenerOptions {
  url: string;
  instance: string;
  onChange: () => void;
  served: () => string | undefined;
  log?: (line: string) => void;
}

export function startRegistryListener(options: RegistryListenerOptions): { report: () => void; close: () => void } {
  const log = options.log ?? ((line: string) => console.error(`[registry-listener] ${line}`));
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const report = () => {
    const served = options.served();
    if (!client || !served) return;
    reportServed(client, options.instance, served).catch((error: unknown) => log(`could not report the served view: ${(error as Error).message}`));
  };

  async function connect(): Promise<void> {
    const next = new Client({ connectionString: options.url, connectionTimeoutMillis: 5000, application_name: `edu-ssr ${options.instance}` });
    const lost = (why: string) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (!closed) {
        log(`registry notifications lost (${why}); reconnecting, the bucket poll covers meanwhile`);
        schedule();
      }
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection closed'));
    next.on('notification', (message) => {
      if (message.channel === REGISTRY_CHANNEL) options.onChange();
    });
    try {
      await next.connect();
      await ensureInstancesTable(next);
      await next.query(`LISTEN ${REGISTRY_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    failures = 0;
    options.onChange(); // a change may have gone by while not listening
    report();
  }

  function schedule(): void {
    clearTimeout(retry);
    // at most 1 s apart: a change made as the database comes back must not wait out a long back-off (the poll
    // behind it is slower), and one connection per instance a second is no load on a database that is up
    const delay = Math.min(250 * 2 ** failures, 1000);
    failures += 1;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        log(`registry database unreachable (${(error as Error).message}); trying again`);
        schedule();
      });
    }, delay);
    retry.unref();
  }

  schedule();
  const heartbeat = setInterval(report, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    report,
    close: () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      client?.end().catch(() => undefined);
      client = null;
    },
  };
}
