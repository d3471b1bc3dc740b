import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { Type } from '../../schemas/typebox';
import { Envelope, errors } from '../../schemas/common';
import { ok } from '../../lib/envelope';

const PublicSettings = Type.Object({
  disabledRecognition: Type.Integer({ description: 'below 1 → send anonymous visitors once to the carrier recognition service' }),
  recognitionServiceId: Type.String(),
  recognitionUrl: Type.String({ description: 'the carrier recognition service (CARRIER_RECOGNITION_URL; the simulator in development); empty: recognition off' }),
  plausibleUrl: Type.String(),
  plausibleDomain: Type.String(),
  video: Type.Object({ head: Type.String(), after: Type.String() }),
  COLOR_BANNER_HOME: Type.String(),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/settings.json', {
    schema: { tags: ['other'], summary: 'Public settings the site reads at start', response: { 200: Envelope(PublicSettings), ...errors } },
  }, async () => ok({ ...((await app.repos.site.publicSettings()) as object), recognitionUrl: app.config.carrierRecognitionUrl } as never));

  app.get('/api/redirect.json', {
    schema: {
      tags: ['other'], summary: 'Redirect for a path (asked on every navigation)',
      description: 'redirect is null when the path has none; type external → full page load.',
      querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }) }),
      response: {
        200: Envelope(Type.Object({
          redirect: Type.Union([Type.Object({ to: Type.String(), type: Type.String(), code: Type.Integer() }), Type.Null()]),
        })),
        ...errors,
      },
    },
  }, async (request) => ok({ redirect: await app.repos.site.redirect(request.query.path.split('?')[0]!) }));
};

export default routes;
