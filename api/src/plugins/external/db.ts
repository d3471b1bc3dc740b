import fp from 'fastify-plugin';
import { createPool } from '../../db/database';
import { migrate } from '../../db/migrate';
import { refreshDemoArt, seed } from '../../seed';

/** `app.db`: a pg Pool on DATABASE_URL / PGlite; migrations and the sample data (when switched on) run before routes. */
export default fp(async (app) => {
  const pool = createPool(app.config.databaseUrl, {
    max: app.config.poolMax, searchPath: app.config.searchPath, prepared: app.config.preparedStatements,
  });
  app.decorate('db', pool);
  app.addHook('onClose', async () => {
    await pool.end();
  });
  if (app.config.migrate) await migrate(pool);
  if (app.config.seedContent || app.config.seedDemoAccounts) await seed(pool, { content: app.config.seedContent, demoAccounts: app.config.seedDemoAccounts });
  // a database seeded by an earlier version: its demo rows get the current pictures
  if (app.config.seedContent) await refreshDemoArt(pool);
});
