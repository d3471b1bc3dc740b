import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';

/**
 * For the edge, the orchestrator and ops: the process can serve — the database answers, the data folder is
 * writable, the upload bucket (when uploads are kept in one) answers, and it is not shutting down (`app.draining`, set by server.ts on SIGTERM, so the edge sends new
 * requests elsewhere while those in flight finish).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const problems: string[] = [];
    if (app.draining) problems.push('shutting down');
    if (!app.databasePrepared()) problems.push('database not prepared (migrations wait for it)');
    else
      try {
        await app.db.query('SELECT 1');
      } catch {
        problems.push('database unreachable');
      }
    try {
      fs.accessSync(app.config.dataDir, fs.constants.W_OK);
    } catch {
      problems.push('data folder not writable');
    }
    if (app.uploadBucket && !(await app.uploadBucket.reachable())) problems.push('upload storage unreachable');
    reply.header('cache-control', 'no-store');
    if (problems.length)
      return reply.code(503).send({ status: 'not ready', problems, message: 'Máy chủ chưa sẵn sàng, vui lòng thử lại sau giây lát' });
    return reply.send({ status: 'ready' });
  });
};

export default routes;
