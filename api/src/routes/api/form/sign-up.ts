import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { withRedirect } from '@edu/shared/rules';
import { acceptFormBodies, failureFlash, refuseForeign, seeOther } from '../../../lib/html-forms';
import { FormField as Field, formAgain } from '../../../lib/sign-in-forms';
import { AppError, badRequest } from '../../../lib/errors';

/** The app's words for a 409 (mf-account's RegisterForm). */
const TAKEN = 'Email hoặc số điện thoại này đã được đăng ký. Hãy đăng nhập hoặc dùng "Quên mật khẩu?"';
import { otpLimits } from '../../../lib/rate-keys';
import { OTP_SENT_MESSAGE, registerAccount } from '../../../services/register-account';

/**
 * /dang-ky as an HTML form (before the app has started, or without JavaScript): register.json's own
 * registerAccount under its send limits, then the code step (/register-otp, form: ./sign-up-code.ts) with the
 * same `?redirect=`. A refusal goes back to the form with its message and what was typed — never a password.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  const sendLimits = otpLimits(app, 'otp', true).preHandler;

  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['forms'],
        summary: 'HTML form: register by e-mail or phone, 303 to the code step (/register-otp)',
        body: Type.Object({
          full_name: Field(120),
          username: Field(254),
          password: Field(128),
          confirm: Field(128),
          accept: Field(10),
          redirect: Field(2000),
        }),
      },
    },
    async (request, reply) => {
      refuseForeign(request);
      const { redirect, password = '', confirm = '' } = request.body;
      const username = (request.body.username ?? '').trim();
      const fullName = (request.body.full_name ?? '').replace(/\s+/g, ' ').trim();
      try {
        // the form's own checks (the app's words); the account's rules are registerAccount's
        if (!fullName) throw badRequest('Vui lòng nhập họ và tên');
        if (!username) throw badRequest('Vui lòng nhập email hoặc số điện thoại');
        if (!password) throw badRequest('Vui lòng nhập mật khẩu');
        if (confirm !== password) throw badRequest('Mật khẩu nhập lại không khớp');
        if (!request.body.accept) throw badRequest('Bạn cần đồng ý với Điều khoản sử dụng để tiếp tục');
        await sendLimits(request, reply);
        const sent = await registerAccount(app, { username, password, full_name: fullName });
        return seeOther(request, reply, withRedirect(`/register-otp?to=${encodeURIComponent(sent.target)}`, redirect), {
          m: OTP_SENT_MESSAGE,
          k: 'info',
        });
      } catch (error) {
        const flash = error instanceof AppError && error.statusCode === 409 ? { m: TAKEN, k: 'error' as const } : failureFlash(error);
        return seeOther(request, reply, formAgain('/dang-ky', redirect, { full_name: fullName, username }), flash);
      }
    },
  );
};

export default routes;
