import { describe, expect, it } from 'vitest';
import { findTranslationProblems } from './i18n-problems';

describe('translation completeness check', () => {
  it('accepts complete catalogues', () => {
    expect(
      findTranslationProblems({ 'de-DE': { shell: { a: 'A {n}' } }, 'en-GB': { shell: { a: 'B {n}' } } }),
    ).toEqual([]);
  });

  it('names a key one locale lacks', () => {
    const problems = findTranslationProblems({
      'de-DE': { shell: { a: 'A', b: { c: 'C' } } },
      'fi-FI': { shell: { a: 'A' } },
    });
    expect(problems).toEqual(['fi-FI lacks shell.b.c']);
  });

  it('names an empty value and differing placeholders', () => {
    const problems = findTranslationProblems({
      'de-DE': { x: { a: 'Hallo {name}', b: 'x' } },
      'sv-SE': { x: { a: 'Hej', b: ' ' } },
    });
    expect(problems).toContain('sv-SE has an empty x.b');
    expect(problems.some((p) => p.startsWith('sv-SE x.a has placeholders'))).toBe(true);
  });

  it('names ß in the Swiss storefront’s German, not in Germany’s or Austria’s', () => {
    const problems = findTranslationProblems({
      'de-DE': { mail: { signature: 'Viele Grüße' } },
      'de-AT': { mail: { signature: 'Liebe Grüße' } },
      'de-CH': { mail: { signature: 'Viele Grüße' } },
    });
    expect(problems).toEqual(['de-CH mail.signature writes ß, which Swiss German spells ss']);
  });
});

describe('ICU placeholders', () => {
  it('compares the arguments, not the words inside plural branches', () => {
    expect(
      findTranslationProblems({
        'de-DE': {
          x: { a: '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag} other {# Vorschläge}}' },
        },
        'en-GB': {
          x: { a: '{count, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}}' },
        },
      }),
    ).toEqual([]);
  });

  it('names a translation that drops an argument nested in a plural or has broken syntax', () => {
    const problems = findTranslationProblems({
      'de-DE': { x: { a: '{count, plural, one {# Produkt von {brand}} other {# Produkte}}', b: '{n}' } },
      'fr-FR': { x: { a: '{count, plural, one {# produit} other {# produits}}', b: '{n' } },
    });
    expect(problems).toContain('fr-FR x.a has placeholders {count} instead of {brand,count}');
    expect(problems).toContain('fr-FR x.b has placeholders {invalid ICU syntax} instead of {n}');
  });
});
