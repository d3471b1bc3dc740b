import type { FastifyInstance } from 'fastify';
import { Type } from '../schemas/typebox';
import { badRequest, unauthorized } from '../lib/errors';
import { verifyJwt } from '../lib/jwt';

/**
 * SSO against a LOCAL DEVELOPMENT provider ("dev-sso"): GET /api/dev/sso/authorize.json?email=…&name=… issues the
 * signed id token a real provider would; login_sso / social_network_link accept it. No real provider is contacted.
 */
export const Provider = Type.Union([Type.Literal('dev-sso'), Type.Literal('google'), Type.Literal('facebook')], {
  description: 'only dev-sso is wired (local development provider); google / facebook answer 400 until configured',
});

export const TokenBody = Type.Object({ provider: Provider, token: Type.String({ minLength: 10, maxLength: 4096 }) });

export interface IdToken {
  uid: string;
  email: string | null;
  name: string;
}

export const ssoSecret = (app: FastifyInstance) => `${app.config.jwtSecret}:dev-sso`;

/** The provider's signed id token, checked: who the provider says this is. */
export function readIdToken(app: FastifyInstance, provider: string, token: string): IdToken {
  if (provider !== 'dev-sso') throw badRequest(`Nhà cung cấp đăng nhập "${provider}" chưa được cấu hình`);
  const c = verifyJwt(token, ssoSecret(app));
  if (!c || c.typ !== 'sso' || typeof c.uid !== 'string') throw unauthorized('Mã đăng nhập SSO không hợp lệ hoặc đã hết hạn');
  return { uid: c.uid, email: typeof c.email === 'string' ? c.email : null, name: typeof c.name === 'string' ? c.name : '' };
}
