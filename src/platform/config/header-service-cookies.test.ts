import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './server-config';

const headerCookies = (HEADER_SERVICE_COOKIES?: string) =>
  parseServerConfig({ HEADER_SERVICE_URL: 'http://header.example/', HEADER_SERVICE_COOKIES }).headerService
    ?.cookies;

describe('the cookies the header service gets', () => {
  it("are the visitor's storefront choice unless configured", () => {
    expect(headerCookies()).toEqual(['shop_locale', 'shop_application']);
    expect(headerCookies(' ')).toEqual(['shop_locale', 'shop_application']);
  });

  it('are the configured names, or none', () => {
    expect(headerCookies('shop_locale, shop_consent')).toEqual(['shop_locale', 'shop_consent']);
    expect(headerCookies('none')).toEqual([]);
  });

  it('never include the login or the visitor id', () => {
    expect(() => headerCookies('shop_locale,payload-token')).toThrow(
      'HEADER_SERVICE_COOKIES must not name payload-token',
    );
    expect(() => headerCookies('shop_visitor')).toThrow('HEADER_SERVICE_COOKIES must not name shop_visitor');
  });
});
