import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

export default fp(async (app) => {
  await app.register(helmet, {
    // The API answers JSON (and uploaded files, the sandbox page): nothing of it may run script, load
    // anything or be framed. swagger-ui replaces this with its own CSP on its routes (staticCSP).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"], // the sandbox gateway page's inline style; no script anywhere
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS is the edge's: only it knows whether the visitor came over TLS (ops/src/edge/security-headers.ts)
    strictTransportSecurity: false,
  });
  await app.register(cors, {
    origin: app.config.siteOrigin.split(',').map((o) => o.trim()),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id', 'X-Guest-Token', 'x-amz-acl'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // Per-route, per-process limits for low-stakes routes only (telemetry). Sign-in, codes and lookups are
  // counted in PostgreSQL, shared by every replica: lib/rate-keys.ts.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(context.ttl / 1000)} giây`,
    }),
  });
});
