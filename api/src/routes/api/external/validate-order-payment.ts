import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { validatePayment } from '../../../services/order-service';
import { Envelope, errors, PaymentReturnBody, PaymentValidation } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/validate_order_payment.json',
    {
      schema: {
        tags: ['commerce'],
        summary: "Verify the sandbox gateway's signed return; success completes the order and grants its courses",
        description:
          'sig = HMAC-SHA256(PAYMENT_SECRET, "order_code|txn_ref|amount|result") in hex. A tampered signature or amount → 400. Idempotent.',
        body: PaymentReturnBody,
        response: { 200: Envelope(PaymentValidation), ...errors },
      },
    },
    async (request) => {
      const { sig, ...ret } = request.body;
      const r = await validatePayment(app, ret, sig);
      return ok(r, r.paid ? 'Thanh toán thành công' : 'Thanh toán chưa thành công');
    },
  );
};

export default routes;
