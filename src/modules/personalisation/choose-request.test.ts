import { describe, expect, it } from 'vitest';
import { buildChooseRequest } from './choose-request';
import type { PartialRequestData } from './schemas';
import type { VisitorInfo } from './visitor';

const settings = { priceLists: { glasses: ['pl-g'], sunglasses: ['pl-s'], contactLenses: [] } };

function visitor(cookies: Record<string, string>): VisitorInfo {
  return {
    cookie: (name) => cookies[name],
    userAgent: 'Test/1.0',
    clientIp: '203.0.113.9',
    referer: 'https://example.org/',
  };
}

const partial: PartialRequestData = {
  url: '/?utm_id=spring&wt_mc=nl.42',
  locale: 'de-AT',
  campaigns: ['TOP_BANNER_CAMPAIGN', 'PRODUCT_RECOMMENDATION_ONE'],
  pageType: 'PAGE_VARIATION',
  trackPageview: true,
};

describe('the provider choose body', () => {
  it('carries user, session, selector names, page context and device', () => {
    const request = buildChooseRequest(
      partial,
      visitor({ _dyid: '111', _dyid_server: '111', _dyjsession: 's1', personalisation_consent: 'true' }),
      settings,
    );
    expect(request.user).toEqual({ dyid: '111', dyid_server: '111', active_consent_accepted: true });
    expect(request.session).toEqual({ dy: 's1' });
    expect(request.selector.names).toEqual(['TOP_BANNER_CAMPAIGN', 'PRODUCT_RECOMMENDATION_ONE']);
    expect(request.context.page).toMatchObject({
      type: 'HOMEPAGE',
      location: partial.url,
      locale: 'de_AT',
      referrer: 'https://example.org/',
    });
    expect(request.context.device).toEqual({ userAgent: 'Test/1.0', ip: '203.0.113.9' });
    expect(request.options).toEqual({ isImplicitPageview: true, returnAnalyticsMetadata: true });
  });

  it('tells the homepage apart from every other page', () => {
    const other = buildChooseRequest({ ...partial, url: '/partneroptiker' }, visitor({}), settings);
    const product = buildChooseRequest({ ...partial, url: '/p/sg/123' }, visitor({}), settings);
    expect(other.context.page.type).toBe('OTHER');
    expect(product.context.page.type).toBe('PRODUCT');
  });

  it('sends the page attributes only when the consent cookie is true', () => {
    const consenting = buildChooseRequest(partial, visitor({ personalisation_consent: 'true' }), settings);
    expect(consenting.context.pageAttributes).toEqual({
      glassesPriceListAvailable: true,
      sunglassesPriceListAvailable: true,
      contactLensesPriceListAvailable: false,
      consentChosen_PAGE_VARIATION: true,
      utm_id: 'spring',
      wt_mc: 'nl.42',
    });
    for (const value of [undefined, 'false', 'yes']) {
      const request = buildChooseRequest(
        partial,
        visitor(value ? { personalisation_consent: value } : {}),
        settings,
      );
      expect(request.context.pageAttributes).toBeUndefined();
      expect(request.user.active_consent_accepted).toBe(false);
    }
  });
});

describe('what the provider learns of the page', () => {
  const sent = (url: string, referer?: string) =>
    buildChooseRequest({ ...partial, url }, { ...visitor({}), referer }, settings).context.page;

  it('gets the path without query, fragment or token, whatever the browser sent', () => {
    expect(sent('/account/reset-password?token=abc123#top').location).toBe('/account/reset-password');
    expect(sent('/checkout/confirmation/EW-1042?token=secret').location).toBe(
      '/checkout/confirmation/EW-1042',
    );
    expect(sent('/partneroptiker/7?appointment=m4n4g3').location).toBe('/partneroptiker/7');
    expect(sent('/newsletter?unsubscribe=s1gn3d').location).toBe('/newsletter');
    expect(sent('/checkout/payment/pay_8f3a').location).toBe('/checkout/payment/:reference');
    expect(sent(`/account/verify/${'a1'.repeat(20)}`).location).toBe('/account/verify/:token');
  });

  it('keeps the campaign parameters of the page attributes and the page classification', () => {
    expect(sent('/l/sg/10?utm_id=spring&token=x&wt_mc=nl.42').location).toBe(
      '/l/sg/10?utm_id=spring&wt_mc=nl.42',
    );
    expect(sent('/p/sg/123?variant=9').type).toBe('PRODUCT');
  });

  it('gets the referrer without its query', () => {
    expect(sent('/', 'https://eyewear-shop.de/account/reset-password?token=abc').referrer).toBe(
      'https://eyewear-shop.de/account/reset-password',
    );
    expect(sent('/', 'not a url').referrer).toBeUndefined();
  });
});
