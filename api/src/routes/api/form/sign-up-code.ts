import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { redirectAfterAuth } from '@edu/shared/rules';
import { acceptFormBodies, failureFlash, refuseForeign, seeOther } from '../../../lib/html-forms';
import { FormField as Field, formAgain, guestCartOfForm, writeSessionCookie } from '../../../lib/sign-in-forms';
import { badRequest } from '../../../lib/errors';
import { otpLimits } from '../../../lib/rate-keys';
import { verifyOtp } from '../../../services/verify-otp';

/**
 * /register-otp's code as an HTML form, the last step of signing up: verify_otp.json's own verifyOtp under its
 * check limits opens the session (issueLogin: the refresh cookie, the guest cart merged); the app's session
 * cookie is written, the terms ticked on /dang-ky are recorded, and the learner goes to `?redirect=` by the
 * app's rule. A wrong code goes back to the step with its message — never the code.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  const checkLimits = otpLimits(app, 'check', false).preHandler;

  app.post(
    '/sign-up-code',
    {
      schema: {
        tags: ['forms'],
        summary: 'HTML form: the registration code, 303 to ?redirect= signed in',
        body: Type.Object({ username: Field(254), otp: Field(20), redirect: Field(2000) }),
      },
    },
    async (request, reply) => {
      refuseForeign(request);
      const { redirect } = request.body;
      const username = (request.body.username ?? '').trim();
      const otp = (request.body.otp ?? '').replace(/\D/g, '');
      try {
        if (otp.length !== 6) throw badRequest('Vui lòng nhập đủ 6 chữ số của mã OTP');
        await checkLimits(request, reply);
        guestCartOfForm(request);
        const outcome = await verifyOtp(app, request, reply, { username, otp, purpose: 'register' });
        if (outcome.kind !== 'login') throw badRequest('Mã OTP không đúng');
        await writeSessionCookie(app, request, reply, outcome.data);
        // the terms were ticked on /dang-ky (the app records them the same way after the code)
        await app.repos.users.acceptPolicy(outcome.data.user.id);
        return seeOther(request, reply, redirectAfterAuth(redirect, '/'), { m: outcome.message, k: 'success' });
      } catch (error) {
        const flash = failureFlash(error);
        return seeOther(request, reply, formAgain('/register-otp', redirect, { to: username }), flash);
      }
    },
  );
};

export default routes;
