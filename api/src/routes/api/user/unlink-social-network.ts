import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Envelope, errors, SocialLinks } from '@edu/shared/schemas';
import { Provider } from '../../../services/dev-sso';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/unlink_social_network.json',
    signedIn(app, {
      tags: ['auth'],
      summary: 'Unlink an SSO provider from me',
      body: Type.Object({ provider: Provider }),
      response: { 200: Envelope(SocialLinks), ...errors },
    }),
    async (request) => {
      if (!(await app.repos.users.unlink(request.userId!, request.body.provider))) throw notFound('Chưa liên kết tài khoản này');
      return ok({ social_links: await app.repos.users.socialLinks(request.userId!) }, 'Đã hủy liên kết');
    },
  );
};

export default routes;
