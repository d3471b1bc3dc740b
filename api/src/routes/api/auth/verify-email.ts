import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict } from '../../../lib/errors';
import { verifyJwt } from '../../../lib/jwt';
import { EmailVerified, Envelope, errors } from '@edu/shared/schemas';

/** The link in the confirmation e-mail: its one-use token marks the address verified. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/verify_email.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail change with the link token (/verify-change-email?token=…)',
        body: Type.Object({ token: Type.String({ minLength: 10, maxLength: 2048 }) }),
        response: { 200: Envelope(EmailVerified), ...errors },
      },
    },
    async (request) => {
      const claims = verifyJwt(request.body.token, app.config.jwtKeys);
      const email = typeof claims?.email === 'string' ? claims.email : null;
      if (!claims || claims.typ !== 'email' || !email) throw badRequest('Liên kết xác nhận không hợp lệ hoặc đã hết hạn');
      if (await app.repos.users.emailTaken(email, claims.sub)) throw conflict('Email đã được sử dụng bởi tài khoản khác');
      if (typeof claims.jti !== 'string' || !(await app.repos.sessions.spendToken(claims.jti, claims.exp))) {
        throw badRequest('Liên kết xác nhận đã được sử dụng');
      }
      await app.repos.users.setEmail(claims.sub, email);
      return ok({ email }, 'Xác nhận email thành công');
    },
  );
};

export default routes;
