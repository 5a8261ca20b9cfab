import { describe, expect, it } from 'vitest';
import { resolveRequestContext, type ContextSources } from './request-context';

const domains = { 'eyewear-shop.se': 'se', 'eyewear-shop.co.uk': 'gb' } as const;

function resolve(query: string, cookies: Record<string, string> = {}, host = 'localhost:3000') {
  const sources: ContextSources = {
    query: new URLSearchParams(query),
    cookie: (name) => cookies[name],
    host,
    domains: { ...domains },
  };
  return resolveRequestContext(sources);
}

describe('request context', () => {
  it('defaults to de-DE with EUR on an unknown host', () => {
    const { context, sticky } = resolve('');
    expect(context).toMatchObject({
      locale: 'de-DE',
      country: 'de',
      channel: 'shop-de',
      currency: 'EUR',
      application: 'default',
    });
    expect(sticky).toEqual({ locale: undefined, application: undefined });
  });

  it('takes the locale from the query first and makes it sticky', () => {
    const { context, sticky } = resolve('locale=fr-FR', { shop_locale: 'sv-SE' }, 'www.eyewear-shop.co.uk');
    expect(context.locale).toBe('fr-FR');
    expect(sticky.locale).toBe('fr-FR');
  });

  it('then the cookie of the visit, then the host storefront', () => {
    expect(resolve('', { shop_locale: 'sv-SE' }, 'eyewear-shop.co.uk').context.locale).toBe('sv-SE');
    const gb = resolve('', {}, 'www.eyewear-shop.co.uk').context;
    expect(gb).toMatchObject({ locale: 'en-GB', currency: 'GBP', channel: 'shop-gb' });
    expect(resolve('', {}, 'eyewear-shop.se:443').context.currency).toBe('SEK');
  });

  it('ignores an unsupported query locale', () => {
    expect(resolve('locale=en-US').context.locale).toBe('de-DE');
    expect(resolve('locale=xx').sticky.locale).toBeUndefined();
  });

  it('marks the bam application from the query or the cookie', () => {
    expect(resolve('application=bam').context.application).toBe('bam');
    expect(resolve('application=bam').sticky.application).toBe('bam');
    expect(resolve('', { shop_application: 'bam' }).context.application).toBe('bam');
    expect(resolve('application=web', { shop_application: 'bam' }).context.application).toBe('default');
  });

  it('uses the currencies of the storefronts', () => {
    expect(resolve('locale=de-CH').context.currency).toBe('CHF');
    expect(resolve('locale=no-NO').context.currency).toBe('NOK');
    expect(resolve('locale=fi-FI').context.currency).toBe('EUR');
  });

  it('falls back on malformed locales and hosts instead of throwing', () => {
    for (const value of ['de-', '-DE', '-', 'de-DE-x', 'xx-YY']) {
      expect(resolve(`locale=${encodeURIComponent(value)}`).context.locale).toBe('de-DE');
      expect(resolve('', { shop_locale: value }).context.locale).toBe('de-DE');
    }
    for (const host of ['__proto__', 'constructor', 'toString:80']) {
      expect(resolve('', {}, host).context.locale).toBe('de-DE');
    }
  });
});
