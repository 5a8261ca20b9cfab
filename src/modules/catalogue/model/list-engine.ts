import type { Currency, Sorting } from '../constants';
import { FILTER_KEYS, FILTERS, type FilterKey } from './filters';
import type { ListQuery } from './list-query';
import type { CatalogueProduct } from './product';

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface ListResult {
  total: number;
  page: number;
  pageCount: number;
  products: CatalogueProduct[];
  /** per group, each value with the count the list would have if it were added (other groups applied) */
  facets: Partial<Record<FilterKey, FacetValue[]>>;
  /** the price span of the list before the price filter, for the range inputs */
  priceSpan: { min: number; max: number };
}

const priceIn = (product: CatalogueProduct, currency: Currency) => product.prices[currency].amount;

const COMPARATORS: Record<
  Sorting,
  (currency: Currency) => (a: CatalogueProduct, b: CatalogueProduct) => number
> = {
  'price-asc': (currency) => (a, b) =>
    priceIn(a, currency) - priceIn(b, currency) || a.id.localeCompare(b.id),
  'price-desc': (currency) => (a, b) =>
    priceIn(b, currency) - priceIn(a, currency) || a.id.localeCompare(b.id),
  'popularity-desc': () => (a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id),
  'arrivalDate-desc': () => (a, b) => b.arrival - a.arrival || a.id.localeCompare(b.id),
};

export function sortProducts(
  products: CatalogueProduct[],
  sort: Sorting,
  currency: Currency,
): CatalogueProduct[] {
  return [...products].sort(COMPARATORS[sort](currency));
}

function matchesGroup(product: CatalogueProduct, key: FilterKey, selected: readonly string[]): boolean {
  const values = FILTERS[key].valuesOf(product);
  return selected.some((value) => values.includes(value));
}

function matchesPrice(product: CatalogueProduct, query: ListQuery, currency: Currency): boolean {
  const price = priceIn(product, currency);
  return (
    (query.priceMin === undefined || price >= query.priceMin) &&
    (query.priceMax === undefined || price <= query.priceMax)
  );
}

/** Products matching every selected group except `except` (disjunctive faceting: values of one group OR). */
function matchingExcept(
  products: readonly CatalogueProduct[],
  query: ListQuery,
  currency: Currency,
  except?: FilterKey,
): CatalogueProduct[] {
  const active = FILTER_KEYS.filter((key) => key !== except && (query.filters[key]?.length ?? 0) > 0);
  return products.filter(
    (product) =>
      matchesPrice(product, query, currency) &&
      active.every((key) => matchesGroup(product, key, query.filters[key]!)),
  );
}

function facetOf(key: FilterKey, candidates: CatalogueProduct[], selected: readonly string[]): FacetValue[] {
  const counts = new Map<string, number>();
  for (const product of candidates) {
    for (const value of FILTERS[key].valuesOf(product)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  const order = FILTERS[key].order;
  const values = [...counts.keys()];
  const sorted = order
    ? values.sort((a, b) => order.indexOf(a) - order.indexOf(b))
    : values.sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return sorted.map((value) => ({
    value,
    count: counts.get(value) ?? 0,
    selected: selected.includes(value),
  }));
}

/**
 * Filters, facets, sorts and pages the products of a list. A group with fewer than two values in the whole
 * list is left out of the facets (nothing to choose), unless one of its values is selected.
 */
export function runList(
  scope: readonly CatalogueProduct[],
  query: ListQuery,
  currency: Currency,
  pageSize: number,
): ListResult {
  const matching = matchingExcept(scope, query, currency);
  const facets: ListResult['facets'] = {};
  for (const key of FILTER_KEYS) {
    const selected = query.filters[key] ?? [];
    const facet = facetOf(key, matchingExcept(scope, query, currency, key), selected);
    const available = new Set(scope.flatMap((product) => FILTERS[key].valuesOf(product)));
    if (available.size >= 2 || selected.length > 0) facets[key] = facet;
  }
  const withoutPrice = matchingExcept(
    scope,
    { ...query, priceMin: undefined, priceMax: undefined },
    currency,
  );
  const prices = withoutPrice.map((product) => priceIn(product, currency));
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(query.page, pageCount);
  const sorted = sortProducts(matching, query.sort, currency);
  return {
    total: matching.length,
    page,
    pageCount,
    products: sorted.slice((page - 1) * pageSize, page * pageSize),
    facets,
    priceSpan: {
      min: prices.length > 0 ? Math.floor(Math.min(...prices)) : 0,
      max: prices.length > 0 ? Math.ceil(Math.max(...prices)) : 0,
    },
  };
}
