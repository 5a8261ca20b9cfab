import { RECOMMENDED_PRODUCTS, type RecommendationStrategy } from '../constants';

/** Where the built-in engine's strategies take their products from (product ids, best first). */
export interface RecommendationSources {
  /** bought most in the country's storefront lately */
  bestsellers(country: string): Promise<string[]>;
  /** the catalogue's own popularity, to fill up a young shop's bestsellers */
  popular(locale: string): Promise<string[]>;
  /** products like this one (same kind and style, other brands) */
  similar(productId: string, locale: string): Promise<string[]>;
  /** what the visitor looked at, newest first */
  recentlyViewed(visitorId: string): Promise<string[]>;
  /** the ids of these products the catalogue has, in the given order */
  existing(productIds: readonly string[], locale: string): Promise<string[]>;
}

export interface RecommendationRequest {
  strategy: RecommendationStrategy;
  /** an editor's own list, for `productList` */
  productIds?: readonly string[];
  country: string;
  locale: string;
  visitorId: string;
  /** the product of the page asking, never recommended to itself */
  viewedProductId?: string;
}

const distinct = (ids: readonly string[], without?: string) =>
  [...new Set(ids)].filter((id) => id !== without).slice(0, RECOMMENDED_PRODUCTS);

/**
 * The products of a recommendation slot: popular in the country (bestsellers, filled up by the catalogue's
 * popularity), similar to the product viewed (or to the last one viewed), recently viewed, or a fixed list.
 */
export async function recommend(
  sources: RecommendationSources,
  request: RecommendationRequest,
): Promise<string[]> {
  const { country, locale, visitorId, viewedProductId: viewed } = request;
  switch (request.strategy) {
    case 'popularInCountry':
      return distinct([...(await sources.bestsellers(country)), ...(await sources.popular(locale))], viewed);
    case 'similarToViewed': {
      const basis = viewed ?? (await sources.recentlyViewed(visitorId))[0];
      return basis ? distinct(await sources.similar(basis, locale), basis) : [];
    }
    case 'recentlyViewed':
      return distinct(await sources.recentlyViewed(visitorId), viewed);
    case 'productList':
      return distinct(await sources.existing(request.productIds ?? [], locale));
  }
}

/** The visitor's viewed products after viewing `productId`: it first, no repeats, at most a slot's worth. */
export const afterView = (viewed: readonly string[], productId: string) =>
  [productId, ...viewed.filter((id) => id !== productId)].slice(0, RECOMMENDED_PRODUCTS);
