import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { acceptFormBodies, failureFlash, refuseForeign, seeOther } from '../../../lib/html-forms';
import { FormField as Field, formAgain } from '../../../lib/sign-in-forms';
import { badRequest } from '../../../lib/errors';
import { otpLimits } from '../../../lib/rate-keys';
import { resendRegisterCode } from '../../../services/resend-register-code';

/** The app's words after a resend (mf-account's OtpStep): one message whichever way the button was pressed. */
const RESENT = 'Đã gửi lại mã OTP';

/**
 * "Gửi lại mã" on /register-otp as HTML (before the app has started, or without JavaScript): the button posts the
 * code step's own form here (its `formaction`). resend_otp.json's own resendRegisterCode under its send limits, then
 * back to the code step with a flash. A refusal (the send limits' wait, an address that is not one) goes back with
 * the API's words. Like the JSON call, the answer does not tell whether a pending account exists.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  const sendLimits = otpLimits(app, 'otp', true).preHandler;

  app.post(
    '/resend-code',
    {
      schema: {
        tags: ['forms'],
        summary: 'HTML form: a new registration code, 303 back to the code step (/register-otp)',
        // the code step's form: its code field comes along and is not read
        body: Type.Object({ username: Field(254), otp: Field(20), redirect: Field(2000) }),
      },
    },
    async (request, reply) => {
      refuseForeign(request);
      const { redirect } = request.body;
      const username = (request.body.username ?? '').trim();
      try {
        if (!username) throw badRequest('Vui lòng nhập email hoặc số điện thoại');
        await sendLimits(request, reply);
        const sent = await resendRegisterCode(app, username);
        return seeOther(request, reply, formAgain('/register-otp', redirect, { to: sent.target }), { m: RESENT, k: 'success' });
      } catch (error) {
        return seeOther(request, reply, formAgain('/register-otp', redirect, { to: username }), failureFlash(error));
      }
    },
  );
};

export default routes;
