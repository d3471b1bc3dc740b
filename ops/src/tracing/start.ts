/**
 * OpenTelemetry for the SSR service, imported first by ops/src/cli/ssr-server.ts (before node:http is loaded, so it
 * is instrumented): a span per page request under the edge's W3C `traceparent`, passed on to every call to the API
 * (the shell's API client goes through node:http), and the trace id on its log lines (./trace-log.ts). Spans go to
 * an OTLP collector when OTEL_EXPORTER_OTLP_ENDPOINT is set; without one only their ids are kept.
 * OTEL_SDK_DISABLED=true turns it off.
 */
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

type SpanProcessor = NonNullable<NonNullable<ConstructorParameters<typeof NodeSDK>[0]>['spanProcessors']>[number];
const dropSpans: SpanProcessor = { onStart() {}, onEnd() {}, shutdown: async () => {}, forceFlush: async () => {} };
const exporting = !!(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
process.env.OTEL_METRICS_EXPORTER ??= 'none'; // metrics: prom-client on METRICS_PORT
process.env.OTEL_LOGS_EXPORTER ??= 'none';
const UNTRACED = new Set(['/health', '/ready', '/__ssr/health', '/registry/events']);

if (process.env.OTEL_SDK_DISABLED !== 'true') {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'khoahoc-ssr',
    ...(exporting ? {} : { spanProcessors: [dropSpans] }),
    instrumentations: [new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0]!) })],
  });
  sdk.start();
  process.once('beforeExit', () => void sdk.shutdown());
}
