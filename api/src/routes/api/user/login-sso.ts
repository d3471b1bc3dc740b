import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, unauthorized } from '../../../lib/errors';
import { verifyJwt } from '../../../lib/jwt';
import { issueLogin } from '../../../services/login-service';
import { Envelope, errors, LoginResponse } from '@edu/shared/schemas';

/**
 * SSO against a LOCAL DEVELOPMENT provider ("dev-sso"): GET /api/dev/sso/authorize.json?email=…&name=… issues the
 * signed id token a real provider would; login_sso / social_network_link accept it. No real provider is contacted.
 */
const Provider = Type.Union([Type.Literal('dev-sso'), Type.Literal('google'), Type.Literal('facebook')], {
  description: 'only dev-sso is wired (local development provider); google / facebook answer 400 until configured',
});

interface IdToken { uid: string; email: string | null; name: string }

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = `${app.config.jwtSecret}:dev-sso`;

  const readToken = (provider: string, token: string): IdToken => {
    if (provider !== 'dev-sso') throw badRequest(`Nhà cung cấp đăng nhập "${provider}" chưa được cấu hình`);
    const c = verifyJwt(token, secret);
    if (!c || c.typ !== 'sso' || typeof c.uid !== 'string') throw unauthorized('Mã đăng nhập SSO không hợp lệ hoặc đã hết hạn');
    return { uid: c.uid, email: typeof c.email === 'string' ? c.email : null, name: typeof c.name === 'string' ? c.name : '' };
  };

  const TokenBody = Type.Object({ provider: Provider, token: Type.String({ minLength: 10, maxLength: 4096 }) });

  app.post('/login_sso.json', {
    schema: {
      tags: ['auth'], summary: 'Log in with an SSO id token (local development provider)',
      description: 'A linked account logs in; otherwise an account with the same e-mail is linked, or a new one is created.',
      body: TokenBody, response: { 200: Envelope(LoginResponse), ...errors },
    },
  }, async (request, reply) => {
    const id = readToken(request.body.provider, request.body.token);
    let userId = await app.repos.users.userBySocial(request.body.provider, id.uid);
    if (!userId) {
      userId = await app.repos.users.ensureSsoUser(id.email, id.name);
      await app.repos.users.link(userId, request.body.provider, id.uid, id.email);
    }
    return ok(await issueLogin(app, request, reply, userId), 'Đăng nhập thành công');
  });
};

export default routes;
