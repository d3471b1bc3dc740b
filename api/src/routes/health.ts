import type { FastifyPluginAsync } from 'fastify';

/**
 * For the edge, the orchestrator and ops (not under /api: not the product's calls, no envelope): the process is
 * alive. Whether it can serve is /ready (ready.ts).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
};

export default routes;
