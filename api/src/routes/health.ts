import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process was told to stop: /ready answers 503 so the edge sends new requests elsewhere. */
    draining: boolean;
  }
}

/**
 * For the edge, the orchestrator and ops (not under /api: not the product's calls, no envelope):
 * /health — the process is alive; /ready — it can serve: the database answers and the data folder is
 * writable, and it is not shutting down.
 */
const routes: FastifyPluginAsync = async (app) => {
  const noStore = { 'cache-control': 'no-store' };

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const problems: string[] = [];
    if (app.draining) problems.push('shutting down');
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
    reply.headers(noStore);
    if (problems.length) return reply.code(503).send({ status: 'not ready', problems, message: 'Máy chủ chưa sẵn sàng, vui lòng thử lại sau giây lát' });
    return reply.send({ status: 'ready' });
  });
};

export default routes;
