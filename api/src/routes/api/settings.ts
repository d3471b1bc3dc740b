import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { ok } from '../../lib/envelope';
import { paymentMethods } from '../../services/gateways/start-payment';
import { Envelope, errors, PublicSettings } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings.json',
    {
      schema: { tags: ['other'], summary: 'Public settings the site reads at start', response: { 200: Envelope(PublicSettings), ...errors } },
    },
    async () =>
      ok({
        ...((await app.repos.site.publicSettings()) as object),
        recognitionUrl: app.config.carrierRecognitionUrl,
        payment_methods: paymentMethods(app),
      } as never),
  );
};

export default routes;
