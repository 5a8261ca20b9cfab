import { describe, expect, it } from 'vitest';
import {
  languageAlternates,
  localeOfHost,
  pageAlternates,
  storefrontUrl,
  type StorefrontAddresses,
} from './storefront-urls';

const domains = { 'eyewear-shop.de': 'de', 'eyewear-shop.fr': 'fr', 'eyewear-shop.co.uk': 'gb' } as const;
const own: StorefrontAddresses = {
  baseUrls: {
    de: 'https://eyewear-shop.de',
    fr: 'https://eyewear-shop.fr',
    gb: 'https://eyewear-shop.co.uk',
  },
  fallbackBaseUrl: 'http://localhost:3000',
};
const shared: StorefrontAddresses = { ...own, publicBaseUrl: 'https://staging.eyewear-shop.example' };

describe('storefront URLs', () => {
  it("uses each storefront's configured address", () => {
    expect(storefrontUrl('fr-FR', '/p/sg/200001', own)).toBe('https://eyewear-shop.fr/p/sg/200001');
    expect(storefrontUrl('en-GB', '/', own)).toBe('https://eyewear-shop.co.uk/');
  });

  it('puts every storefront on PUBLIC_BASE_URL with the locale by query', () => {
    expect(storefrontUrl('fr-FR', '/l/pg/100?page=2', shared)).toBe(
      'https://staging.eyewear-shop.example/l/pg/100?page=2&locale=fr-FR',
    );
    expect(storefrontUrl('de-DE', '/', shared)).toBe('https://staging.eyewear-shop.example/?locale=de-DE');
  });

  it('links a storefront without an address to the fallback, the locale by query', () => {
    expect(storefrontUrl('sv-SE', '/', own)).toBe('http://localhost:3000/?locale=sv-SE');
  });

  it('answers the storefront of a host, else the default', () => {
    expect(localeOfHost('eyewear-shop.co.uk', domains)).toBe('en-GB');
    expect(localeOfHost('localhost:3000', domains)).toBe('de-DE');
    expect(localeOfHost('evil.test', domains)).toBe('de-DE');
  });

  it('lists all 10 storefronts and x-default as alternates, with the canonical of the own one', () => {
    const languages = languageAlternates('/p/pg/100001', own);
    expect(Object.keys(languages)).toHaveLength(11);
    expect(languages['x-default']).toBe('https://eyewear-shop.de/p/pg/100001');
    expect(pageAlternates('fr-FR', '/p/pg/100001', own)?.canonical).toBe(
      'https://eyewear-shop.fr/p/pg/100001',
    );
  });
});
