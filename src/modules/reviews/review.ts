import type { LocaleCode } from '@/platform/locale/locales';

/** A published review as the shop shows it. */
export interface ShopReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** the language and country it was written in */
  locale: LocaleCode;
  /** ISO date-time */
  submittedAt: string;
  verifiedPurchase: boolean;
}

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

export interface RatingSummary {
  count: number;
  /** mean rating rounded to one decimal; 0 without reviews */
  average: number;
  /** reviews per star value */
  distribution: Record<StarValue, number>;
}

/** One page of a product's reviews with the product's summary: the answer of GET /data/reviews/{id}. */
export interface ProductReviews {
  productId: string;
  summary: RatingSummary;
  reviews: ShopReview[];
  page: number;
  pageCount: number;
}
