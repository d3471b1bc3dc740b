import http from 'node:http';

/**
 * The production topology's switchboard for its outage checks (e2e/tests/platform/serving-outages.spec.ts):
 * `POST /<action>?…` stops or starts a piece (the bucket, PostgreSQL, an API replica) the way an outage would,
 * answered when done. Loopback only, for the run's own e2e process.
 */
export type Action = (query: URLSearchParams) => Promise<unknown>;

export async function startControl(port: number, actions: Record<string, Action>): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const action = actions[url.pathname.slice(1)];
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !action) return reply(404, { error: `no action ${url.pathname}` });
    action(url.searchParams).then(
      (result) => reply(200, result ?? {}),
      (error: Error) => reply(500, { error: error.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
