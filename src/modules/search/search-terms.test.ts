import { describe, expect, it } from 'vitest';
import { indexTerms, queryTerms, tokenize } from './search-terms';

describe('search normalisation', () => {
  it('folds case and accents in index and query alike', () => {
    expect(indexTerms('Élise')).toEqual(['elise']);
    expect(queryTerms('ÉLISE')).toEqual(['elise']);
    expect(indexTerms('Tromsø')).toEqual(['tromso']);
    expect(queryTerms('Café  Noir')).toEqual(['cafe', 'noir']);
  });

  it('indexes German umlauts with and without the e spelling', () => {
    expect(indexTerms('Grün')).toEqual(['grun', 'gruen']);
    expect(indexTerms('Größe')).toEqual(['grosse', 'groesse']);
    expect(indexTerms('Schwarz')).toEqual(['schwarz']);
  });

  it('splits names at spaces, hyphens and slashes', () => {
    expect(tokenize('Cat-Eye Sonnenbrille/Herren')).toEqual(['Cat', 'Eye', 'Sonnenbrille', 'Herren']);
  });

  it('finds no words in punctuation alone', () => {
    expect(queryTerms(' ?! ')).toEqual([]);
  });
});
