import { foldText } from '@/platform/text/fold';

/** The spellings without umlauts that German and Scandinavian writers use: "Muenchen", "Goeteborg". */
const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', å: 'aa', ø: 'oe' };

/** The keys a place is found by: folded ("munchen") and, where it differs, transliterated ("muenchen"). */
export function nameKeys(place: string): string[] {
  const plain = foldText(place);
  const lower = place.toLowerCase();
  if (!/[äöüåø]/.test(lower)) return [plain];
  return [plain, foldText(lower.replace(/[äöüåø]/g, (letter) => TRANSLITERATIONS[letter]!))];
}

/**
 * The word sequences of a folded query that could name a town, longest first and, among equally long ones,
 * nearest the end (addresses end with the town): "hauptstrasse 5 berlin" → …, "berlin", "hauptstrasse".
 */
export function townCandidates(foldedQuery: string, maxWords = 6): string[] {
  const words = foldedQuery.split(' ').filter((word) => word !== '' && !/\d/.test(word));
  const candidates: string[] = [];
  for (let length = Math.min(words.length, maxWords); length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      candidates.push(words.slice(start, start + length).join(' '));
    }
  }
  return candidates;
}
