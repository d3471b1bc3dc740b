import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict } from '../../../lib/errors';
import { signJwt } from '../../../lib/jwt';
import { isEmail } from '../../../repositories/users-repo';
import { bodyIdentifier, enforceLimits, limitRules } from '../../../lib/rate-keys';
import { Availability, CodeSent, Email, Envelope, errors } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

/** A signed-in learner moves to a new e-mail: is it free, then a code sent to it. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change_email/check.json',
    {
      preHandler: [app.optionalUser, async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'lookup'))],
      schema: {
        tags: ['auth'],
        summary: 'Is this e-mail free to use?',
        body: Type.Object({ email: Email }),
        response: { 200: Envelope(Availability), ...errors },
      },
    },
    async (request) => {
      if (!isEmail(request.body.email)) throw badRequest('Email không hợp lệ');
      return ok({ available: !(await app.repos.users.emailTaken(request.body.email, request.userId ?? 0)) });
    },
  );

  app.post(
    '/change_email.json',
    {
      preHandler: [
        app.requireUser,
        async (request, reply) => {
          const who = bodyIdentifier(request, 'email');
          await enforceLimits(app, request, reply, [...limitRules(app, request, 'otp', who), ...limitRules(app, request, 'send', who)]);
        },
      ],
      schema: {
        tags: ['auth'],
        security: secured,
        summary: 'Start an e-mail change: OTP and a confirmation link go to the NEW address',
        description:
          'Confirm with POST /api/auth/change_email.json { email, otp } or the link (/verify-change-email?token=…) → POST /api/auth/verify_email.json.',
        body: Type.Object({ email: Email }),
        response: { 200: Envelope(CodeSent), ...errors },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isEmail(email)) throw badRequest('Email không hợp lệ');
      if (await app.repos.users.emailTaken(email, request.userId!)) throw conflict('Email đã được sử dụng bởi tài khoản khác');
      const token = signJwt({ sub: request.userId!, typ: 'email', email, jti: randomUUID() }, app.config.jwtKeys, 3600);
      const link = `\nHoặc mở liên kết: ${app.config.siteOrigin.split(',')[0]}/verify-change-email?token=${token}`;
      const sent = await app.repos.otp.issue(email, 'change_email', { user_id: request.userId }, link);
      return ok({ target: email, ...sent }, 'Đã gửi mã xác nhận tới email mới');
    },
  );
};

export default routes;
