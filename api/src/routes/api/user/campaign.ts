import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { Envelope, errors, Str } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/campaign/data.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['other'],
        summary: 'Record campaign tracking (utm_*) stored from the query on navigation',
        body: Type.Object({
          utm_source: Type.Optional(Str(100)),
          utm_campaign: Type.Optional(Str(100)),
          utm_medium: Type.Optional(Str(100)),
          path: Type.Optional(Str(2000)),
        }),
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      if (!b.utm_source && !b.utm_campaign) throw badRequest('Dữ liệu không hợp lệ: thiếu "utm_source" hoặc "utm_campaign"');
      await app.repos.tracking.campaign(request.userId, b);
      return ok(null, 'Đã ghi nhận');
    },
  );
};

export default routes;
