import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, errors, PriceRange } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/price_range.json',
    {
      schema: { tags: ['catalogue'], summary: 'Price buckets for the course filter', response: { 200: Envelope(Type.Array(PriceRange)), ...errors } },
    },
    async () => ok(await app.repos.site.priceRanges()),
  );
};

export default routes;
