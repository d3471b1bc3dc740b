import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { Type } from '../../schemas/typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errors, RemoteLoadBeacon } from '@edu/shared/schemas';

/**
 * Beacons the shell sends with navigator.sendBeacon: errors (a remote entry refused because its bytes
 * differ from the SRI hash recorded at publish, a remote that would not load, a render error) and sampled
 * successful loads. Per remote version they become the counts of `remote_health` (ops status, canaries);
 * errors are logged at warn level too. Counts only, per first path segment: nothing about the visitor.
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
    const { kind, remote, version, page } = request.body;
    if (version) await app.repos.remoteHealth.record({ remote, version, page, kind, count: 1 });
    return ok(null, 'Đã ghi nhận');
  });

  app.post('/telemetry/remote_load.json', {
    bodyLimit: 2048,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['other'], summary: 'A sampled successful load of a remote version (weight = 1 / sampling rate)',
      body: RemoteLoadBeacon,
      response: { 200: Envelope(Type.Null()), ...errors },
    },
  }, async (request) => {
    const { remote, version, page, weight } = request.body;
    await app.repos.remoteHealth.record({ remote, version, page, kind: 'load', count: weight ?? 1 });
    return ok(null, 'Đã ghi nhận');
  });
};

export default routes;
