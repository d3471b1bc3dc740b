import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, tooMany } from '../lib/errors';
import { knownDevice } from '../lib/known-device';
import { verifyPassword } from '../lib/password';
import { canonicalIdentifier, enforceLimits, limitRules } from '../lib/rate-keys';

/**
 * The password path of sign-in (the audit: a back-off per identifier gave an account's e-mail and phone ~20 guesses
 * per cycle, and anyone could lock any known address out for 15 minutes):
 * - one back-off per ACCOUNT, whichever of its identifiers is typed (`acct:u:<id>`; an unknown name has its own);
 * - the lock closes the password path to browsers the account never signed in from; the owner's own browsers
 *   (lib/known-device.ts) keep it, with a back-off of their own, and codes and SSO never look at it;
 * - the owner is told when the lock starts (a notification);
 * - caps per client address and account, per address, per /24 (lib/rate-keys.ts).
 * Returns the signed-in user's id; throws 401 / 403 / 429 with a Vietnamese message.
 */
export async function passwordSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  password: string,
): Promise<number> {
  const user = await app.repos.users.findByLogin(username);
  const account = user ? `acct:u:${user.id}` : `acct:${canonicalIdentifier(username)}`;
  await enforceLimits(app, request, reply, limitRules(app, request, 'login', account));
  const device = user ? knownDevice(request, app.config.jwtSecret, user.id) : null;
  // a known browser is judged on its own failures; any other on the account's
  const key = device ? `${account}:device:${device}` : account;
  const locked = await app.repos.limits.lockedFor(key);
  if (locked > 0) throw passwordLocked(reply, locked);
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    const lockedNow = await app.repos.limits.fail(key, app.config.rateLimits.backoff);
    if (user && !device && lockedNow > 0) await tellOwner(app, user.id);
    throw new AppError(401, 'Email hoặc mật khẩu không đúng');
  }
  await app.repos.limits.clear(key);
  if (!user.verified) throw new AppError(403, 'Tài khoản chưa được xác thực. Vui lòng nhập mã OTP đã gửi cho bạn');
  return user.id;
}

function passwordLocked(reply: FastifyReply, waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return tooMany(
    `Bạn đã thử quá nhiều lần: đăng nhập bằng mật khẩu trên thiết bị này tạm khóa khoảng ${minutes} phút. ` +
      'Bạn vẫn có thể đăng nhập ngay bằng mã OTP gửi tới số điện thoại hoặc bằng tài khoản Google',
  );
}

/** Once per lock (the slug carries the hour it started): the owner learns someone is guessing, and what still works. */
async function tellOwner(app: FastifyInstance, userId: number): Promise<void> {
  const hour = new Date().toISOString().slice(0, 13).replace(/[-T]/g, '');
  await app.repos.support.notify(
    userId,
    `khoa-mat-khau-${hour}`,
    'Đăng nhập bằng mật khẩu tạm khóa trên thiết bị lạ',
    'Có người đã nhập sai mật khẩu tài khoản của bạn nhiều lần. Trên thiết bị lạ, đăng nhập bằng mật khẩu tạm khóa; trên thiết bị bạn đã dùng, bằng mã OTP hoặc Google vẫn đăng nhập bình thường. Nếu không phải bạn, hãy đổi mật khẩu.',
    '/doi-mat-khau',
  );
}
