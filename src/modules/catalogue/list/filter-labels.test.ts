import { describe, expect, it } from 'vitest';
import shapes from '@messages/de-DE/catalogue.json';
import { isVocabularyWord } from './filter-labels';

describe('a filter value from the address', () => {
  it('is named by the vocabulary when it is one of its words', () => {
    expect(isVocabularyWord(shapes.shape, 'round')).toBe(true);
  });

  it('is no word when it names what every object has, a nested path or nothing', () => {
    for (const value of ['constructor', '__proto__', 'toString', 'round.x', '', 'hexagonal-ish'])
      expect(isVocabularyWord(shapes.shape, value)).toBe(false);
  });
});
