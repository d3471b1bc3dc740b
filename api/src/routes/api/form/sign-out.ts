import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { COOKIE } from '@edu/shared/rules';
import { acceptFormBodies, refuseForeign, seeOther, sessionToken } from '../../../lib/html-forms';
import { readCookie, setCookie } from '../../../lib/cookies';
import { verifyJwt } from '../../../lib/jwt';
import { clearRefreshCookie } from '../../../plugins/app/auth';

/** The app's words after signing out (the shell's useSignOut). */
const SIGNED_OUT = 'Bạn đã đăng xuất';

/**
 * "Đăng xuất" as an HTML form (before the app has started, or without JavaScript): the session is revoked on the
 * server as logout.json does (its refresh tokens die with it), the refresh cookie and the app's session cookie are
 * cleared, and the learner goes home with a flash. The refresh cookie reaches only the refresh call, so the session
 * is the one the userStore cookie's access token names — expired or not: a page read without script never
 * refreshes it, and its signature is proof enough to end that session (and nothing more).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  app.post(
    '/sign-out',
    { schema: { tags: ['forms'], summary: 'HTML form: sign out (the session revoked, its cookies cleared), 303 home' } },
    async (request, reply) => {
      refuseForeign(request);
      const token = sessionToken(readCookie(request, COOKIE.SESSION));
      const claims = token ? verifyJwt(token, app.config.jwtKeys, { expiredToo: true }) : null;
      if (claims?.typ === 'access' && typeof claims.sid === 'string') await app.repos.sessions.revoke(claims.sid, 'logout');
      clearRefreshCookie(reply, app.config.production);
      const secure = request.protocol === 'https';
      setCookie(reply, COOKIE.SESSION, '', { path: '/', expires: new Date(0), httpOnly: false, secure, sameSite: 'Lax' });
      return seeOther(request, reply, '/', { m: SIGNED_OUT, k: 'info' });
    },
  );
};

export default routes;
