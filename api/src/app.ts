import fs from 'node:fs';
import path from 'node:path';
import autoload from '@fastify/autoload';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from './schemas/typebox';
import { loadConfig, type ConfigOverrides } from './config';
import dbPlugin from './plugins/external/db';
import securityPlugin from './plugins/external/security';
import cachePolicyPlugin from './plugins/external/cache-policy';
import inputHygienePlugin from './plugins/app/input-hygiene';
import swaggerPlugin from './plugins/external/swagger';
import metricsPlugin from './plugins/external/metrics';
import errorsPlugin from './plugins/app/errors';
import responseContractPlugin from './plugins/app/response-contract';
import repositoriesPlugin from './plugins/app/repositories';
import authPlugin from './plugins/app/auth';
import { UploadBucket } from './lib/upload-bucket';
import { traceFields } from './lib/trace-fields';

export { startDatabase } from './db/database';
export type { AppConfig } from './config';

export type BuildOptions = ConfigOverrides;

/** The whole API as a Fastify instance (not listening). Tests call app.inject; server.ts calls listen. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const config = loadConfig(options);
  const app = Fastify({
    logger:
      config.logger === false
        ? false
        : {
            ...(config.logger === true ? {} : config.logger),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-guest-token"]'],
            // the request's trace id on each line (W3C traceparent from the edge; api/src/tracing.ts)
            mixin: traceFields,
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustedProxies,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Never hang: a client that stalls is cut off.
    requestTimeout: 30_000,
    // a path that is not valid percent-encoded UTF-8 never reaches a route: the same envelope as every 400
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ status: false, data: null, message: 'Đường dẫn không hợp lệ' });
    },
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('uploadBucket', config.uploadBucket ? new UploadBucket(config.uploadBucket, config.siteOrigin) : null);
  // uploads and generated files live here; /ready checks it is writable
  fs.mkdirSync(config.dataDir, { recursive: true });
  // set by server.ts on SIGTERM: /ready answers 503 while requests in flight finish (routes/ready.ts)
  app.decorate('draining', false);
  const routeTable: Array<{ method: string; url: string; schema: unknown }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of ([] as string[]).concat(r.method)) if (method !== 'HEAD') routeTable.push({ method, url: r.url, schema: r.schema });
  });
  // A POST/PATCH/DELETE without a body validates as {}: missing fields then get a clear 400.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) (request as { body: unknown }).body = {};
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(responseContractPlugin);
  await app.register(securityPlugin);
  await app.register(cachePolicyPlugin);
  await app.register(inputHygienePlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin);
  // Prometheus: every request by route template, the pool (served on METRICS_PORT by server.ts)
  await app.register(metricsPlugin);
  await app.register(repositoriesPlugin);
  await app.register(authPlugin);
  // Routes by folder (fastify/demo's layout): a folder is a URL prefix (routes/api/user → /api/user), a file holds
  // the routes whose next segment is its name (cart.ts → /api/user/cart.json), test/routes/api/route-files.test.ts
  // keeps it so. The API runs its TypeScript directly (tsx, or jest's transform), which autoload is told here.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(autoload, { dir: path.join(__dirname, 'routes'), dirNameRoutePrefix: true });
  return app;
}
