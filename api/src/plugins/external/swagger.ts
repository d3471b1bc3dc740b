import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Khóa học online – API',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{ status, data, message }`; errors are 4xx with `status: false` and a ' +
          'Vietnamese message. Authenticated calls send `Authorization: Bearer <access token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
