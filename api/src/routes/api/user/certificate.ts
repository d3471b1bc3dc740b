import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Certificate, Envelope, errors } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

/** Certificates of completion: anyone verifies one by its code; a learner lists their own. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/certificate.json',
    {
      schema: {
        tags: ['learning'],
        summary: 'Verify a certificate by its code (public: what /chung-chi/{code} shows)',
        querystring: Type.Object({ code: Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }) }),
        response: { 200: Envelope(Type.Object({ certificate: Certificate })), ...errors },
      },
    },
    async (request) => {
      const certificate = await app.repos.certificates.byCode(request.query.code.toUpperCase());
      if (!certificate) throw notFound('Không tìm thấy chứng chỉ với mã này');
      return ok({ certificate });
    },
  );

  app.get(
    '/certificate/mine.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'My certificates, newest first',
      response: { 200: Envelope(Type.Array(Certificate)), ...errors },
    }),
    async (request) => ok(await app.repos.certificates.mine(request.userId!)),
  );
};

export default routes;
