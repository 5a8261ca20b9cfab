import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { StorefrontSampler } from './storefront-sampler';
import type { TracingSettings } from './tracing-settings';

/** Static files: their spans would bury the requests that matter. */
const UNTRACED_PATH = /^\/(_next\/static|_next\/image|assets|map|favicon)/;

/**
 * Exports OpenTelemetry traces over OTLP/HTTP: the shop's HTTP requests (and Next.js's spans inside them),
 * its outbound HTTP calls (header and footer services, personalisation provider, geocoder, payment provider;
 * each carrying `traceparent`), PostgreSQL queries, and the spans the shop makes itself (SMTP). Must run
 * before the HTTP server loads `node:http`. Returns the provider, to flush on shutdown.
 */
export function startTracing(settings: TracingSettings): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: 'eyewear-shop',
      [ATTR_SERVICE_VERSION]: settings.serviceVersion,
    }),
    sampler: new ParentBasedSampler({ root: new StorefrontSampler(settings.tracedHosts) }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` })),
    ],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATH.test(request.url ?? ''),
        // outbound calls are traced inside a traced request, never on their own
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new PgInstrumentation(),
    ],
  });
  return provider;
}
