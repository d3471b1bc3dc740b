import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@edu/shared/dto';
import { setRefreshCookie, signAccessToken } from '../plugins/app/auth';
import { rememberDevice } from '../lib/known-device';

/** Opens a session: access JWT + rotating refresh token (HttpOnly cookie only; the body says when it expires), merges a guest cart. */
export async function issueLogin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<LoginResponse> {
  const { sessionId, refreshToken, expiresAt } = await app.repos.sessions.create(userId, app.config.refreshTtl);
  setRefreshCookie(reply, refreshToken, expiresAt, app.config.production);
  // this browser is now one of the account's own: a locked password path stays open to it
  rememberDevice(reply, request, app.config.jwtSecret, userId, app.config.production);
  const guest = request.headers['x-guest-token'];
  if (typeof guest === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(guest)) await app.repos.cart.mergeGuest(guest, userId);
  const user = await app.repos.users.byId(userId);
  return {
    user: { id: user.id, full_name: user.full_name, email: user.email, phone: user.phone, avatar: user.avatar },
    token: signAccessToken(app.config.jwtKeys, app.config.accessTtl, userId, sessionId),
    rt_exp: expiresAt.toISOString(),
  };
}
