import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/password';
import { issueLogin } from '../../../services/login-service';
import { canonicalIdentifier, enforceLimits, limitRules, tooManyAttempts } from '../../../lib/rate-keys';
import { Envelope, errors, LoginBody, LoginResponse } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/login.json', {
    schema: {
      tags: ['auth'], summary: 'Log in with email or phone and password',
      description: 'Sets the refresh cookie `rt` (HttpOnly, path /api/user/refresh.json); the body has only its expiry rt_exp. Limited per client address and account, per address, and per account: after repeated failures the account is locked for a while, twice as long after each further failure (429 with Retry-After).',
      body: LoginBody, response: { 200: Envelope(LoginResponse), ...errors },
    },
  }, async (request, reply) => {
    const who = canonicalIdentifier(request.body.username);
    await enforceLimits(app, request, reply, limitRules(app, request, 'login', who));
    // the account's back-off holds from every address: even the right password waits it out
    const account = `acct:${who}`;
    const locked = await app.repos.limits.lockedFor(account);
    if (locked > 0) throw tooManyAttempts(reply, locked);
    const user = await app.repos.users.findByLogin(request.body.username);
    const good = await verifyPassword(request.body.password, user?.password_hash);
    if (!user || !good) {
      await app.repos.limits.fail(account, app.config.rateLimits.backoff);
      throw new AppError(401, 'Email hoặc mật khẩu không đúng');
    }
    await app.repos.limits.clear(account);
    if (!user.verified) throw new AppError(403, 'Tài khoản chưa được xác thực. Vui lòng nhập mã OTP đã gửi cho bạn');
    return ok(await issueLogin(app, request, reply, user.id), 'Đăng nhập thành công');
  });
};

export default routes;
