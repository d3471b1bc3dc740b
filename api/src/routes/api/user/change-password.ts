import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { assertStrongPassword } from '../../../services/password-policy';
import { Envelope, errors, NewPassword, Password } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

/** A signed-in learner changes their password (the current one proves it is them). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change_password.json',
    signedIn(app, {
      tags: ['auth'],
      summary: 'Change my password (other sessions are signed out)',
      body: Type.Object({ old_password: Password, new_password: NewPassword }),
      response: { 200: Envelope(Type.Null()), ...errors },
    }),
    async (request) => {
      const id = request.userId!;
      if (!(await verifyPassword(request.body.old_password, await app.repos.users.passwordHash(id))))
        throw badRequest('Mật khẩu hiện tại không đúng');
      assertStrongPassword(request.body.new_password);
      await app.repos.users.setPassword(id, await hashPassword(request.body.new_password));
      await app.repos.sessions.revokeAll(id, 'password changed', request.sessionId);
      return ok(null, 'Đổi mật khẩu thành công');
    },
  );
};

export default routes;
