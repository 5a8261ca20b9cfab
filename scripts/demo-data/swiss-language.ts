/**
 * The language of a Swiss town, which its postcode tells well enough for demo data: 1000–2999 French
 * (with bilingual Biel/Bienne and Fribourg), 6500–6999 Italian (Ticino), German elsewhere.
 */
export function swissLanguage(postcode: string): 'de' | 'fr' | 'it' {
  const code = Number(postcode);
  if (code < 3000) return 'fr';
  if (code >= 6500 && code < 7000) return 'it';
  return 'de';
}
