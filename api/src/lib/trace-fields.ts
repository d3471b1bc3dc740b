import { trace } from '@opentelemetry/api';

/** pino's mixin: the active trace's ids on every log line written while a request is handled (api/src/tracing.ts). */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context && trace.isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {};
}
