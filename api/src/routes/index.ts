import type { FastifyInstance } from 'fastify';
import publicRoutes from './api/public';
import outbox from './api/dev/outbox';
import carrier from './api/dev/carrier';
import payment from './api/external/payment';
import account from './api/user/account';
import cart from './api/user/cart';
import course from './api/user/course';
import lesson from './api/user/lesson';
import login from './api/user/login';
import order from './api/user/order';
import post from './api/user/post';
import promotion from './api/user/promotion';
import register from './api/user/register';
import site from './api/user/site';
import social from './api/user/social';
import support from './api/user/support';
import taxonomy from './api/user/taxonomy';
import user from './api/user/user';
import page from './restapi/page';
import uploads from './uploads';
import telemetry from './api/telemetry';
import seo from './seo';
import health from './health';

/** Routes carry their full prefixes (/api, /restapi, /uploads): the edge proxies them unchanged. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const plugins = [publicRoutes, outbox, carrier, login, register, account, social, user, course, taxonomy, site, lesson, post, support,
    cart, order, promotion, payment, page, uploads, telemetry, seo, health];
  for (const plugin of plugins) await app.register(plugin);
}
