import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest } from '../../../lib/errors';
import { signJwt } from '../../../lib/jwt';
import { parseLogin } from '../../../repositories/users-repo';
import type { OtpCheck } from '../../../repositories/otp-repo';
import { issueLogin } from '../../../services/login-service';
import { otpLimits } from '../../../lib/rate-keys';
import { Envelope, errors, LoginResponse, VerifyOtpBody, VerifyTokenResponse } from '@edu/shared/schemas';

const OTP_ERRORS: Record<Exclude<OtpCheck, { ok: true }>['reason'], string> = {
  missing: 'Không có mã OTP đang chờ xác thực, vui lòng yêu cầu mã mới',
  expired: 'Mã OTP đã hết hạn, vui lòng yêu cầu mã mới',
  wrong: 'Mã OTP không đúng',
  locked: 'Bạn đã nhập sai mã OTP quá nhiều lần, vui lòng yêu cầu mã mới',
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/verify_otp.json',
    {
      ...otpLimits(app, 'check', false),
      schema: {
        tags: ['auth'],
        summary: 'Verify an OTP: register / login → LoginResponse; forgot → { verify_token }',
        body: VerifyOtpBody,
        response: { 200: Envelope(Type.Union([LoginResponse, VerifyTokenResponse])), ...errors },
      },
    },
    async (request, reply) => {
      const { username, otp: code } = request.body;
      const purpose = request.body.purpose ?? 'register';
      const login = parseLogin(username);
      if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
      const target = 'email' in login ? login.email : login.phone;
      const check = await app.repos.otp.verify(target, purpose, code);
      if (!check.ok) throw new AppError(check.reason === 'locked' ? 429 : 400, OTP_ERRORS[check.reason]);
      if (purpose === 'forgot') {
        const userId = Number(check.payload.user_id);
        return ok(
          { verify_token: signJwt({ sub: userId, typ: 'verify', jti: randomUUID() }, app.config.jwtKeys, 900) },
          'Xác thực thành công, vui lòng đặt mật khẩu mới',
        );
      }
      let userId: number;
      if (purpose === 'login') {
        userId = 'phone' in login ? await app.repos.users.ensurePhoneUser(login.phone) : Number(check.payload.user_id);
      } else {
        userId = Number(check.payload.user_id);
        if ((await app.repos.users.markVerified(userId)).passwordDropped) {
          return ok(
            await issueLogin(app, request, reply, userId),
            'Đăng ký thành công. Địa chỉ này vừa được đăng ký thêm một lần với mật khẩu khác nên chưa có mật khẩu nào được lưu: hãy đặt mật khẩu mới bằng "Quên mật khẩu"',
          );
        }
        await app.repos.support.notify(
          userId,
          'chao-mung',
          'Chào mừng bạn đến với Khóa Học Online',
          'Tài khoản của bạn đã được kích hoạt. Chúc bạn học tốt!',
          '/khoa-hoc',
        );
      }
      return ok(await issueLogin(app, request, reply, userId), purpose === 'login' ? 'Đăng nhập thành công' : 'Đăng ký thành công');
    },
  );
};

export default routes;
