import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { parseLogin } from '../../../repositories/users-repo';
import { Envelope, errors } from '@edu/shared/schemas';

/** DEVELOPMENT ONLY (DEV_TOOLS; production refuses to start with it): the messages "sent" to an address. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.devTools) return;

  app.get(
    '/outbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: latest e-mails / SMS sent to an address, with their OTP',
        querystring: Type.Object({
          to: Type.String({ minLength: 3, maxLength: 254 }),
          limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
        }),
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                to: Type.String(),
                channel: Type.String(),
                subject: Type.String(),
                body: Type.String(),
                otp: Type.Union([Type.String(), Type.Null()]),
                created_at: Type.Unsafe<Date>({ type: 'string', format: 'date-time' }),
              }),
            ),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const login = parseLogin(request.query.to);
      const to = login ? ('email' in login ? login.email : login.phone) : request.query.to;
      return ok(await app.repos.otp.outbox(to, request.query.limit));
    },
  );
};

export default routes;
