import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { notifyInvalidation } from '../cache/invalidation';
import { PageCache, type CachedPage } from './page-cache';

const domains = { 'eyewear-shop.de': 'de', 'eyewear-shop.fr': 'fr' } as const;
const cache = () => new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, domains, enabled: true });
const html = (body = '<html>list</html>', headers = {}): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: Buffer.from(body),
});
const NONCE = 'cmVuZGVyZWQtd2l0aC10aGlz';
const browser = { host: 'eyewear-shop.de', 'accept-encoding': 'gzip, br' };

describe('page cache', () => {
  it('keys catalogue pages by storefront locale, host, encoding and address', () => {
    const pages = cache();
    expect(pages.keyOf('GET', '/l/pg/100?sort=price-asc', browser)).toBe(
      'de-DE eyewear-shop.de gzip /l/pg/100?sort=price-asc',
    );
    expect(pages.keyOf('GET', '/', browser)).toBe('de-DE eyewear-shop.de gzip /');
    expect(pages.keyOf('GET', '/stores?q=Berlin', browser)).toBe(
      'de-DE eyewear-shop.de gzip /stores?q=Berlin',
    );
    expect(pages.keyOf('GET', '/p/sg/200001', { host: 'eyewear-shop.fr' })).toBe(
      'fr-FR eyewear-shop.fr identity /p/sg/200001',
    );
    expect(pages.keyOf('HEAD', '/brillen/nordlicht.html', { ...browser, cookie: 'shop_locale=sv-SE' })).toBe(
      'sv-SE eyewear-shop.de gzip /brillen/nordlicht.html',
    );
  });

  it('keeps content pages editors made, help pages among them, like catalogue pages', () => {
    const pages = cache();
    expect(pages.keyOf('GET', '/service/so-gehts', browser)).toBe(
      'de-DE eyewear-shop.de gzip /service/so-gehts',
    );
    expect(pages.keyOf('GET', '/palvelu', { ...browser, cookie: 'shop_locale=fi-FI' })).toBe(
      'fi-FI eyewear-shop.de gzip /palvelu',
    );
    expect(pages.keyOf('GET', '/service', { ...browser, cookie: '__prerender_bypass=1' })).toBeUndefined();
  });

  it('keeps one cart page for every visitor, whatever their basket: the browser reads the basket', () => {
    const pages = cache();
    const shared = 'de-DE eyewear-shop.de gzip /cart';
    expect(pages.keyOf('GET', '/cart', browser)).toBe(shared);
    expect(
      pages.keyOf('GET', '/cart', {
        ...browser,
        cookie: 'shop_visitor=0b5e3a52-7f0c-4d8e-9a51-2f7d3c1e6b90',
      }),
    ).toBe(shared);
    expect(pages.keyOf('GET', '/cart', { ...browser, cookie: 'payload-token=abc' })).toBeUndefined();
  });

  it('renders for the person what is personal, chosen by query, a client navigation or not a catalogue page', () => {
    const pages = cache();
    expect(pages.keyOf('GET', '/l/pg/100', { ...browser, cookie: 'payload-token=abc' })).toBeUndefined();
    expect(pages.keyOf('GET', '/l/pg/100', { ...browser, cookie: '__prerender_bypass=1' })).toBeUndefined();
    expect(pages.keyOf('GET', '/l/pg/100?locale=fr-FR', browser)).toBeUndefined();
    expect(pages.keyOf('GET', '/l/pg/100', { ...browser, cookie: 'shop_application=bam' })).toBeUndefined();
    expect(pages.keyOf('GET', '/l/pg/100', { ...browser, rsc: '1' })).toBeUndefined();
    expect(pages.keyOf('POST', '/l/pg/100', browser)).toBeUndefined();
    const perVisitor = ['/account', '/account/orders', '/wishlist', '/checkout', '/login', '/register'];
    const notPages = ['/api/health', '/data/cart', '/partneroptiker/de-123', '/l/pg/abc', '/search/suggest'];
    for (const path of [...perVisitor, ...notPages, '/Service', '/robots.txt', '/_next/static/x.js']) {
      expect(pages.keyOf('GET', path, browser), path).toBeUndefined();
    }
    const withHeaderService = new PageCache({ maxBytes: 1024, ttlMs: 1000, domains, enabled: false });
    expect(withHeaderService.keyOf('GET', '/l/pg/100', browser)).toBeUndefined();
  });

  it('keeps only complete HTML answers without cookies, until the backoffice changes anything', () => {
    const pages = cache();
    pages.offer('a', html(), NONCE);
    pages.offer('b', { ...html(), status: 503 }, NONCE);
    pages.offer('c', html('x', { 'set-cookie': ['shop_locale=fr-FR'] }), NONCE);
    pages.offer('d', html('{}', { 'content-type': 'application/json' }), NONCE);
    pages.offer('e', html('x', { 'content-encoding': 'br' }), NONCE);
    expect(pages.get('a', 'fresh')?.body.toString()).toBe('<html>list</html>');
    const others = ['b', 'c', 'd', 'e'].map((key) => pages.get(key, 'fresh'));
    expect(others).toEqual([undefined, undefined, undefined, undefined]);
    notifyInvalidation('catalogue');
    expect(pages.get('a', 'fresh')).toBeUndefined();
  });

  it('drops the cart and content pages when the backoffice changes a page or a product', () => {
    const pages = cache();
    const cart = pages.keyOf('GET', '/cart', browser)!;
    const help = pages.keyOf('GET', '/service/so-gehts', browser)!;
    pages.offer(cart, html('<html>basket</html>'), NONCE);
    pages.offer(help, html('<html>help</html>'), NONCE);
    expect(pages.get(help, 'fresh')?.body.toString()).toBe('<html>help</html>');
    notifyInvalidation('pages');
    expect([pages.get(cart, 'fresh'), pages.get(help, 'fresh')]).toEqual([undefined, undefined]);
    pages.offer(cart, html('<html>basket</html>'), NONCE);
    notifyInvalidation('catalogue');
    expect(pages.get(cart, 'fresh')).toBeUndefined();
  });

  it('serves a kept page with the nonce of the answer, compressed as it was kept', () => {
    const pages = cache();
    const page = (nonce: string) => `<html><script nonce="${nonce}">go()</script></html>`;
    pages.offer('plain', html(page(NONCE)), NONCE);
    pages.offer(
      'gzip',
      { ...html(), headers: { ...html().headers, 'content-encoding': 'gzip' }, body: gzipSync(page(NONCE)) },
      NONCE,
    );
    expect(pages.get('plain', 'first')?.body.toString()).toBe(page('first'));
    expect(pages.get('plain', 'second')?.body.toString()).toBe(page('second'));
    expect(gunzipSync(pages.get('gzip', 'third')!.body).toString()).toBe(page('third'));
  });

  it('answers malformed locale values without throwing', () => {
    expect(cache().keyOf('GET', '/?locale=de-', browser)).toBe('de-DE eyewear-shop.de gzip /?locale=de-');
    expect(cache().keyOf('GET', '/', { ...browser, cookie: 'shop_locale=de-' })).toBe(
      'de-DE eyewear-shop.de gzip /',
    );
  });
});
