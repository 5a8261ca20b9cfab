import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

const tracer = trace.getTracer('eyewear-shop');

/**
 * Runs `work` inside a span of the shop's own (a client call that has no HTTP instrumentation, such as SMTP);
 * a failure marks the span as an error and is rethrown. Without tracing the span is a no-op.
 */
export function withClientSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The active span's trace and span ids for a log line, or nothing outside a trace. */
export function traceLogFields(): { traceId?: string; spanId?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context && trace.isSpanContextValid(context)
    ? { traceId: context.traceId, spanId: context.spanId }
    : {};
}
