import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { signedReturn, TxnQuery } from '../../../services/sandbox-gateway';
import { Envelope, errors, PaymentReturnBody } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Development only, and only where the sandbox gateway itself is switched on.
  if (!app.config.devTools || !app.config.sandboxPayments) return;

  app.post(
    '/sandbox_pay.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: the signed return the sandbox gateway would send (for tests and scripts)',
        body: Type.Object({
          ...TxnQuery.properties,
          result: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Literal('cancelled')], { default: 'success' }),
        }),
        response: { 200: Envelope(PaymentReturnBody), ...errors },
      },
    },
    async (request) => ok(await signedReturn(app, request.body.txn_ref, request.body.result)),
  );
};

export default routes;
