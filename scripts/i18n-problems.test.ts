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
});
