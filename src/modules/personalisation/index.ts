export { methodNotAllowed, METHOD_NOT_ALLOWED, BAD_REQUEST, INVALID_JSON } from './proxy-handlers';
export { handleChoose, handleEngagement } from './shop-handlers';
export { TopBanner } from './banner/TopBanner';
export { expectedTopBanners } from './banner/expected-top-banner';
export { CAMPAIGN_SLOTS, PAGE_TYPES, SHELL_TIMEOUT_MS, type CampaignSlot, type PageType } from './constants';
export type { ChooseAnswer, CampaignEntry, TrackingInformation } from './schemas';
export { engineRoutes } from './engine/engine-routes';
export { StorefrontRecommendations } from './recommendations/StorefrontRecommendations';
export { recommendationsOnProductPage } from './recommendations/recommendations-on-product-page';
