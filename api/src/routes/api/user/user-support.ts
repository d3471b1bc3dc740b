import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { Envelope, errors } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user_support.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['other'],
        summary: 'Carrier user-support call (sent when the session flag `celluar` is set)',
        description: 'info = base64 of the current full path.',
        body: Type.Object({ info: Type.String({ minLength: 1, maxLength: 4000, pattern: '^[A-Za-z0-9+/=_-]+$' }) }),
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const path = Buffer.from(request.body.info, 'base64').toString('utf8');
      if (!path.startsWith('/')) throw badRequest('Dữ liệu không hợp lệ: "info" phải là base64 của đường dẫn');
      await app.repos.tracking.ping(request.userId, path.slice(0, 2000), 'user_support');
      return ok(null, 'OK');
    },
  );
};

export default routes;
