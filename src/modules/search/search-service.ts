import { listImagePath, loadCatalogue, productPath, type CatalogueProduct } from '@/modules/catalogue';
import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import { searchCatalogue } from './search-index';
import { loadSearchIndex } from './search-store';

/** Longer queries are cut: nobody types more, and it bounds the work one request can cause. */
export const MAX_QUERY_LENGTH = 100;
const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_LINKS = 4;

export interface Suggestion {
  name: string;
  href: string;
}

export interface ProductSuggestion extends Suggestion {
  brand: string;
  image: string;
  price: string;
}

export interface Suggestions {
  query: string;
  products: ProductSuggestion[];
  brands: Suggestion[];
  categories: Suggestion[];
}

export function normaliseQuery(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
}

const brandHref = (id: string) => `/brillen/${id}.html`;
const categoryHref = (ref: string) => `/l/${ref}`;

export interface SearchResults {
  query: string;
  products: CatalogueProduct[];
  brands: Suggestion[];
  categories: Suggestion[];
  partial: boolean;
}

/** Every product, brand and category matching a free-text query, most relevant first. */
export async function searchResults(context: RequestContext, rawQuery: string): Promise<SearchResults> {
  const query = normaliseQuery(rawQuery);
  const [index, catalogue] = await Promise.all([
    loadSearchIndex(context.locale),
    loadCatalogue(context.locale),
  ]);
  const hits = searchCatalogue(index, query);
  return {
    query,
    products: hits.products
      .map((id) => catalogue.byId.get(id))
      .filter((product): product is CatalogueProduct => product !== undefined),
    brands: hits.brands.map((hit) => ({ name: hit.name, href: brandHref(hit.ref) })),
    categories: hits.categories.map((hit) => ({ name: hit.name, href: categoryHref(hit.ref) })),
    partial: hits.partial,
  };
}

/** What the search box offers while the shopper types: products, brands and categories. */
export async function suggest(context: RequestContext, rawQuery: string): Promise<Suggestions> {
  const results = await searchResults(context, rawQuery);
  return {
    query: results.query,
    products: results.products.slice(0, SUGGESTED_PRODUCTS).map((product) => ({
      name: product.name,
      brand: product.brandName,
      href: productPath(product),
      image: listImagePath(product),
      price: formatPrice(product.prices[context.currency].amount, context.currency, context.locale),
    })),
    brands: results.brands.slice(0, SUGGESTED_LINKS),
    categories: results.categories.slice(0, SUGGESTED_LINKS),
  };
}
