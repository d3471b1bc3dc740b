import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { signJwt } from '../../../lib/jwt';
import { Envelope, errors, Str } from '@edu/shared/schemas';
import { ssoSecret } from '../../../services/dev-sso';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = ssoSecret(app);

  if (app.config.devTools) {
    app.get(
      '/sso/authorize.json',
      {
        schema: {
          tags: ['dev'],
          summary: 'DEV ONLY: local SSO provider — returns an id token for login_sso.json',
          querystring: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }), name: Type.Optional(Str(120)) }),
          response: { 200: Envelope(Type.Object({ provider: Type.String(), token: Type.String() })), ...errors },
        },
      },
      async (request) => {
        const { email, name } = request.query;
        const token = signJwt(
          { sub: 0, typ: 'sso', uid: `dev:${email.toLowerCase()}`, email: email.toLowerCase(), name: name ?? email.split('@')[0] },
          secret,
          600,
        );
        return ok({ provider: 'dev-sso', token });
      },
    );
  }
};

export default routes;
