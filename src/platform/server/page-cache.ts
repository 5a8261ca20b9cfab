import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { LRUCache } from 'lru-cache';
import { ANY_CHANGE, onInvalidate } from '../cache/invalidation';
import { isPageSlug } from '../context/page-slug';
import { resolveRequestContext } from '../context/request-context';
import type { Country } from '../locale/locales';
import { fillNonce, nonceTemplate, type NonceTemplate } from './nonce-template';

/**
 * The shop's own pages kept whole: home, catalogue lists, brand and product pages, search results, finders,
 * and the cart (whose lines the browser reads). The others are per visitor (account, wishlist, checkout).
 */
const SHARED_SHOP_PATH =
  /^\/(l\/(pg|sg|mix)\/\d+|p\/(pg|sg|cl)\/\d+|brillen\/[a-z0-9-]+\.html|search|partneroptiker|stores|cart)?$/;

/** A shared shop page, or the address of a content page editors made (help pages, guides, campaigns). */
const isSharedPath = (pathname: string) => SHARED_SHOP_PATH.test(pathname) || isPageSlug(pathname.slice(1));
/** Payload's login cookie, Next's preview (draft mode) cookie: such requests are rendered for the person. */
const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass'];

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface StoredPage {
  status: number;
  headers: OutgoingHttpHeaders;
  template: NonceTemplate;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  domains: Readonly<Record<string, Country>>;
  /** with a header service the header is fetched with the visitor's cookies: nothing can be shared */
  enabled: boolean;
}

/**
 * Whole rendered pages (HTML, compressed as sent), per storefront locale, host and address, for visitors the
 * page is the same for. Each is kept without the script nonce it was rendered with and given
 * the nonce of the answer it is served in (ADR 0018). Any backoffice change empties it; entries also expire
 * after `ttlMs`, which bounds how long another server instance (that did not see the change) serves the old
 * page.
 */
export class PageCache {
  private readonly pages: LRUCache<string, StoredPage>;

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new LRUCache<string, StoredPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.template.bytes + 512,
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
    if (!isSharedPath(address.pathname)) return undefined;
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

  /** The page kept under `key`, its scripts' nonce `nonce`. */
  get(key: string, nonce: string): CachedPage | undefined {
    const page = this.pages.get(key);
    return page && { status: page.status, headers: page.headers, body: fillNonce(page.template, nonce) };
  }

  /** Keeps a complete 200 HTML answer that sets no cookie, rendered with the scripts' nonce `nonce`. */
  offer(key: string, page: CachedPage, nonce: string): void {
    const type = String(page.headers['content-type'] ?? '');
    if (page.status !== 200 || !type.startsWith('text/html') || page.headers['set-cookie']) return;
    const encoding = String(page.headers['content-encoding'] ?? 'identity');
    if (encoding !== 'gzip' && encoding !== 'identity') return;
    const template = nonceTemplate(page.body, nonce, encoding === 'gzip');
    this.pages.set(key, { status: page.status, headers: page.headers, template });
  }
}
