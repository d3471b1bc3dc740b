import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Envelope, errors, SocialLinks } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

/**
 * SSO against a LOCAL DEVELOPMENT provider ("dev-sso"): GET /api/dev/sso/authorize.json?email=…&name=… issues the
 * signed id token a real provider would; login_sso / social_network_link accept it. No real provider is contacted.
 */
const Provider = Type.Union([Type.Literal('dev-sso'), Type.Literal('google'), Type.Literal('facebook')], {
  description: 'only dev-sso is wired (local development provider); google / facebook answer 400 until configured',
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/unlink_social_network.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['auth'], security: secured, summary: 'Unlink an SSO provider from me',
      body: Type.Object({ provider: Provider }), response: { 200: Envelope(SocialLinks), ...errors },
    },
  }, async (request) => {
    if (!(await app.repos.users.unlink(request.userId!, request.body.provider))) throw notFound('Chưa liên kết tài khoản này');
    return ok({ social_links: await app.repos.users.socialLinks(request.userId!) }, 'Đã hủy liên kết');
  });
};

export default routes;
