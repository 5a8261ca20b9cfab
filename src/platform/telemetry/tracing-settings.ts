import type { Country } from '../locale/locales';

/** Spec §9 "Shop domains supported for tracing": the storefronts whose requests are traced (not fr). */
export const TRACED_COUNTRIES: readonly Country[] = ['de', 'se', 'no', 'gb', 'nl', 'at', 'fi', 'es', 'ch'];

export interface TracingSettings {
  /** the OTLP/HTTP base address; traces go to `{endpoint}/v1/traces` */
  endpoint: string;
  serviceVersion: string;
  /** host names (no port) whose incoming requests are traced */
  tracedHosts: ReadonlySet<string>;
}

/**
 * What tracing needs, or undefined when `OTEL_EXPORTER_OTLP_ENDPOINT` is unset (then nothing is traced).
 * Traced hosts: the storefront domains of the traced countries, plus `OTEL_TRACED_HOSTS` (comma-separated,
 * for staging hosts or a test on localhost).
 */
export function tracingSettings(
  env: Record<string, string | undefined>,
  domains: Record<string, Country>,
  serviceVersion: string,
): TracingSettings | undefined {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  const storefronts = Object.entries(domains)
    .filter(([, country]) => TRACED_COUNTRIES.includes(country))
    .map(([domain]) => domain.toLowerCase());
  const extra = (env.OTEL_TRACED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    serviceVersion: env.OTEL_SERVICE_VERSION?.trim() || serviceVersion,
    tracedHosts: new Set([...storefronts, ...extra]),
  };
}

/** Whether a request's Host header (with or without port, any case, `www.` or not) is a traced host. */
export function isTracedHost(hostHeader: string, tracedHosts: ReadonlySet<string>): boolean {
  const host = hostHeader
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return host !== '' && tracedHosts.has(host);
}
