import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** A preHandler letting through only the admin's bearer token (ADMIN_TOKEN), compared in constant time. */
export function adminOnly(token: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    const expected = Buffer.from(token);
    if (!(given.length === expected.length && timingSafeEqual(given, expected))) throw unauthorized('Cần quyền quản trị');
  };
}
