/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ł: 'l', þ: 'th' };

/**
 * Lower-case ASCII words separated by single spaces: accents dropped ("Genève" → "geneve", "Tromsø" →
 * "tromso"), apostrophes removed ("'s-Gravenhage" → "s gravenhage"), any other punctuation a space.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Decomposing only non-ASCII text keeps indexing tens of thousands of place names fast.
  const ascii = /^[\x00-\x7f]*$/.test(lower)
    ? lower
    : lower
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[ßøæœđłþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter);
  return ascii
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A URL- and id-safe form of a name: "Frankfurt am Main" → "frankfurt-am-main". */
export function slug(text: string): string {
  return foldText(text).replaceAll(' ', '-');
}
