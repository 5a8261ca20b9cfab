import type { LocaleCode } from '../../../src/platform/locale/locales';

/** positive: 4–5 stars, mixed: 3 stars, negative: 1–2 stars. */
export type ReviewSentiment = 'positive' | 'mixed' | 'negative';

/** What was bought: a frame (glasses or sunglasses) or contact lenses. */
export type ReviewedKind = 'frames' | 'contactLenses';

export interface ReviewPhrases {
  /** 24 first names common in the country, a mix of women's and men's names */
  firstNames: string[];
  /** short review titles (2–6 words), 6 per sentiment */
  titles: Record<ReviewSentiment, string[]>;
  /** a first sentence about the purchase as a whole, 6 per kind and sentiment */
  openings: Record<ReviewedKind, Record<ReviewSentiment, string[]>>;
  /** a sentence about one detail (fit, comfort, lenses, delivery, service, price), 8 per kind and sentiment */
  details: Record<ReviewedKind, Record<ReviewSentiment, string[]>>;
  /** a closing sentence (recommendation, would buy again…), 5 per sentiment */
  closings: Record<ReviewSentiment, string[]>;
}

export type ReviewPhraseBook = Record<LocaleCode, ReviewPhrases>;
