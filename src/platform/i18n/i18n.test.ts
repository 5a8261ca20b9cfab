import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';
import { loadMessages, loadSection } from './messages';

describe('messages', () => {
  it('loads a section of a locale', async () => {
    const shell = await loadSection('fr-FR', 'shell');
    expect(shell.skipLink).toBeTypeOf('string');
  });

  it('falls back to an empty section when the file is missing', async () => {
    expect(await loadSection('de-DE', 'no-such-section')).toEqual({});
    const messages = await loadMessages('en-GB', ['shell', 'no-such-section']);
    expect(messages['no-such-section']).toEqual({});
  });
});

describe('price formatting', () => {
  it('formats in the currency and conventions of each storefront', () => {
    const nbsp = /\u00a0|\u202f/g;
    expect(formatPrice(1290, 'EUR', 'de-DE').replace(nbsp, ' ')).toBe('1.290,00 €');
    expect(formatPrice(1290, 'EUR', 'nl-NL').replace(nbsp, ' ')).toBe('€ 1.290,00');
    expect(formatPrice(1290, 'GBP', 'en-GB')).toBe('£1,290.00');
    expect(formatPrice(1290, 'CHF', 'de-CH').replace(nbsp, ' ')).toMatch(/^CHF 1['’]290\.00$/);
    expect(formatPrice(1290, 'SEK', 'sv-SE').replace(nbsp, ' ')).toBe('1 290,00 kr');
    expect(formatPrice(1290, 'NOK', 'no-NO').replace(nbsp, ' ')).toBe('1 290,00 kr');
  });
});
