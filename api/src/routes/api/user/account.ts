import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict, unauthorized } from '../../../lib/errors';
import { signJwt, verifyJwt } from '../../../lib/jwt';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { isEmail } from '../../../repositories/users-repo';
import { assertStrongPassword } from '../../../services/password-policy';
import { bodyIdentifier, enforceLimits, limitRules } from '../../rate-keys';
import { Availability, CodeSent, EmailVerified, Envelope, errors, NewPassword, Otp, Password, ProfileAnswer } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

const Email = Type.String({ minLength: 5, maxLength: 254 });

/** Password and e-mail changes of a signed-in user, and the verify_token step of "forgot password". */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/user/change_password.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['auth'], security: secured, summary: 'Change my password (other sessions are signed out)',
      body: Type.Object({ old_password: Password, new_password: NewPassword }), response: { 200: Envelope(Type.Null()), ...errors },
    },
  }, async (request) => {
    const id = request.userId!;
    if (!(await verifyPassword(request.body.old_password, await app.repos.users.passwordHash(id)))) throw badRequest('Mật khẩu hiện tại không đúng');
    assertStrongPassword(request.body.new_password);
    await app.repos.users.setPassword(id, await hashPassword(request.body.new_password));
    await app.repos.sessions.revokeAll(id, 'password changed', request.sessionId);
    return ok(null, 'Đổi mật khẩu thành công');
  });

  app.post('/api/user/change_password_after_verify.json', {
    schema: {
      tags: ['auth'], summary: 'Set a new password with the verify_token (as Bearer) from verify_otp purpose=forgot',
      security: secured, body: Type.Object({ password: NewPassword }), response: { 200: Envelope(Type.Null()), ...errors },
    },
  }, async (request) => {
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
  });

  app.post('/api/user/change_email/check.json', {
    preHandler: [app.optionalUser, async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'lookup'))],
    schema: {
      tags: ['auth'], summary: 'Is this e-mail free to use?',
      body: Type.Object({ email: Email }), response: { 200: Envelope(Availability), ...errors },
    },
  }, async (request) => {
    if (!isEmail(request.body.email)) throw badRequest('Email không hợp lệ');
    return ok({ available: !(await app.repos.users.emailTaken(request.body.email, request.userId ?? 0)) });
  });

  app.post('/api/user/change_email.json', {
    preHandler: [app.requireUser, async (request, reply) => {
      const who = bodyIdentifier(request, 'email');
      await enforceLimits(app, request, reply, [...limitRules(app, request, 'otp', who), ...limitRules(app, request, 'send', who)]);
    }],
    schema: {
      tags: ['auth'], security: secured, summary: 'Start an e-mail change: OTP and a confirmation link go to the NEW address',
      description: 'Confirm with POST /api/auth/change_email.json { email, otp } or the link (/verify-change-email?token=…) → POST /api/auth/verify_email.json.',
      body: Type.Object({ email: Email }), response: { 200: Envelope(CodeSent), ...errors },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    if (!isEmail(email)) throw badRequest('Email không hợp lệ');
    if (await app.repos.users.emailTaken(email, request.userId!)) throw conflict('Email đã được sử dụng bởi tài khoản khác');
    const token = signJwt({ sub: request.userId!, typ: 'email', email, jti: randomUUID() }, app.config.jwtKeys, 3600);
    const link = `\nHoặc mở liên kết: ${app.config.siteOrigin.split(',')[0]}/verify-change-email?token=${token}`;
    const sent = await app.repos.otp.issue(email, 'change_email', { user_id: request.userId }, link);
    return ok({ target: email, ...sent }, 'Đã gửi mã xác nhận tới email mới');
  });

  app.post('/api/auth/change_email.json', {
    preHandler: [app.requireUser, async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'check', bodyIdentifier(request, 'email')))],
    schema: {
      tags: ['auth'], security: secured, summary: 'Confirm an e-mail change with the OTP sent to the new address',
      body: Type.Object({ email: Email, otp: Otp }), response: { 200: Envelope(ProfileAnswer), ...errors },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const check = await app.repos.otp.verify(email, 'change_email', request.body.otp);
    if (!check.ok || Number(check.payload.user_id) !== request.userId) throw badRequest('Mã xác nhận không đúng hoặc đã hết hạn');
    if (await app.repos.users.emailTaken(email, request.userId!)) throw conflict('Email đã được sử dụng bởi tài khoản khác');
    await app.repos.users.setEmail(request.userId!, email);
    return ok({ user: await app.repos.users.byId(request.userId!) }, 'Đổi email thành công');
  });

  app.post('/api/auth/verify_email.json', {
    schema: {
      tags: ['auth'], summary: 'Confirm an e-mail change with the link token (/verify-change-email?token=…)',
      body: Type.Object({ token: Type.String({ minLength: 10, maxLength: 2048 }) }), response: { 200: Envelope(EmailVerified), ...errors },
    },
  }, async (request) => {
    const claims = verifyJwt(request.body.token, app.config.jwtKeys);
    const email = typeof claims?.email === 'string' ? claims.email : null;
    if (!claims || claims.typ !== 'email' || !email) throw badRequest('Liên kết xác nhận không hợp lệ hoặc đã hết hạn');
    if (await app.repos.users.emailTaken(email, claims.sub)) throw conflict('Email đã được sử dụng bởi tài khoản khác');
    if (typeof claims.jti !== 'string' || !(await app.repos.sessions.spendToken(claims.jti, claims.exp))) {
      throw badRequest('Liên kết xác nhận đã được sử dụng');
    }
    await app.repos.users.setEmail(claims.sub, email);
    return ok({ email }, 'Xác nhận email thành công');
  });

};

export default routes;
