import type { Country } from '@/platform/locale/locales';

/** How an index postcode is looked up: upper case without spaces ("111 22" → "11122", "sw1a" → "SW1A"). */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

const FIVE_DIGITS = /\b(\d{5})\b/g;
const FOUR_DIGITS = /\b(\d{4})\b/g;

/**
 * What a postcode looks like in a query, per country; group 1 (+ group 2) is the part the index holds:
 * the Netherlands' 4 digits of "1012 AB", Great Britain's outward code of "SW1A 1AA", Sweden's "111 22".
 */
const PATTERNS: Record<Country, RegExp> = {
  de: FIVE_DIGITS,
  fr: FIVE_DIGITS,
  es: FIVE_DIGITS,
  fi: FIVE_DIGITS,
  at: FOUR_DIGITS,
  ch: FOUR_DIGITS,
  no: FOUR_DIGITS,
  nl: /\b(\d{4})(?:\s?[A-Z]{2})?\b/g,
  se: /\b(\d{3})\s?(\d{2})\b/g,
  gb: /\b([A-Z]{1,2}\d[A-Z\d]?)(?:\s*\d[A-Z]{2})?\b/g,
};

/** The index keys of everything in the query that could be a postcode of the country, in query order. */
export function postcodeCandidates(query: string, country: Country): string[] {
  return [...query.toUpperCase().matchAll(PATTERNS[country])].map((match) =>
    postcodeKey(match[1]! + (match[2] ?? '')),
  );
}
