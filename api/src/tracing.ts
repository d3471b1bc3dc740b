/**
 * OpenTelemetry for the API process, imported first by server.ts (before http, pg and fastify are loaded, so they
 * are instrumented): a span per request (HTTP, W3C `traceparent` taken from the edge or SSR), per Fastify route
 * and per query, and the trace id in every log line (lib/trace-fields.ts). Spans go to an OTLP collector when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set; without one they only carry the ids. OTEL_SDK_DISABLED=true
 * turns it off.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

const exporting = !!(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
process.env.OTEL_METRICS_EXPORTER ??= 'none'; // metrics: prom-client on METRICS_PORT
process.env.OTEL_LOGS_EXPORTER ??= 'none';

type SpanProcessor = NonNullable<NonNullable<ConstructorParameters<typeof NodeSDK>[0]>['spanProcessors']>[number];
/** Without a collector: spans are still made (their ids reach the logs and the next service), then dropped. */
const dropSpans: SpanProcessor = { onStart() {}, onEnd() {}, shutdown: async () => {}, forceFlush: async () => {} };

/** Probes and scrapes make no traces. */
const PROBES = new Set(['/health', '/ready', '/metrics']);

if (process.env.OTEL_SDK_DISABLED !== 'true') {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'khoahoc-api',
    ...(exporting ? {} : { spanProcessors: [dropSpans] }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => PROBES.has((req.url ?? '').split('?')[0]!) }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  process.once('beforeExit', () => void sdk.shutdown());
}
