import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { Type } from '../../schemas/typebox';
import { ok } from '../../lib/envelope';
import { acceptBeacon, usableHealthSecret } from '../../lib/health-beacon';
import { Envelope, errors, RemoteLoadBeacon } from '@edu/shared/schemas';

/**
 * Beacons the shell sends with navigator.sendBeacon: errors (a remote entry refused because its bytes
 * differ from the SRI hash recorded at publish, a remote that would not load, a render error) and loads.
 * Per remote version they become the counts of `remote_health` (ops status, canaries) — but only with the
 * page view's health token, signed by the server that rendered it, for that very version, counted once per
 * token, version and kind (lib/health-beacon.ts). Anything else gets the same 200 and counts nothing: a
 * beacon is fire-and-forget, and the answer tells a forger nothing. Errors are logged at warn level too.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = usableHealthSecret(app.config.healthSecret);
  if (!secret) app.log.warn('HEALTH_SECRET is not set (or shorter than 32 characters): health beacons are answered and not counted');

  app.post(
    '/telemetry/client-error.json',
    {
      bodyLimit: 4096,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['other'],
        summary: 'Client-side platform error report (integrity refusal, remote load failure, render error), per remote@version',
        body: Type.Object({
          kind: Type.Union([Type.Literal('integrity'), Type.Literal('remote-load'), Type.Literal('render')]),
          remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
          version: Type.Optional(Type.String({ maxLength: 64 })),
          url: Type.String({ minLength: 1, maxLength: 500 }),
          page: Type.Optional(Type.String({ maxLength: 500 })),
          message: Type.Optional(Type.String({ maxLength: 300 })),
          token: Type.Optional(Type.String({ maxLength: 4096 })),
        }),
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { kind, remote, version, page, token, ...rest } = request.body;
      const beacon = acceptBeacon(secret, token, remote, version, request.ip);
      request.log.warn({ clientError: { kind, remote, version, page, ...rest }, signed: beacon !== null }, 'client reported a platform error');
      if (beacon) await app.repos.remoteHealth.countOnce({ ...beacon, remote, version: version!, page, kind });
      return ok(null, 'Đã ghi nhận');
    },
  );

  app.post(
    '/telemetry/remote_load.json',
    {
      bodyLimit: 2048,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['other'],
        summary: "A successful load of a remote version, with the page view's signed health token (weight: ignored)",
        body: RemoteLoadBeacon,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { remote, version, page, token } = request.body;
      const beacon = acceptBeacon(secret, token, remote, version, request.ip);
      if (beacon) await app.repos.remoteHealth.countOnce({ ...beacon, remote, version, page, kind: 'load' });
      return ok(null, 'Đã ghi nhận');
    },
  );
};

export default routes;
