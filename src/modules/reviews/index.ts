export { reviewsOnProductPage } from './reviews-on-product-page';
export { reviewsRoute } from './reviews-route';
