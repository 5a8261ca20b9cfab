import { payloadClient } from '@/payload/client';
import { invalidatedMemo } from '@/platform/cache/invalidated-memo';
import { isLocaleCode } from '@/platform/locale/locales';
import { logger } from '@/platform/logging/logger';
import type { RatingSummary, ShopReview } from './review';
import { summariseRatings } from './rating-summary';

export interface ReviewsReadModel {
  byProduct: ReadonlyMap<string, ShopReview[]>;
  summaries: ReadonlyMap<string, RatingSummary>;
  /** every published review of the shop */
  shop: RatingSummary;
}

const EMPTY_SUMMARY = summariseRatings([]);

async function readReviews(): Promise<ReviewsReadModel> {
  const started = performance.now();
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: {
      product: true,
      rating: true,
      title: true,
      body: true,
      authorName: true,
      locale: true,
      submittedAt: true,
      verifiedPurchase: true,
    },
  });
  const byProduct = new Map<string, ShopReview[]>();
  for (const doc of docs) {
    const productId = typeof doc.product === 'object' ? doc.product?.id : doc.product;
    if (!productId || !isLocaleCode(doc.locale)) continue;
    const reviews = byProduct.get(productId) ?? [];
    reviews.push({
      id: String(doc.id),
      rating: doc.rating,
      title: doc.title,
      body: doc.body,
      authorName: doc.authorName,
      locale: doc.locale,
      submittedAt: doc.submittedAt,
      verifiedPurchase: Boolean(doc.verifiedPurchase),
    });
    byProduct.set(productId, reviews);
  }
  const summaries = new Map(
    [...byProduct].map(([id, reviews]) => [id, summariseRatings(reviews.map((review) => review.rating))]),
  );
  logger.info(
    { reviews: docs.length, products: byProduct.size, ms: Math.round(performance.now() - started) },
    'reviews read model loaded',
  );
  return { byProduct, summaries, shop: summariseRatings(docs.map((doc) => doc.rating)) };
}

const loadAll = invalidatedMemo<'published', ReviewsReadModel>('reviews', 'reviews', readReviews);

/**
 * The published reviews, held in memory (some thousand short texts) and dropped when the backoffice
 * changes a review, as the catalogue's read model is.
 */
export const loadReviews = () => loadAll('published');

export function summaryOf(model: ReviewsReadModel, productId: string): RatingSummary {
  return model.summaries.get(productId) ?? EMPTY_SUMMARY;
}
