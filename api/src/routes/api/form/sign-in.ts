import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { redirectAfterAuth } from '@edu/shared/rules';
import { acceptFormBodies, failureFlash, refuseForeign, seeOther } from '../../../lib/html-forms';
import { FormField as Field, formAgain, guestCartOfForm, writeSessionCookie } from '../../../lib/sign-in-forms';
import { issueLogin } from '../../../services/login-service';
import { passwordSignIn } from '../../../services/password-sign-in';
import { AppError, badRequest } from '../../../lib/errors';

/** The app's words for a 401 (mf-account's LoginPasswordForm): one message whichever way the form was sent. */
const WRONG = 'Email/số điện thoại hoặc mật khẩu không đúng. Vui lòng kiểm tra lại hoặc chọn "Quên mật khẩu?"';

/**
 * /dang-nhap's password form as HTML (before the app has started, or without JavaScript): the JSON sign-in's own
 * passwordSignIn (its per-account lock, the caps per address, 401 for a wrong password or an unknown account) and
 * issueLogin (the refresh cookie, this browser remembered, the guest cart merged), then the app's session cookie
 * and a 303 to `?redirect=` by the app's rule (redirectAfterAuth: never off the site, never onto a sign-in screen).
 * A refusal goes back to the form with its message and the typed e-mail or phone — never the password.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  app.post(
    '/sign-in',
    {
      schema: {
        tags: ['forms'],
        summary: 'HTML form: sign in with e-mail or phone and password, 303 to ?redirect= with the session cookies',
        body: Type.Object({ username: Field(254), password: Field(128), redirect: Field(2000) }),
      },
    },
    async (request, reply) => {
      refuseForeign(request);
      const { redirect } = request.body;
      const username = (request.body.username ?? '').trim();
      const password = request.body.password ?? '';
      try {
        // the JSON route's schema (LoginBody): an identifier of 3+ characters, a password
        if (username.length < 3) throw badRequest('Vui lòng nhập email hoặc số điện thoại');
        if (!password) throw badRequest('Vui lòng nhập mật khẩu');
        const userId = await passwordSignIn(app, request, reply, username, password);
        guestCartOfForm(request);
        const login = await issueLogin(app, request, reply, userId);
        await writeSessionCookie(app, request, reply, login);
        return seeOther(request, reply, redirectAfterAuth(redirect, '/'), { m: 'Đăng nhập thành công', k: 'success' });
      } catch (error) {
        const flash = error instanceof AppError && error.statusCode === 401 ? { m: WRONG, k: 'error' as const } : failureFlash(error);
        return seeOther(request, reply, formAgain('/dang-nhap', redirect, { username }), flash);
      }
    },
  );
};

export default routes;
