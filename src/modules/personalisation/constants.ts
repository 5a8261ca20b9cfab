/** Spec §3 "Personalisation request": the page types and campaign slots the shop asks for. */
export const PAGE_TYPES = ['GEO_TARGETING_STORE', 'PAGE_VARIATION'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const CAMPAIGN_SLOTS = [
  'TOP_BANNER_CAMPAIGN',
  'PRODUCT_RECOMMENDATION_ONE',
  'PRODUCT_RECOMMENDATION_TWO',
  'PRODUCT_RECOMMENDATION_THREE',
] as const;

export const RECOMMENDATION_SLOTS = [
  'PRODUCT_RECOMMENDATION_ONE',
  'PRODUCT_RECOMMENDATION_TWO',
  'PRODUCT_RECOMMENDATION_THREE',
] as const;

/** How the built-in engine fills a recommendation slot (a provider has its own strategies). */
export const RECOMMENDATION_STRATEGIES = [
  'popularInCountry',
  'similarToViewed',
  'recentlyViewed',
  'productList',
] as const;
export type RecommendationStrategy = (typeof RECOMMENDATION_STRATEGIES)[number];

/** Products one recommendation slot shows at most. */
export const RECOMMENDED_PRODUCTS = 12;

/** Spec §3 "Personalisation cookies" (named as the Dynamic Yield client names them, so a real provider reads them). */
export const PERSONALISATION_ID_COOKIE = '_dyid';
export const PERSONALISATION_SERVER_ID_COOKIE = '_dyid_server';
export const PERSONALISATION_SESSION_COOKIE = '_dyjsession';

/** Spec §9: the server copy of the id lives a year and is Secure. */
export const SERVER_ID_MAX_AGE_S = 31_536_000;
/** Spec §9: the shell waits at most this long for personalisation. */
export const SHELL_TIMEOUT_MS = 1250;
/** Spec §9: the country personalisation falls back to. */
export const DEFAULT_PERSONALISATION_COUNTRY = 'de';
