import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { ok } from '../../lib/envelope';

/** swagger-ui needs @fastify/static, which pulls an ESM-only dependency: fine under Node ≥ 20.19, not under jest. */
function loadSwaggerUi(): unknown {
  try {
    /* eslint-disable @typescript-eslint/no-require-imports -- optional at run time (see above) */
    require('@fastify/static');
    return require('@fastify/swagger-ui');
    /* eslint-enable @typescript-eslint/no-require-imports */
  } catch {
    return null;
  }
}

/** OpenAPI at /api/docs (UI) and /api/docs/openapi.json (the document). */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Khóa học online – API',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{ status, data, message }`; errors are 4xx with `status: false` and a ' +
          'Vietnamese message. Authenticated calls send `Authorization: Bearer <access token>`. Routes under /api/dev are ' +
          'development-only (DEV_TOOLS; production mode refuses to start with them on).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const ui = loadSwaggerUi() as { default?: unknown } | null;
  if (ui) {
    await app.register((ui.default ?? ui) as Parameters<typeof app.register>[0], { routePrefix: '/api/docs', staticCSP: true } as never);
  } else {
    app.get('/api/docs', { schema: { hide: true } }, async () =>
      ok({ openapi: '/api/docs/openapi.json' }, 'Swagger UI không khả dụng trong môi trường này'),
    );
  }
});
