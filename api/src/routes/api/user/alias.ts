import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { AliasAnswer, Envelope, errors } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/alias.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['user'],
        summary: 'Public profile by alias (alias=…); without alias, my own alias (signed in)',
        querystring: Type.Object({ alias: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' })) }),
        response: { 200: Envelope(AliasAnswer), ...errors },
      },
    },
    async (request) => {
      if (!request.query.alias) {
        if (!request.userId) throw badRequest('Dữ liệu không hợp lệ: thiếu "alias"');
        const me = await app.repos.users.byId(request.userId);
        return ok({ alias: me.alias });
      }
      const user = await app.repos.users.byAlias(request.query.alias);
      if (!user) throw notFound('Không tìm thấy người dùng');
      return ok({ user: { full_name: user.full_name, avatar: user.avatar, alias: user.alias } });
    },
  );
};

export default routes;
