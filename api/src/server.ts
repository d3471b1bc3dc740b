// first: http, pg and fastify are instrumented only if loaded after the tracer starts
import './tracing';
import { buildApp, startDatabase } from './app';
import { loadConfig } from './config';
import { prettyLogStream } from './lib/pretty-log';
import { createArtRenderer } from './lib/demo-art/render';
import { warmDemoArt } from './seed/demo-art-warm';
import { metricsPortFromEnv, startMetricsServer } from '@edu/shared/server';
import { metricsRegistry } from './plugins/external/metrics';

/** LOGIN_RATE_LIMIT=N raises the per-minute login / OTP / forgot limits (the benchmark logs in thousands of times). */
function loginLimits(max: number) {
  const rule = { max, timeWindow: 60_000 };
  return {
    login: rule,
    loginPerIp: rule,
    otp: rule,
    forgot: rule,
    sendPerTarget: rule,
    sendPerTargetDay: rule,
    sendPerIp: rule,
    lookups: rule,
    backoff: { free: max, baseMs: 1000, maxMs: 1000 },
  };
}

async function main(): Promise<void> {
  // A production start with a development switch on or a secret missing stops here, before anything runs.
  loadConfig({ databaseUrl: 'postgres://checked-later' });
  const database = await startDatabase();
  const app = await buildApp({
    databaseUrl: database.url,
    // PGlite runs one statement at a time; a few connections still overlap network and parsing.
    poolMax: Number(process.env.DB_POOL_MAX) || (database.kind === 'pglite' ? 4 : 10),
    preparedStatements: database.kind === 'postgres',
    // listen first; migrations wait for the database (readiness false meanwhile), never failing the boot
    databaseInBackground: true,
    // LOG_FORMAT=pretty (pnpm start): lines for a person; otherwise pino's JSON, for log collectors
    logger:
      process.env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: process.env.LOG_LEVEL ?? 'info',
            ...(process.env.LOG_FORMAT === 'pretty' ? { stream: prettyLogStream() } : {}),
          },
    ...(Number(process.env.LOGIN_RATE_LIMIT) > 0 ? { rateLimits: { ...loginLimits(Number(process.env.LOGIN_RATE_LIMIT)) } } : {}),
  });
  const port = Number(process.env.API_PORT ?? 3001);
  const host = process.env.API_HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  app.log.info({ database: database.kind }, 'API ready');
  // Prometheus scrapes METRICS_PORT (METRICS_HOST, default 127.0.0.1); the API's own port has no /metrics
  const metricsPort = metricsPortFromEnv();
  if (metricsPort !== undefined) {
    const metrics = await startMetricsServer(metricsRegistry, metricsPort);
    app.log.info({ port: (metrics.address() as { port: number }).port }, 'metrics on /metrics');
  }

  let closing = false;
  // ART_WARM=1 (pnpm start): every demo picture drawn into the cache in the background, one at a time, so
  // pages of a first run do not wait for them (a picture asked for first is drawn on its request)
  if (process.env.ART_WARM === '1' && app.config.seedContent) {
    warmDemoArt(createArtRenderer(app.config.artCacheDir, 1), () => closing)
      .then((r) => app.log.info({ drawn: r.drawn, renditions: r.renditions, ms: r.ms }, 'demo pictures ready'))
      .catch((err: unknown) => app.log.warn({ err }, 'demo pictures could not be drawn ahead'));
  }
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // stop being ready first (the edge stops sending), then let requests in flight finish
    app.draining = true;
    app.log.info({ signal }, 'shutting down');
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SHUTDOWN_DRAIN_MS ?? 0)));
    await app.close().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // A refused production start explains itself in a few lines; anything else keeps its stack.
  console.error(err instanceof Error && err.message.startsWith('Refusing to start') ? err.message : err);
  process.exit(1);
});
