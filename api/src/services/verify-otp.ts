import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@edu/shared/dto';
import type { VerifyOtpRequest, VerifyTokenResponse } from '@edu/shared/schemas';
import { AppError, badRequest } from '../lib/errors';
import { signJwt } from '../lib/jwt';
import { parseLogin } from '../repositories/users-repo';
import type { OtpCheck } from '../repositories/otp-repo';
import { issueLogin } from './login-service';

const OTP_ERRORS: Record<Exclude<OtpCheck, { ok: true }>['reason'], string> = {
  missing: 'Không có mã OTP đang chờ xác thực, vui lòng yêu cầu mã mới',
  expired: 'Mã OTP đã hết hạn, vui lòng yêu cầu mã mới',
  wrong: 'Mã OTP không đúng',
  locked: 'Bạn đã nhập sai mã OTP quá nhiều lần, vui lòng yêu cầu mã mới',
};

type OtpOutcome = { kind: 'login'; data: LoginResponse; message: string } | { kind: 'verify-token'; data: VerifyTokenResponse; message: string };

/**
 * A code checked (the caller has applied the check limits, lib/rate-keys otpLimits): register / login open a
 * session (issueLogin), forgot gives a short verify token. One path for POST /api/user/verify_otp.json and the
 * sign-up HTML form's code step. Throws 400 / 429 with a Vietnamese message.
 */
export async function verifyOtp(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: VerifyOtpRequest): Promise<OtpOutcome> {
  const { username, otp: code } = body;
  const purpose = body.purpose ?? 'register';
  const login = parseLogin(username);
  if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
  const target = 'email' in login ? login.email : login.phone;
  const check = await app.repos.otp.verify(target, purpose, code);
  if (!check.ok) throw new AppError(check.reason === 'locked' ? 429 : 400, OTP_ERRORS[check.reason]);
  if (purpose === 'forgot') {
    const userId = Number(check.payload.user_id);
    return {
      kind: 'verify-token',
      data: { verify_token: signJwt({ sub: userId, typ: 'verify', jti: randomUUID() }, app.config.jwtKeys, 900) },
      message: 'Xác thực thành công, vui lòng đặt mật khẩu mới',
    };
  }
  let userId: number;
  if (purpose === 'login') {
    userId = 'phone' in login ? await app.repos.users.ensurePhoneUser(login.phone) : Number(check.payload.user_id);
  } else {
    userId = Number(check.payload.user_id);
    if ((await app.repos.users.markVerified(userId)).passwordDropped) {
      return {
        kind: 'login',
        data: await issueLogin(app, request, reply, userId),
        message:
          'Đăng ký thành công. Địa chỉ này vừa được đăng ký thêm một lần với mật khẩu khác nên chưa có mật khẩu nào được lưu: hãy đặt mật khẩu mới bằng "Quên mật khẩu"',
      };
    }
    await app.repos.support.notify(
      userId,
      'chao-mung',
      'Chào mừng bạn đến với Khóa Học Online',
      'Tài khoản của bạn đã được kích hoạt. Chúc bạn học tốt!',
      '/khoa-hoc',
    );
  }
  const data = await issueLogin(app, request, reply, userId);
  return { kind: 'login', data, message: purpose === 'login' ? 'Đăng nhập thành công' : 'Đăng ký thành công' };
}
