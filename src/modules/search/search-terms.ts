import { foldText } from '@/platform/text/fold';

const UMLAUT_SPELLINGS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * The index terms of one word: its folded form ("Grün" → "grun") and, for a German umlaut, the spelling
 * without umlauts too ("gruen"), so "Gruen", "Grun" and "Grün" all find the same products.
 */
export function indexTerms(word: string): string[] {
  const folded = foldText(word);
  if (!folded) return [];
  const terms = new Set(folded.split(' '));
  const lower = word.toLowerCase();
  if (/[äöü]/.test(lower)) {
    for (const term of foldText(lower.replace(/[äöü]/g, (letter) => UMLAUT_SPELLINGS[letter]!)).split(' ')) {
      terms.add(term);
    }
  }
  return [...terms];
}

/** The words of a shopper's query, folded like the index: accents and case do not matter. */
export function queryTerms(query: string): string[] {
  const folded = foldText(query);
  return folded ? folded.split(' ') : [];
}

/** Splits text into words for the index, keeping umlauts for `indexTerms`. */
export function tokenize(text: string): string[] {
  return text.split(/[\s\-/,.;:()+&]+/u).filter(Boolean);
}
