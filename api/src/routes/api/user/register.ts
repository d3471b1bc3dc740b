import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest, conflict } from '../../../lib/errors';
import { signJwt } from '../../../lib/jwt';
import { verifyCarrierToken } from '../../../lib/carrier-token';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { isEmail, normalizePhone, parseLogin } from '../../../repositories/users-repo';
import type { OtpCheck } from '../../../repositories/otp-repo';
import { issueLogin } from '../../../services/login-service';
import { assertStrongPassword } from '../../../services/password-policy';
import { bodyIdentifier, enforceLimits, limitRules } from '../../rate-keys';
import { CodeSent, Envelope, errors, LoginResponse, OtpSent, RegisterBody, Username, VerifyOtpBody, VerifyTokenResponse } from '@edu/shared/schemas';

const OTP_ERRORS: Record<Exclude<OtpCheck, { ok: true }>['reason'], string> = {
  missing: 'Không có mã OTP đang chờ xác thực, vui lòng yêu cầu mã mới',
  expired: 'Mã OTP đã hết hạn, vui lòng yêu cầu mã mới',
  wrong: 'Mã OTP không đúng',
  locked: 'Bạn đã nhập sai mã OTP quá nhiều lần, vui lòng yêu cầu mã mới',
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Attempts per client address and identifier; when a code goes out, also per number / address and per client. */
  const limit = (kind: 'otp' | 'check' | 'forgot', sends: boolean) => ({
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const who = bodyIdentifier(request, 'username', 'phone', 'email');
      await enforceLimits(app, request, reply, [...limitRules(app, request, kind, who), ...(sends ? limitRules(app, request, 'send', who) : [])]);
    },
  });

  app.post('/api/user/register.json', {
    ...limit('otp', true),
    schema: {
      tags: ['auth'], summary: 'Register by e-mail or phone; an OTP is sent (dev: GET /api/dev/outbox.json?to=…)',
      description: 'username (email or phone), or email / phone. Then POST verify_otp.json { username, otp } logs in.',
      body: RegisterBody, response: { 200: Envelope(OtpSent), ...errors },
    },
  }, async (request) => {
    const b = request.body;
    const raw = b.username ?? b.email ?? b.phone ?? '';
    const login = parseLogin(raw);
    if (!login) throw badRequest(raw ? 'Email hoặc số điện thoại không hợp lệ' : 'Dữ liệu không hợp lệ: thiếu "username" (email hoặc số điện thoại)');
    assertStrongPassword(b.password);
    const target = 'email' in login ? login.email : login.phone;
    // A second registrant of a pending address while the first one's code is open contests it (see markVerified).
    const pending = await app.repos.users.findByLogin(target);
    const contest = pending && !pending.verified
      ? { openCode: await app.repos.otp.hasOpen(target, 'register'), otherPassword: !(await verifyPassword(b.password, pending.password_hash)) }
      : undefined;
    const user = await app.repos.users.upsertPending(login, b.full_name?.trim() ?? '', await hashPassword(b.password), contest);
    if (user.verified) throw conflict('email' in login ? 'Email đã được đăng ký' : 'Số điện thoại đã được đăng ký');
    const sent = await app.repos.otp.issue(target, 'register', { user_id: user.id });
    return ok({ target, channel: 'email' in login ? 'email' as const : 'sms' as const, ...sent }, 'Mã OTP đã được gửi, vui lòng kiểm tra');
  });

  app.post('/api/user/resend_otp.json', {
    ...limit('otp', true),
    schema: {
      tags: ['auth'], summary: 'A new registration code for an account still waiting for verification',
      description: 'Answers alike whether or not such an account exists (no account discovery); a code is sent only to a pending registration.',
      body: Type.Object({ username: Username }), response: { 200: Envelope(OtpSent), ...errors },
    },
  }, async (request) => {
    const login = parseLogin(request.body.username);
    if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
    const target = 'email' in login ? login.email : login.phone;
    const user = await app.repos.users.findByLogin(target);
    const sent = user && !user.verified ? await app.repos.otp.issue(target, 'register', { user_id: user.id }) : { expires_in: 0 };
    return ok({ target, channel: 'email' in login ? 'email' as const : 'sms' as const, ...sent }, 'Nếu tài khoản đang chờ xác thực, mã OTP mới đã được gửi');
  });

  app.post('/api/user/verify_otp.json', {
    ...limit('check', false),
    schema: {
      tags: ['auth'], summary: 'Verify an OTP: register / login → LoginResponse; forgot → { verify_token }',
      body: VerifyOtpBody, response: { 200: Envelope(Type.Union([LoginResponse, VerifyTokenResponse])), ...errors },
    },
  }, async (request, reply) => {
    const { username, otp: code } = request.body;
    const purpose = request.body.purpose ?? 'register';
    const login = parseLogin(username);
    if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
    const target = 'email' in login ? login.email : login.phone;
    const check = await app.repos.otp.verify(target, purpose, code);
    if (!check.ok) throw new AppError(check.reason === 'locked' ? 429 : 400, OTP_ERRORS[check.reason]);
    if (purpose === 'forgot') {
      const userId = Number(check.payload.user_id);
      return ok({ verify_token: signJwt({ sub: userId, typ: 'verify', jti: randomUUID() }, app.config.jwtKeys, 900) }, 'Xác thực thành công, vui lòng đặt mật khẩu mới');
    }
    let userId: number;
    if (purpose === 'login') {
      userId = 'phone' in login ? await app.repos.users.ensurePhoneUser(login.phone) : Number(check.payload.user_id);
    } else {
      userId = Number(check.payload.user_id);
      if ((await app.repos.users.markVerified(userId)).passwordDropped) {
        return ok(await issueLogin(app, request, reply, userId),
          'Đăng ký thành công. Địa chỉ này vừa được đăng ký thêm một lần với mật khẩu khác nên chưa có mật khẩu nào được lưu: hãy đặt mật khẩu mới bằng "Quên mật khẩu"');
      }
      await app.repos.support.notify(userId, 'chao-mung', 'Chào mừng bạn đến với Khóa Học Online', 'Tài khoản của bạn đã được kích hoạt. Chúc bạn học tốt!', '/khoa-hoc');
    }
    return ok(await issueLogin(app, request, reply, userId), purpose === 'login' ? 'Đăng nhập thành công' : 'Đăng ký thành công');
  });

  app.post('/api/user/login_phone.json', {
    // a recognition token sends nothing: it is rationed like any guessable code, per client
    preHandler: async (request, reply) =>
      (request.body as { msisdn_token?: unknown } | undefined)?.msisdn_token !== undefined
        ? enforceLimits(app, request, reply, limitRules(app, request, 'code'))
        : limit('otp', true).preHandler(request, reply),
    schema: {
      tags: ['auth'], summary: 'Log in by phone: an OTP by SMS (then verify_otp.json, purpose=login), or the carrier\'s recognition token',
      description: '{ phone }: sends a code (dev outbox). { msisdn_token }: the signed, single-use answer of carrier number recognition (SPEC §6, returned at /callback) signs the subscriber in at once. A phone without an account gets one on first verified login.',
      body: Type.Object({ phone: Type.Optional(Type.String({ minLength: 9, maxLength: 20 })), msisdn_token: Type.Optional(Type.String({ minLength: 20, maxLength: 600 })) }),
      response: { 200: Envelope(Type.Union([OtpSent, LoginResponse])), ...errors },
    },
  }, async (request, reply) => {
    if (request.body.msisdn_token !== undefined) {
      const claims = verifyCarrierToken(app.config.carrierSecret, request.body.msisdn_token);
      const phone = claims && normalizePhone(claims.phone);
      if (!claims || !phone || !(await app.repos.sessions.spendToken(`carrier:${claims.jti}`, claims.exp))) {
        throw new AppError(401, 'Không nhận diện được số điện thoại của bạn, vui lòng đăng nhập bằng mã OTP');
      }
      // the carrier vouches for the number, as a code sent to it would: the same claim of the account
      const userId = await app.repos.users.ensurePhoneUser(phone);
      return ok(await issueLogin(app, request, reply, userId), 'Đăng nhập thành công');
    }
    if (request.body.phone === undefined) throw badRequest('Vui lòng nhập số điện thoại');
    const phone = normalizePhone(request.body.phone);
    if (!phone) throw badRequest('Số điện thoại không hợp lệ');
    const sent = await app.repos.otp.issue(phone, 'login');
    return ok({ target: phone, channel: 'sms' as const, ...sent }, 'Mã OTP đã được gửi tới số điện thoại của bạn');
  });

  app.post('/api/user/forgot_password.json', {
    ...limit('forgot', true),
    schema: {
      tags: ['auth'], summary: 'Forgot password: OTP to the account\'s email / phone → verify_otp (purpose=forgot) → verify_token',
      description: 'Answers the same whether or not the account exists.',
      body: Type.Object({ username: Username }), response: { 200: Envelope(CodeSent), ...errors },
    },
  }, async (request) => {
    const login = parseLogin(request.body.username);
    if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
    const target = 'email' in login ? login.email : login.phone;
    const user = await app.repos.users.findByLogin(target);
    if (user) await app.repos.otp.issue(target, 'forgot', { user_id: user.id });
    return ok({ target, expires_in: 600 }, 'Nếu tài khoản tồn tại, mã OTP đã được gửi');
  });

  app.get('/api/user/check_username.json', {
    // it must answer truthfully (the registration form asks), so it is rationed per client address
    preHandler: async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'lookup')),
    schema: {
      tags: ['auth'], summary: 'Is this email / phone free to register?',
      querystring: Type.Object({ username: Username }), response: { 200: Envelope(Type.Object({ available: Type.Boolean(), kind: Type.String() })), ...errors },
    },
  }, async (request) => {
    const u = request.query.username;
    const login = parseLogin(u);
    if (!login) throw badRequest(isEmail(u) ? 'Email không hợp lệ' : 'Email hoặc số điện thoại không hợp lệ');
    const user = await app.repos.users.findByLogin(u);
    return ok({ available: !user?.verified, kind: 'email' in login ? 'email' : 'phone' });
  });
};

export default routes;
