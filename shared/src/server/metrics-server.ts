import http from 'node:http';

/** What a Prometheus client registry offers (prom-client's `register`): the exposition text and its type. */
export interface MetricsSource {
  metrics(): Promise<string>;
  readonly contentType: string;
}

/** METRICS_PORT, when set to a port number: where a service serves /metrics (never its public port). */
export function metricsPortFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const port = Number(env.METRICS_PORT);
  return env.METRICS_PORT && Number.isInteger(port) && port >= 0 && port < 65536 ? port : undefined;
}

/**
 * GET /metrics in Prometheus' text format on a port of its own (METRICS_PORT; METRICS_HOST, default 127.0.0.1):
 * Prometheus scrapes it inside the network; the public edge never routes there. Anything else: 404.
 */
export function startMetricsServer(source: MetricsSource, port: number, host = process.env.METRICS_HOST ?? '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics')
      return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    source.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': source.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  // a scrape must never keep the process alive on shutdown
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
