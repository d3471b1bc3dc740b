import type http from 'node:http';
import { trace } from '@opentelemetry/api';

/** The trace the current code runs in (a request's, under the edge's traceparent), if any. */
export function currentTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && trace.isSpanContextValid(context) ? context.traceId : undefined;
}

/** Every console line written while a request is handled ends with ` trace_id=<id>` (a log collector joins on it). */
export function traceIdOnLogLines(): void {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const id = currentTraceId();
      write(...(id ? [...args, `trace_id=${id}`] : args));
    };
  }
}

/**
 * ACCESS_LOG=1: one JSON line per answered request (method, path, status, milliseconds, trace id) on stdout,
 * the trace id taken while the request's span is active.
 */
export function accessLog(server: http.Server, service: string): void {
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const traceId = currentTraceId();
    const started = performance.now();
    res.once('close', () => {
      const line = {
        time: new Date().toISOString(),
        service,
        method: req.method,
        path: (req.url ?? '').split('?')[0],
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        trace_id: traceId,
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    });
  });
}
