import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { createPool } from '../../db/database';
import { migrate } from '../../db/migrate';
import { refreshDemoArt, seed } from '../../seed';
import { fail } from '../../lib/envelope';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../lib/database-unavailable';
import type { AppConfig } from '../../config';

/** Routes that answer without the database: the process is alive (/health), whether it can serve (/ready). */
const WITHOUT_DATABASE = new Set(['/health', '/ready']);

async function prepare(pool: Pool, config: AppConfig): Promise<void> {
  if (config.migrate) await migrate(pool);
  if (config.seedContent || config.seedDemoAccounts) await seed(pool, { content: config.seedContent, demoAccounts: config.seedDemoAccounts });
  // a database seeded by an earlier version: its demo rows get the current pictures
  if (config.seedContent) await refreshDemoArt(pool);
}

/**
 * `app.db`: a pg Pool on DATABASE_URL / PGlite; migrations and the sample data (when switched on) run before routes
 * serve. With `databaseInBackground` (the server) the pool connects lazily and preparation is retried outside plugin
 * boot, so an API started before its database listens, is not ready, and becomes ready when the database comes —
 * a slow database can no longer fail the boot (AVV_ERR_PLUGIN_EXEC_TIMEOUT).
 */
export default fp(async (app) => {
  const pool = createPool(app.config.databaseUrl, {
    max: app.config.poolMax,
    searchPath: app.config.searchPath,
    prepared: app.config.preparedStatements,
  });
  app.decorate('db', pool);
  let prepared = false;
  let closing = false;
  app.decorate('databasePrepared', () => prepared);

  if (!app.config.databaseInBackground) {
    await prepare(pool, app.config);
    prepared = true;
  } else {
    let timer: NodeJS.Timeout | undefined;
    const attempt = async (delayMs: number): Promise<void> => {
      try {
        await prepare(pool, app.config);
        prepared = true;
        app.log.info('database ready');
      } catch (error) {
        if (closing) return;
        app.log.warn({ err: error, retryInMs: delayMs }, 'database not ready; trying again');
        timer = setTimeout(() => void attempt(Math.min(delayMs * 2, 5000)), delayMs);
      }
    };
    void attempt(250);
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
    });
  }
  app.addHook('onClose', async () => {
    await pool.end();
  });

  // Until then every request but the probes is the same answer a database outage gives: 503, retry soon.
  app.addHook('onRequest', async (request, reply) => {
    if (prepared || WITHOUT_DATABASE.has(request.url.split('?')[0]!)) return;
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send(fail(DATABASE_UNAVAILABLE_MESSAGE));
  });
});
