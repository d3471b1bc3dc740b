import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict, unauthorized } from '../../../lib/errors';
import { verifyJwt } from '../../../lib/jwt';
import { Envelope, errors, SocialLinks } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

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

  app.post('/social_network_link.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['auth'], security: secured, summary: 'Link an SSO account to me', body: TokenBody,
      response: { 200: Envelope(SocialLinks), ...errors },
    },
  }, async (request) => {
    const id = readToken(request.body.provider, request.body.token);
    if (!(await app.repos.users.link(request.userId!, request.body.provider, id.uid, id.email))) {
      throw conflict('Tài khoản mạng xã hội này đã liên kết với người dùng khác');
    }
    return ok({ social_links: await app.repos.users.socialLinks(request.userId!) }, 'Liên kết thành công');
  });
};

export default routes;
