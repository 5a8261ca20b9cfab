import { SpanKind, type Attributes } from '@opentelemetry/api';
import { SamplingDecision, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace-node';
import { isTracedHost } from './tracing-settings';

/** The host an incoming request's span names, in the old and the stable HTTP conventions. */
const hostOf = (attributes: Attributes) =>
  String(attributes['server.address'] ?? attributes['http.host'] ?? attributes['net.host.name'] ?? '');

/**
 * Decides whether a trace starts: a request the shop serves is traced only for a traced host (spec §9's
 * storefront domains); the shop's own work outside a request (mail, warm-up) always. Spans inside a trace
 * follow their parent (used with ParentBasedSampler).
 */
export class StorefrontSampler implements Sampler {
  constructor(private readonly tracedHosts: ReadonlySet<string>) {}

  shouldSample(
    _context: unknown,
    _traceId: string,
    _name: string,
    kind: SpanKind,
    attributes: Attributes,
  ): SamplingResult {
    const traced = kind !== SpanKind.SERVER || isTracedHost(hostOf(attributes), this.tracedHosts);
    return { decision: traced ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD };
  }

  toString(): string {
    return `StorefrontSampler{${[...this.tracedHosts].join(',')}}`;
  }
}
