import { loadCatalogue, popularProducts, relatedProducts } from '@/modules/catalogue';
import { bestsellingProducts } from '@/modules/checkout';
import { DEFAULT_LOCALE, isCountry, isLocaleCode, localeOfCountry } from '@/platform/locale/locales';
import { sharedTtlCache, type SharedTtlCache } from '@/platform/shared-store/ttl-cache';
import { RECOMMENDED_PRODUCTS } from '../constants';
import { afterView, type RecommendationSources } from './recommendations';

const MINUTE_MS = 60_000;
/** Bestsellers are counted anew every ten minutes (shared by the instances with REDIS_URL). */
const BESTSELLERS_TTL_MS = 10 * MINUTE_MS;
/** A visitor's viewed products are kept for 30 days after the last view. */
const VIEWS_TTL_MS = 30 * 24 * 60 * MINUTE_MS;

let bestsellerCache: SharedTtlCache<string[]> | undefined;
let viewCache: SharedTtlCache<string[]> | undefined;
const bestsellerStore = () =>
  (bestsellerCache ??= sharedTtlCache({ name: 'bestsellers', max: 20, ttlMs: BESTSELLERS_TTL_MS }));
const viewStore = () => (viewCache ??= sharedTtlCache({ name: 'viewed', max: 50_000, ttlMs: VIEWS_TTL_MS }));

const catalogueOf = (locale: string) => loadCatalogue(isLocaleCode(locale) ? locale : DEFAULT_LOCALE);

/** The built-in engine's sources: the shop's orders, its catalogue and the visitors' recent views. */
export const recommendationSources: RecommendationSources = {
  async bestsellers(country) {
    if (!isCountry(country)) return [];
    const cached = await bestsellerStore().get(country);
    if (cached) return cached;
    const ids = (await bestsellingProducts([localeOfCountry(country)], new Date())).slice(
      0,
      RECOMMENDED_PRODUCTS,
    );
    await bestsellerStore().set(country, ids);
    return ids;
  },
  async popular(locale) {
    return popularProducts((await catalogueOf(locale)).products).map((product) => product.id);
  },
  async similar(productId, locale) {
    const catalogue = await catalogueOf(locale);
    const product = catalogue.byId.get(productId);
    return product ? relatedProducts(product, catalogue.products).similar.map((similar) => similar.id) : [];
  },
  async recentlyViewed(visitorId) {
    return (await viewStore().get(visitorId)) ?? [];
  },
  async existing(productIds, locale) {
    const { byId } = await catalogueOf(locale);
    return productIds.filter((id) => byId.has(id));
  },
};

/** Notes that the visitor looked at a product (for "recently viewed" and "similar to viewed"). */
export async function recordProductView(visitorId: string, productId: string): Promise<void> {
  const viewed = (await viewStore().get(visitorId)) ?? [];
  if (viewed[0] === productId) return;
  await viewStore().set(visitorId, afterView(viewed, productId));
}
