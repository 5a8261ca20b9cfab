export { methodNotAllowed } from './proxy-handlers';
export { handleChoose, handleEngagement } from './shop-handlers';
export { TopBanner } from './banner/TopBanner';
export { expectedTopBanners } from './banner/expected-top-banner';
export { engineHandlers } from './engine/engine-handlers';
export { StorefrontRecommendations } from './recommendations/StorefrontRecommendations';
export { recommendationsOnProductPage } from './recommendations/recommendations-on-product-page';
export { classifyPath } from './page-classification';
