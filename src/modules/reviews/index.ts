export { reviewsOnProductPage } from './reviews-on-product-page';
export { reviewsHandler } from './reviews-handlers';
export { featuredReviews, type FeaturedReview } from './reviews-service';
export { StoreReviewCarouselBlockView } from './StoreReviewCarouselBlockView';
