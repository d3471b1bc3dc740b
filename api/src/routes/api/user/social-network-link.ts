import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { conflict } from '../../../lib/errors';
import { Envelope, errors, SocialLinks } from '@edu/shared/schemas';
import { TokenBody, readIdToken } from '../../../services/dev-sso';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/social_network_link.json',
    signedIn(app, {
      tags: ['auth'],
      summary: 'Link an SSO account to me',
      body: TokenBody,
      response: { 200: Envelope(SocialLinks), ...errors },
    }),
    async (request) => {
      const id = readIdToken(app, request.body.provider, request.body.token);
      if (!(await app.repos.users.link(request.userId!, request.body.provider, id.uid, id.email))) {
        throw conflict('Tài khoản mạng xã hội này đã liên kết với người dùng khác');
      }
      return ok({ social_links: await app.repos.users.socialLinks(request.userId!) }, 'Liên kết thành công');
    },
  );
};

export default routes;
