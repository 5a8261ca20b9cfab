import { describe, expect, it } from 'vitest';
import { isTracedHost, tracingSettings } from './tracing-settings';

const domains = { 'eyewear-shop.de': 'de', 'eyewear-shop.fr': 'fr', 'eyewear-shop.co.uk': 'gb' } as const;

describe('tracing settings', () => {
  it('are off without an OTLP endpoint', () => {
    expect(tracingSettings({}, domains, '1.0.0')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }, domains, '1.0.0')).toBeUndefined();
  });

  it('trace the storefront domains of spec §9 (not the French one) and the extra hosts', () => {
    const settings = tracingSettings(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
        OTEL_TRACED_HOSTS: 'localhost, Staging.Example ',
      },
      domains,
      '0.1.0',
    )!;
    expect(settings.endpoint).toBe('http://collector:4318');
    expect(settings.serviceVersion).toBe('0.1.0');
    expect([...settings.tracedHosts].sort()).toEqual([
      'eyewear-shop.co.uk',
      'eyewear-shop.de',
      'localhost',
      'staging.example',
    ]);
  });

  it('take the service version from OTEL_SERVICE_VERSION when given', () => {
    const settings = tracingSettings(
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_VERSION: '2026.11.28' },
      domains,
      '0.1.0',
    );
    expect(settings?.serviceVersion).toBe('2026.11.28');
  });
});

describe('a traced host', () => {
  const hosts = new Set(['eyewear-shop.de', 'localhost']);
  it('matches with or without port, case or www.', () => {
    expect(isTracedHost('eyewear-shop.de', hosts)).toBe(true);
    expect(isTracedHost('WWW.Eyewear-Shop.DE:443', hosts)).toBe(true);
    expect(isTracedHost('localhost:3000', hosts)).toBe(true);
  });
  it('is not any other host', () => {
    expect(isTracedHost('eyewear-shop.fr', hosts)).toBe(false);
    expect(isTracedHost('127.0.0.1:3000', hosts)).toBe(false);
    expect(isTracedHost('', hosts)).toBe(false);
  });
});
