import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { clearRefreshCookie, readRefreshCookie } from '../../../plugins/app/auth';
import { Envelope, errors, RefreshBody } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the session (refresh family) and clears the cookie',
        body: RefreshBody,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      // the cookie reaches only the refresh call, so sign-out revokes the session of the access token
      const presented = readRefreshCookie(request);
      if (presented) await app.repos.sessions.revokeByRefreshToken(presented);
      if (request.sessionId) await app.repos.sessions.revoke(request.sessionId, 'logout');
      clearRefreshCookie(reply, app.config.production);
      return ok(null, 'Đăng xuất thành công');
    },
  );
};

export default routes;
