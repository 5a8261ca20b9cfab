import type { ProductReviews } from './review';

/** schema.org aggregateRating and the shown reviews of a product; nothing without reviews. */
export function reviewsStructuredData({ summary, reviews }: ProductReviews): Record<string, unknown> {
  if (summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average.toFixed(1),
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      inLanguage: review.locale,
      datePublished: review.submittedAt.slice(0, 10),
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
