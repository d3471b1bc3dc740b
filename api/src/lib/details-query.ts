import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** preValidation of the details calls that take `id` or `slug` (SPEC §7): neither → a 400 naming both. */
export async function requireIdOrSlug(request: FastifyRequest): Promise<void> {
  const q = request.query as { id?: unknown; slug?: unknown } | undefined;
  if (!q?.id && !q?.slug) throw badRequest('Dữ liệu không hợp lệ: thiếu "id" hoặc "slug"');
}
