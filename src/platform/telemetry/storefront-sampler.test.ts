import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import { StorefrontSampler } from './storefront-sampler';

const sampler = new StorefrontSampler(new Set(['eyewear-shop.de', 'localhost']));
const decide = (kind: SpanKind, attributes: Record<string, string>) =>
  sampler.shouldSample(ROOT_CONTEXT, 'trace', 'span', kind, attributes).decision;

describe('the storefront sampler', () => {
  it('traces requests to a storefront domain, by either convention’s host attribute', () => {
    expect(decide(SpanKind.SERVER, { 'http.host': 'eyewear-shop.de:443' })).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
    expect(decide(SpanKind.SERVER, { 'server.address': 'localhost' })).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
  });

  it('does not trace requests to other hosts', () => {
    expect(decide(SpanKind.SERVER, { 'http.host': 'eyewear-shop.fr' })).toBe(SamplingDecision.NOT_RECORD);
    expect(decide(SpanKind.SERVER, {})).toBe(SamplingDecision.NOT_RECORD);
  });

  it('traces the shop’s own work outside a request', () => {
    expect(decide(SpanKind.CLIENT, { 'server.address': 'smtp.example' })).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
    expect(decide(SpanKind.INTERNAL, {})).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});
