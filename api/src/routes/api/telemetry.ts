import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { Type } from '../../schemas/typebox';
import { ok } from '../../lib/envelope';
import { acceptBeacon, usableHealthSecret, visitorHash } from '../../lib/health-beacon';
import { verifyServerSignals } from '@edu/shared/server';
import { Envelope, errors, RemoteLoadBeacon, SignedServerSignals, VitalsBeacon } from '@edu/shared/schemas';

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

  app.post(
    '/telemetry/vitals.json',
    {
      bodyLimit: 2048,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['other'],
        summary: "A page view's Web Vitals (LCP, INP, CLS) for the remote version that owns the page, with the page view's signed health token",
        body: VitalsBeacon,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { remote, version, page, token, LCP, INP, CLS } = request.body;
      const beacon = acceptBeacon(secret, token, remote, version, request.ip);
      if (beacon) await app.repos.remoteHealth.recordVitals({ ...beacon, remote, version, page, vitals: { LCP, INP, CLS } });
      return ok(null, 'Đã ghi nhận');
    },
  );

  // The SSR service's renders per remote version, and their failures (render errors, 5xx): signed by the service
  // with HEALTH_SECRET, so only it moves these counts; a canary is judged on them with or without any browser beacon.
  app.post(
    '/telemetry/server-signals.json',
    {
      bodyLimit: 300_000,
      // one SSR instance sends a batch a second at most; a few instances behind one address stay well below this
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['other'],
        summary: 'The SSR service: renders of remote versions and their failures, signed with HEALTH_SECRET (counted once per render)',
        body: SignedServerSignals,
        response: { 200: Envelope(Type.Object({ counted: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const batch = secret ? verifyServerSignals(secret, request.body) : null;
      if (!batch) {
        request.log.warn('server signals refused: not signed with HEALTH_SECRET, malformed, or too old');
        return ok({ counted: 0 }, 'Đã ghi nhận');
      }
      const counted = await app.repos.remoteHealth.countServer(
        batch.signals.map(({ ip, ...signal }) => ({ ...signal, visitor: visitorHash(secret, ip) })),
      );
      return ok({ counted }, 'Đã ghi nhận');
    },
  );
};

export default routes;
