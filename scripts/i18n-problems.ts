import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Catalogue = Record<string, Record<string, unknown>>;

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, String(value ?? ''));
  }
}

function collectArguments(elements: MessageFormatElement[], into: Set<string>): void {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal) {
      into.add(element.value);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) collectArguments(option.value, into);
    }
    if ('children' in element) collectArguments(element.children, into);
  }
}

/** The ICU arguments of a message ("{count, plural, one {# Farbe} …}" → "count"); a syntax error is one. */
function placeholders(message: string): string {
  const names = new Set<string>();
  try {
    collectArguments(parse(message), names);
  } catch {
    return 'invalid ICU syntax';
  }
  return [...names].sort().join(',');
}

export function countKeys(sections: Record<string, unknown>): number {
  const keys = new Map<string, string>();
  flatten(sections, '', keys);
  return keys.size;
}

/** Swiss Standard German has no ß: the Swiss storefront writes ss ("Grüsse", "schliessen"). */
const SWISS_LOCALE = 'de-CH';

/**
 * Every key of any locale must exist, non-empty and with the same placeholders, in every locale; the Swiss
 * storefront's German must not use ß.
 */
export function findTranslationProblems(catalogue: Catalogue): string[] {
  const flat = new Map<string, Map<string, string>>();
  for (const [locale, sections] of Object.entries(catalogue)) {
    const keys = new Map<string, string>();
    flatten(sections, '', keys);
    flat.set(locale, keys);
  }
  const allKeys = new Set([...flat.values()].flatMap((keys) => [...keys.keys()]));
  const problems: string[] = [];
  for (const key of [...allKeys].sort()) {
    const expected =
      [...flat.values()].map((keys) => keys.get(key)).find((value) => value !== undefined) ?? '';
    for (const [locale, keys] of flat) {
      const value = keys.get(key);
      if (value === undefined) problems.push(`${locale} lacks ${key}`);
      else if (value.trim() === '') problems.push(`${locale} has an empty ${key}`);
      else if (locale === SWISS_LOCALE && value.includes('ß'))
        problems.push(`${locale} ${key} writes ß, which Swiss German spells ss`);
      else if (placeholders(value) !== placeholders(expected))
        problems.push(
          `${locale} ${key} has placeholders {${placeholders(value)}} instead of {${placeholders(expected)}}`,
        );
    }
  }
  return problems;
}
