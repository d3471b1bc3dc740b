import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, errors } from '@edu/shared/schemas';

/**
 * TEST ONLY (NODE_ENV=test; absent otherwise, and production refuses to start with it): the end-to-end tests cannot
 * wait out the 7-day refund window, so this runs the approval job as if it were `now`. Nothing else moves in time.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.testTools) return;

  app.post(
    '/affiliate/approve_due.json',
    {
      schema: {
        tags: ['test'],
        summary: 'TEST ONLY: run the commission approval job with an explicit now',
        body: Type.Object({ now: Type.String({ format: 'date-time' }) }),
        response: { 200: Envelope(Type.Object({ approved: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok({ approved: await app.repos.affiliateLedger.approveDue(app.db, new Date(request.body.now)) }),
  );
};

export default routes;
