import type { Pool } from 'pg';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from './config';
import type { UploadBucket } from './lib/upload-bucket';
import type { Repositories } from './plugins/app/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Every registered route (method, url, schema): docs and the bad-input test walk it. */
    routeTable: Array<{ method: string; url: string; schema: unknown }>;
    /** Set when the process was told to stop: /ready answers 503 so the edge sends new requests elsewhere. */
    draining: boolean;
    /** Where uploads live when not in DATA_DIR (config.uploadBucket). */
    uploadBucket: UploadBucket | null;
    db: Pool;
    /** Migrations and seed done (plugins/external/db.ts): until then /ready and every route answer 503. */
    databasePrepared: () => boolean;
    repos: Repositories;
    /** preHandler: 401 unless a valid, unrevoked access token is sent. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: resolves the user when a valid token is sent; anonymous otherwise. */
    optionalUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    userId: number | null;
    sessionId: string | null;
  }
}
