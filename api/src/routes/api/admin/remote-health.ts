import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { adminOnly } from '../../../lib/admin-auth';
import { Envelope, errors, RemoteHealthReport } from '@edu/shared/schemas';

/** Per remote version: loads and error rate over the last minutes, for `pnpm ops status` and canary judgement. Only where ADMIN_TOKEN is set. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.adminToken;
  if (!token) return;

  app.get(
    '/remote_health.json',
    {
      preHandler: adminOnly(token),
      schema: {
        tags: ['other'],
        summary: 'ADMIN: how each remote version fared in browsers over the last N minutes',
        querystring: Type.Object({
          minutes: Type.Integer({ minimum: 1, maximum: 1440, default: 15 }),
          step: Type.Optional(Type.Integer({ minimum: 1, maximum: 240, description: "minutes per bucket: adds each version's series" })),
        }),
        response: { 200: Envelope(RemoteHealthReport), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { minutes, step } = request.query;
      return ok({ minutes, versions: await app.repos.remoteHealth.summary(minutes, step) });
    },
  );
};

export default routes;
