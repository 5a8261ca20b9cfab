import { createCircuit, FRAGMENT_CIRCUIT, type CircuitSettings } from '@/platform/breakers/circuit';
import type { Application } from '@/platform/context/request-context';
import { getText } from '@/platform/http/request-text';
import { logger } from '@/platform/logging/logger';
import { sharedTtlCache } from '@/platform/shared-store/ttl-cache';
import { sanitiseFragmentHtml } from '@/platform/text/fragment-html';
import { allowedCookieHeader, type VisitorCookie } from './header-cookies';

export const FOOTER_SERVICE_ERROR = 'Error while requesting footer-service';

/** Spec §9: footer cache 900000 ms (15 minutes), 50 entries (per instance; shared in Redis with REDIS_URL). */
export const FOOTER_CACHE = { ttl: 900_000, max: 50 };

export interface FragmentRequest {
  locale: string;
  channel: string;
  application: Application;
  /** The visitor's cookies: the header service gets those its allow-list names. */
  cookies?: readonly VisitorCookie[];
}

export interface FragmentServices {
  /** `cookies`: the names of the visitor's cookies the header service gets (none unless named) */
  header?: { url: string; timeoutMs?: number; cookies?: readonly string[] };
  footer?: { url: string; timeoutMs?: number };
}

function withQuery(base: string, request: FragmentRequest): string {
  const url = new URL(base);
  url.searchParams.set('locale', request.locale);
  url.searchParams.set('channel', request.channel);
  return url.toString();
}

function settingsFor(timeoutMs: number | undefined): CircuitSettings {
  return timeoutMs ? { ...FRAGMENT_CIRCUIT, timeout: timeoutMs } : FRAGMENT_CIRCUIT;
}

/**
 * Fetches the header and footer HTML snippets of configured services (spec §4, §7, §9), sanitised to
 * markup. A header failure degrades to an empty header; a footer failure fails the shell with "Error while
 * requesting footer-service".
 */
export function createFragmentClient(services: FragmentServices) {
  const fetchHeader = (signal: AbortSignal, request: FragmentRequest) => {
    const cookie = allowedCookieHeader(request.cookies, services.header!.cookies ?? []);
    return getText(withQuery(services.header!.url, request), {
      signal,
      headers: cookie ? { cookie } : {},
    }).then((response) => sanitiseFragmentHtml(response.body));
  };

  const headerSettings = settingsFor(services.header?.timeoutMs);
  const headerCircuits: Record<Application, ReturnType<typeof createCircuit<[FragmentRequest], string>>> = {
    default: createCircuit('header', fetchHeader, headerSettings),
    bam: createCircuit('header-bam', fetchHeader, headerSettings),
  };
  const footerCircuit = createCircuit(
    'footer',
    (signal: AbortSignal, request: FragmentRequest) =>
      getText(withQuery(services.footer!.url, request), { signal }).then((response) =>
        sanitiseFragmentHtml(response.body),
      ),
    settingsFor(services.footer?.timeoutMs),
  );
  const footerCache = sharedTtlCache<string>({
    name: 'footer',
    max: FOOTER_CACHE.max,
    ttlMs: FOOTER_CACHE.ttl,
  });

  return {
    async header(request: FragmentRequest): Promise<string> {
      if (!services.header) throw new Error('No header service configured');
      try {
        return await headerCircuits[request.application].callWith(request);
      } catch (error) {
        logger.warn(
          { err: (error as Error).message, application: request.application },
          'header-service failed: empty header',
        );
        return '';
      }
    },

    async footer(request: FragmentRequest): Promise<string> {
      if (!services.footer) throw new Error('No footer service configured');
      const key = `${request.locale}|${request.channel}`;
      const cached = await footerCache.get(key);
      if (cached !== undefined) return cached;
      try {
        const html = await footerCircuit.callWith(request);
        await footerCache.set(key, html);
        return html;
      } catch (error) {
        throw new Error(FOOTER_SERVICE_ERROR, { cause: error });
      }
    },

    circuits: { header: headerCircuits.default, headerBam: headerCircuits.bam, footer: footerCircuit },
    footerCache,
  };
}

export type FragmentClient = ReturnType<typeof createFragmentClient>;
