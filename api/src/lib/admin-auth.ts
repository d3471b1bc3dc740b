import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** A preHandler letting through only the admin's bearer token (ADMIN_TOKEN), compared in constant time. */
export function adminOnly(token: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    const expected = Buffer.from(token);
    if (!(given.length === expected.length && timingSafeEqual(given, expected))) throw unauthorized('Cần quyền quản trị');
  };
}

/**
 * A preHandler for the admin's calls that a person makes too: the ADMIN_TOKEN bearer, or a signed-in account with
 * the admin role (users.role, migration 018). No token and no session: 401; a learner's session: 403.
 */
export function adminTokenOrRole(app: FastifyInstance) {
  const token = app.config.adminToken ? Buffer.from(app.config.adminToken) : null;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (token && given.length === token.length && timingSafeEqual(given, token)) return;
    await app.requireUser(request, reply);
    if (!(await app.repos.moderation.isAdmin(request.userId!))) throw forbidden('Cần quyền quản trị');
  };
}
