import { describe, expect, it } from 'vitest';
import { languageAlternates, localeOfHost, pageAlternates, storefrontUrl } from './storefront-urls';

const domains = { 'eyewear-shop.de': 'de', 'eyewear-shop.fr': 'fr', 'eyewear-shop.co.uk': 'gb' } as const;

describe('storefront URLs', () => {
  it('uses each storefront domain when served on one', () => {
    expect(storefrontUrl('fr-FR', '/p/sg/200001', 'eyewear-shop.de', domains)).toBe(
      'https://eyewear-shop.fr/p/sg/200001',
    );
    expect(storefrontUrl('en-GB', '/', 'EYEWEAR-SHOP.DE:443', domains)).toBe('https://eyewear-shop.co.uk/');
  });

  it('chooses the locale by query on other hosts, and for storefronts without a domain', () => {
    expect(storefrontUrl('fr-FR', '/l/pg/100?page=2', 'localhost:3000', domains)).toBe(
      'http://localhost:3000/l/pg/100?page=2&locale=fr-FR',
    );
    expect(storefrontUrl('sv-SE', '/', 'eyewear-shop.de', domains)).toBe(
      'http://eyewear-shop.de/?locale=sv-SE',
    );
  });

  it('answers the storefront of a host, else the default', () => {
    expect(localeOfHost('eyewear-shop.co.uk', domains)).toBe('en-GB');
    expect(localeOfHost('localhost:3000', domains)).toBe('de-DE');
  });

  it('lists all 10 storefronts and x-default as alternates, with the canonical of the own one', () => {
    const languages = languageAlternates('/p/pg/100001', 'eyewear-shop.de', domains);
    expect(Object.keys(languages)).toHaveLength(11);
    expect(languages['x-default']).toBe('https://eyewear-shop.de/p/pg/100001');
    expect(pageAlternates('fr-FR', '/p/pg/100001', 'eyewear-shop.fr', domains)?.canonical).toBe(
      'https://eyewear-shop.fr/p/pg/100001',
    );
  });
});
