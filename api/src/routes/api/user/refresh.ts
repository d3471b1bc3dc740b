import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { unauthorized } from '../../../lib/errors';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie, signAccessToken } from '../../../plugins/app/auth';
import { Envelope, errors, RefreshBody, RefreshResponse } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/refresh.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token',
        description:
          'Reads the `rt` cookie only. Every call rotates; a token rotated less than REFRESH_REUSE_GRACE_SECONDS ago (two tabs refreshing at once) gets a new access token for the same session and keeps the cookie the first answer set; any other reuse revokes the whole session family.',
        body: RefreshBody,
        response: { 200: Envelope(RefreshResponse), ...errors },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      if (!presented) throw unauthorized('Thiếu refresh token, vui lòng đăng nhập lại');
      const r = await app.repos.sessions.rotate(presented, app.config.refreshTtl, app.config.refreshReuseGraceSeconds);
      if (r.kind === 'grace') {
        // the first of the racing refreshes already set the successor in the cookie: leave it there
        return ok(
          {
            token: signAccessToken(app.config.jwtKeys, app.config.accessTtl, r.userId, r.sessionId),
            rt_exp: r.expiresAt.toISOString(),
          },
          'Làm mới phiên thành công',
        );
      }
      if (r.kind !== 'ok') {
        clearRefreshCookie(reply, app.config.production);
        throw unauthorized(
          r.kind === 'reuse'
            ? 'Phiên đăng nhập đã bị thu hồi vì phát hiện dùng lại refresh token. Vui lòng đăng nhập lại'
            : 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
        );
      }
      setRefreshCookie(reply, r.refreshToken, r.expiresAt, app.config.production);
      return ok(
        {
          token: signAccessToken(app.config.jwtKeys, app.config.accessTtl, r.userId, r.sessionId),
          rt_exp: r.expiresAt.toISOString(),
        },
        'Làm mới phiên thành công',
      );
    },
  );
};

export default routes;
