import { describe, expect, it } from 'vitest';
import { Locale } from './locale';
import { channelOf, countryOf, currencyOf, localeOfCountry, normaliseLocaleCode } from './locales';

describe('Locale', () => {
  it('lower-cases country and language', () => {
    const locale = new Locale('DE', 'De');
    expect(locale.country).toBe('de');
    expect(locale.language).toBe('de');
  });

  it('has the language-COUNTRY and underscore forms', () => {
    const locale = Locale.parse('sv-SE');
    expect(locale.toString()).toBe('sv-SE');
    expect(locale.toUnderscoreString()).toBe('sv_SE');
  });

  it('uses the full locale as HTML lang for German only', () => {
    expect(Locale.parse('de-AT').toHtmlLang()).toBe('de-AT');
    expect(Locale.parse('de-CH').toHtmlLang()).toBe('de-CH');
    expect(Locale.parse('en-GB').toHtmlLang()).toBe('en');
    expect(Locale.parse('no-NO').toHtmlLang()).toBe('no');
  });

  it('refuses construction without both parts', () => {
    expect(() => new Locale(undefined, 'de')).toThrow();
    expect(() => new Locale('de', '')).toThrow();
  });

  it('refuses a string without a hyphen', () => {
    expect(() => Locale.parse('deDE')).toThrow('must be in the format xx-XX');
  });
});

describe('storefront tables', () => {
  it('maps countries to locales, currencies and channels', () => {
    expect(localeOfCountry('se')).toBe('sv-SE');
    expect(localeOfCountry('gb')).toBe('en-GB');
    expect(countryOf('no-NO')).toBe('no');
    expect(currencyOf('ch')).toBe('CHF');
    expect(currencyOf('se')).toBe('SEK');
    expect(currencyOf('no')).toBe('NOK');
    expect(currencyOf('gb')).toBe('GBP');
    expect(currencyOf('fi')).toBe('EUR');
    expect(channelOf('at')).toBe('shop-at');
  });

  it('normalises the casing of a supported locale and refuses others', () => {
    expect(normaliseLocaleCode('fr-fr')).toBe('fr-FR');
    expect(normaliseLocaleCode('en-US')).toBeUndefined();
    expect(normaliseLocaleCode('garbage')).toBeUndefined();
    expect(normaliseLocaleCode(null)).toBeUndefined();
  });
});
