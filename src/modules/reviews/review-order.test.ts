import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '@/platform/locale/locales';
import type { ShopReview } from './review';
import { pageCountOf, pageOf, REVIEWS_PAGE_SIZE, reviewsForReader } from './review-order';

const review = (id: string, locale: LocaleCode, submittedAt: string): ShopReview => ({
  id,
  rating: 5,
  title: id,
  body: id,
  authorName: 'Anna K.',
  locale,
  submittedAt,
  verifiedPurchase: true,
});

describe('review order', () => {
  const reviews = [
    review('fr-old', 'fr-FR', '2025-01-01T00:00:00Z'),
    review('at-new', 'de-AT', '2026-10-01T00:00:00Z'),
    review('gb-newest', 'en-GB', '2026-10-20T00:00:00Z'),
    review('de-old', 'de-DE', '2024-05-01T00:00:00Z'),
    review('ch-mid', 'de-CH', '2025-06-01T00:00:00Z'),
  ];

  it("puts the reader's language first, from any country, newest first in each group", () => {
    expect(reviewsForReader(reviews, 'de-CH').map((item) => item.id)).toEqual([
      'at-new',
      'ch-mid',
      'de-old',
      'gb-newest',
      'fr-old',
    ]);
    expect(reviewsForReader(reviews, 'fi-FI')[0]!.id).toBe('gb-newest');
  });

  it('pages by the page size, with at least one page', () => {
    const many = Array.from({ length: REVIEWS_PAGE_SIZE * 2 + 1 }, (_, index) => index);
    expect(pageCountOf(many.length)).toBe(3);
    expect(pageCountOf(0)).toBe(1);
    expect(pageOf(many, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(many, 3)).toEqual([10]);
  });
});
