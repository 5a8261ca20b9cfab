import type { ProductPageExtender } from '@/modules/catalogue';
import { logger } from '@/platform/logging/logger';
import { markResponseUnshareable } from '@/platform/server/response-status';
import { reviewsStructuredData } from './review-structured-data';
import { productReviews, shopRating } from './reviews-service';
import { ReviewsSection } from './ReviewsSection';

/**
 * The reviews part of a product page: the block with the first page, and the rating for the page's
 * schema.org data. When reviews cannot be loaded the page still renders, with the block's failure
 * message, and is not kept in the shared page cache.
 */
export const reviewsOnProductPage: ProductPageExtender = async (product, context) => {
  try {
    const [reviews, shop] = await Promise.all([productReviews(product.id, context.locale, 1), shopRating()]);
    return {
      section: <ReviewsSection productId={product.id} reviews={reviews} shop={shop} />,
      structuredData: reviewsStructuredData(reviews),
    };
  } catch (error) {
    logger.warn({ err: (error as Error).message, productId: product.id }, 'reviews could not be loaded');
    markResponseUnshareable();
    return { section: <ReviewsSection productId={product.id} reviews={null} shop={null} /> };
  }
};
