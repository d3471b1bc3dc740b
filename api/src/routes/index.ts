import type { FastifyInstance } from 'fastify';
import publicRoutes from './api/public';
import outbox from './api/dev/outbox';
import login from './api/user/login';
import course from './api/user/course';
import taxonomy from './api/user/taxonomy';
import site from './api/user/site';

/** Routes carry their full prefixes (/api, /restapi, /uploads): the edge proxies them unchanged. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [publicRoutes, outbox, login, course, taxonomy, site]) {
    await app.register(plugin);
  }
}
