import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { verifyMomo } from '../../../services/gateways/momo';
import { returnToSite } from '../../../services/gateways/return-to-site';
import { settlePayment } from '../../../services/order-service';
import { ErrorEnvelope } from '@edu/shared/schemas';

const MomoFields = Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 1000 }), Type.Number()]));

/**
 * MoMo, when configured (MOMO_*): the IPN MoMo POSTs, and the redirect it sends the learner back with (the same
 * signed fields in the query). Both are verified with the secret key and settle the payment once.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.gateways.momo;
  if (!config) return;

  app.post(
    '/momo/ipn.json',
    {
      schema: {
        tags: ['commerce'],
        summary: 'MoMo IPN (server to server): 204 once recorded, 400 when not signed by MoMo',
        body: MomoFields,
        response: { 204: Type.Null({ description: 'recorded (MoMo expects no body)' }), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const outcome = verifyMomo(config, request.body as Record<string, unknown>);
      if (!outcome) return reply.code(400).send({ status: false, data: null, message: 'Chữ ký MoMo không hợp lệ' });
      await settlePayment(app, { provider: 'momo', txnRef: outcome.txnRef, amount: outcome.amount, result: outcome.success ? 'success' : 'failed' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/momo/return',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Where MoMo sends the learner back: verified, settled, then the site’s result page',
        querystring: MomoFields,
      },
    },
    async (request, reply) => returnToSite(app, reply, 'momo', verifyMomo(config, request.query as Record<string, unknown>)),
  );
};

export default routes;
