import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AppError, unauthorized } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/password';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie, signAccessToken } from '../../../plugins/app/auth';
import { issueLogin } from '../../../services/login-service';
import { canonicalIdentifier, enforceLimits, limitRules, tooManyAttempts } from '../../rate-keys';
import { Envelope, errors, LoginBody, LoginResponse, RefreshBody, RefreshResponse } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/user/login.json', {
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

  app.post('/api/user/refresh.json', {
    schema: {
      tags: ['auth'], summary: 'Rotate the refresh token',
      description: 'Reads the `rt` cookie only. Every call rotates; a token rotated less than REFRESH_REUSE_GRACE_SECONDS ago (two tabs refreshing at once) gets a new access token for the same session and keeps the cookie the first answer set; any other reuse revokes the whole session family.',
      body: RefreshBody, response: { 200: Envelope(RefreshResponse), ...errors },
    },
  }, async (request, reply) => {
    const presented = readRefreshCookie(request);
    if (!presented) throw unauthorized('Thiếu refresh token, vui lòng đăng nhập lại');
    const r = await app.repos.sessions.rotate(presented, app.config.refreshTtl, app.config.refreshReuseGraceSeconds);
    if (r.kind === 'grace') {
      // the first of the racing refreshes already set the successor in the cookie: leave it there
      return ok({
        token: signAccessToken(app.config.jwtKeys, app.config.accessTtl, r.userId, r.sessionId),
        rt_exp: r.expiresAt.toISOString(),
      }, 'Làm mới phiên thành công');
    }
    if (r.kind !== 'ok') {
      clearRefreshCookie(reply, app.config.production);
      throw unauthorized(r.kind === 'reuse'
        ? 'Phiên đăng nhập đã bị thu hồi vì phát hiện dùng lại refresh token. Vui lòng đăng nhập lại'
        : 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    }
    setRefreshCookie(reply, r.refreshToken, r.expiresAt, app.config.production);
    return ok({
      token: signAccessToken(app.config.jwtKeys, app.config.accessTtl, r.userId, r.sessionId),
      rt_exp: r.expiresAt.toISOString(),
    }, 'Làm mới phiên thành công');
  });

  app.post('/api/user/logout.json', {
    schema: {
      tags: ['auth'], summary: 'Log out: revokes the session (refresh family) and clears the cookie',
      body: RefreshBody, response: { 200: Envelope(Type.Null()), ...errors },
    },
    preHandler: app.optionalUser,
  }, async (request, reply) => {
    // the cookie reaches only the refresh call, so sign-out revokes the session of the access token
    const presented = readRefreshCookie(request);
    if (presented) await app.repos.sessions.revokeByRefreshToken(presented);
    if (request.sessionId) await app.repos.sessions.revoke(request.sessionId, 'logout');
    clearRefreshCookie(reply, app.config.production);
    return ok(null, 'Đăng xuất thành công');
  });
};

export default routes;
