import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { Type } from '../../schemas/typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errors } from '@edu/shared/schemas';

/**
 * Client reports the shell sends with navigator.sendBeacon, e.g. a remote entry refused because its
 * bytes differ from the SRI hash recorded at publish. Logged at warn level for ops; nothing stored.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/telemetry/client-error.json', {
    bodyLimit: 4096,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['other'], summary: 'Client-side platform error report (integrity refusal, remote load failure, render error), per remote@version',
      body: Type.Object({
        kind: Type.Union([Type.Literal('integrity'), Type.Literal('remote-load'), Type.Literal('render')]),
        remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
        version: Type.Optional(Type.String({ maxLength: 64 })),
        url: Type.String({ minLength: 1, maxLength: 500 }),
        page: Type.Optional(Type.String({ maxLength: 500 })),
        message: Type.Optional(Type.String({ maxLength: 300 })),
      }),
      response: { 200: Envelope(Type.Null()), ...errors },
    },
  }, async (request) => {
    request.log.warn({ clientError: request.body }, 'client reported a platform error');
    return ok(null, 'Đã ghi nhận');
  });
};

export default routes;
