import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { unauthorized } from '../../../lib/errors';
import { verifyJwt } from '../../../lib/jwt';
import { hashPassword } from '../../../lib/password';
import { assertStrongPassword } from '../../../services/password-policy';
import { Envelope, errors, NewPassword } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

/** The last step of "forgot password": a new password, allowed by the one-use verify_token the OTP step gave. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change_password_after_verify.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the verify_token (as Bearer) from verify_otp purpose=forgot',
        security: secured,
        body: Type.Object({ password: NewPassword }),
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const claims = token ? verifyJwt(token, app.config.jwtKeys) : null;
      if (!claims || claims.typ !== 'verify') throw unauthorized('Phiên đặt lại mật khẩu không hợp lệ hoặc đã hết hạn');
      assertStrongPassword(request.body.password);
      // One use: a verify_token that leaked (history, logs, a shared screen) cannot set the password again.
      if (typeof claims.jti !== 'string' || !(await app.repos.sessions.spendToken(claims.jti, claims.exp))) {
        throw unauthorized('Phiên đặt lại mật khẩu đã được sử dụng, vui lòng bắt đầu lại');
      }
      await app.repos.users.setPassword(claims.sub, await hashPassword(request.body.password));
      await app.repos.sessions.revokeAll(claims.sub, 'password reset');
      return ok(null, 'Đặt lại mật khẩu thành công, vui lòng đăng nhập');
    },
  );
};

export default routes;
