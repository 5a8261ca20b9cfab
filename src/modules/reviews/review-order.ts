import { Locale } from '@/platform/locale/locale';
import type { LocaleCode } from '@/platform/locale/locales';
import type { ShopReview } from './review';

export const REVIEWS_PAGE_SIZE = 5;

const languageOf = (locale: LocaleCode) => Locale.parse(locale).language;

/**
 * A product's reviews for a shopper: those in the shopper's language first (whatever their country), then
 * the others; newest first within each. The input may be in any order.
 */
export function reviewsForReader(reviews: readonly ShopReview[], reader: LocaleCode): ShopReview[] {
  const language = languageOf(reader);
  const newestFirst = [...reviews].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  return [
    ...newestFirst.filter((review) => languageOf(review.locale) === language),
    ...newestFirst.filter((review) => languageOf(review.locale) !== language),
  ];
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
}

/** Page `page` (from 1) of already ordered reviews. */
export function pageOf<T>(ordered: readonly T[], page: number): T[] {
  return ordered.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE);
}
