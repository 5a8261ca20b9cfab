export { reviewsOnProductPage } from './reviews-on-product-page';
export { reviewsHandler } from './reviews-handlers';
export { StoreReviewCarouselBlockView } from './StoreReviewCarouselBlockView';
