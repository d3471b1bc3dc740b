import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Banner, Envelope, errors, NavigationItem, PriceRange } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/media.json', {
    schema: {
      tags: ['catalogue'], summary: 'Banners of a page placement (SPEC §3 codes: 1 home … 27 home study)',
      querystring: Type.Object({ placement: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) }),
      response: { 200: Envelope(Type.Array(Banner)), ...errors },
    },
  }, async (request) => ok(await app.repos.site.banners(request.query.placement)));

  app.get('/api/user/price_range.json', {
    schema: { tags: ['catalogue'], summary: 'Price buckets for the course filter', response: { 200: Envelope(Type.Array(PriceRange)), ...errors } },
  }, async () => ok(await app.repos.site.priceRanges()));

  app.get('/api/user/navigation.json', {
    schema: {
      tags: ['catalogue'], summary: 'Menu tree (id, parent_id, index, childs, title, link); menu=header|footer',
      querystring: Type.Object({ menu: Type.Optional(Type.Union([Type.Literal('header'), Type.Literal('footer')])) }),
      response: { 200: Envelope(Type.Array(NavigationItem)), ...errors },
    },
  }, async (request) => ok(await app.repos.site.navigation(request.query.menu)));
};

export default routes;
