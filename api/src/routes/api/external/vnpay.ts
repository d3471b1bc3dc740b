import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { verifyVnpay } from '../../../services/gateways/vnpay';
import { returnToSite } from '../../../services/gateways/return-to-site';
import { settlePayment, type Settlement } from '../../../services/order-service';

const IpnAnswer = Type.Object({ RspCode: Type.String(), Message: Type.String() });
const VnpQuery = Type.Record(Type.String({ pattern: '^vnp_[A-Za-z]+$' }), Type.String({ maxLength: 1000 }));

/** VNPay's answer codes for an IPN (its integration guide). */
const IPN_ANSWER: Record<Settlement['kind'], { RspCode: string; Message: string }> = {
  settled: { RspCode: '00', Message: 'Confirm Success' },
  already: { RspCode: '02', Message: 'Order already confirmed' },
  unknown: { RspCode: '01', Message: 'Order not found' },
  amount: { RspCode: '04', Message: 'Invalid amount' },
  replaced: { RspCode: '02', Message: 'Order already confirmed' },
};

/**
 * VNPay, when configured (VNPAY_*): the IPN VNPay calls server to server, and the return it sends the learner back
 * with. Both are verified with the hash secret and settle the payment once (whichever comes first); the return then
 * shows the site's result page.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.gateways.vnpay;
  if (!config) return;

  app.get(
    '/vnpay/ipn.json',
    {
      schema: {
        tags: ['commerce'],
        summary: 'VNPay IPN (server to server): answers { RspCode, Message } as VNPay expects',
        querystring: VnpQuery,
        response: { 200: IpnAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = verifyVnpay(config.hashSecret, request.query as Record<string, string>, config.tmnCode);
      // not VNPay's answer (a forged signature, or our own payment_url replayed): nothing changes
      if (!outcome) return { RspCode: '97', Message: 'Invalid signature' };
      const settled = await settlePayment(app, {
        provider: 'vnpay',
        txnRef: outcome.txnRef,
        amount: outcome.amount,
        result: outcome.success ? 'success' : 'failed',
      });
      return IPN_ANSWER[settled.kind];
    },
  );

  app.get(
    '/vnpay/return',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Where VNPay sends the learner back: verified, settled, then the site’s result page',
        querystring: VnpQuery,
      },
    },
    async (request, reply) =>
      returnToSite(app, reply, 'vnpay', verifyVnpay(config.hashSecret, request.query as Record<string, string>, config.tmnCode)),
  );
};

export default routes;
