import fp from 'fastify-plugin';
import { createPool } from '../../db/database';
import { migrate } from '../../db/migrate';
import { seed } from '../../seed';

/** `app.db`: a pg Pool on DATABASE_URL / PGlite; migrations and the demo seed run before routes. */
export default fp(async (app) => {
  const pool = createPool(app.config.databaseUrl, {
    max: app.config.poolMax, searchPath: app.config.searchPath, prepared: app.config.preparedStatements,
  });
  app.decorate('db', pool);
  app.addHook('onClose', async () => {
    await pool.end();
  });
  if (app.config.migrate) await migrate(pool);
  if (app.config.seed) await seed(pool);
});
