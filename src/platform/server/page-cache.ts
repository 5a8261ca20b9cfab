import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { LRUCache } from 'lru-cache';
import { ANY_CHANGE, onInvalidate } from '../cache/invalidation';
import { resolveRequestContext } from '../context/request-context';
import type { Country } from '../locale/locales';

/** The public pages kept whole: home, catalogue lists, brand and product pages, search results, finders. */
const CACHEABLE_PATH =
  /^\/(l\/(pg|sg|mix)\/\d+|p\/(pg|sg|cl)\/\d+|brillen\/[a-z0-9-]+\.html|search|partneroptiker|stores)?$/;
/** Payload's login cookie, Next's preview (draft mode) cookie: such requests are rendered for the person. */
const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass'];

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  domains: Readonly<Record<string, Country>>;
  /** with a header service the header is fetched with the visitor's cookies: nothing can be shared */
  enabled: boolean;
}

/**
 * Whole rendered catalogue pages (HTML, compressed as sent), per storefront locale, host and address, for
 * visitors the page is the same for. Any backoffice change empties it; entries also expire after `ttlMs`,
 * which bounds how long another server instance (that did not see the change) serves the old page.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.body.length + 512,
      ttl: options.ttlMs,
    });
    onInvalidate(ANY_CHANGE, () => this.pages.clear());
  }

  /** The cache key of a request whose answer may be shared, or undefined. */
  keyOf(
    method: string | undefined,
    url: string | undefined,
    headers: IncomingHttpHeaders,
  ): string | undefined {
    if (!this.options.enabled || (method !== 'GET' && method !== 'HEAD') || !url) return undefined;
    // Client-side navigations (RSC payloads, prefetches) are rendered as usual.
    if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree']) return undefined;
    const address = new URL(url, 'http://shop.invalid');
    if (!CACHEABLE_PATH.test(address.pathname)) return undefined;
    const cookies = parseCookies(headers.cookie ?? '');
    if (PERSONAL_COOKIES.some((name) => cookies[name])) return undefined;
    const host = headers.host ?? '';
    const { context, sticky } = resolveRequestContext({
      query: address.searchParams,
      cookie: (name) => cookies[name],
      host,
      domains: this.options.domains,
    });
    // A choice made by query is stored in a cookie by the answer: that answer is not shared.
    if (context.application !== 'default' || sticky.locale || sticky.application) return undefined;
    const encoding = /\bgzip\b/.test(String(headers['accept-encoding'] ?? '')) ? 'gzip' : 'identity';
    return [context.locale, host, encoding, address.pathname + address.search].join(' ');
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Keeps a complete 200 HTML answer that sets no cookie. */
  offer(key: string, page: CachedPage): void {
    const type = String(page.headers['content-type'] ?? '');
    if (page.status !== 200 || !type.startsWith('text/html') || page.headers['set-cookie']) return;
    this.pages.set(key, page);
  }
}
