import { DEFAULT_SORTING, SORTINGS, type Sorting } from '../constants';
import { FILTER_KEYS, type FilterKey } from './filters';

/** What a list shows: the chosen filter values, price range, sorting and page, all carried in the URL. */
export interface ListQuery {
  filters: Partial<Record<FilterKey, string[]>>;
  priceMin?: number;
  priceMax?: number;
  sort: Sorting;
  page: number;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const VALUE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
const MAX_VALUES = 30;

function valuesOf(raw: string | string[] | undefined): string[] {
  const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((value) =>
    value.split(','),
  );
  return [...new Set(parts.map((value) => value.trim()).filter((value) => VALUE_PATTERN.test(value)))].slice(
    0,
    MAX_VALUES,
  );
}

function amountOf(raw: string | string[] | undefined): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return undefined;
  const amount = Number(value.replace(',', '.'));
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

/**
 * Reads a list's URL parameters; anything malformed is ignored rather than refused, so an edited or stale
 * link still shows a list. Repeated (`shape=round&shape=oval`) and comma-separated values are both read.
 */
export function parseListQuery(params: SearchParams): ListQuery {
  const filters: ListQuery['filters'] = {};
  for (const key of FILTER_KEYS) {
    const values = valuesOf(params[key]);
    if (values.length > 0) filters[key] = values;
  }
  const sortParam = Array.isArray(params.sort) ? params.sort[0] : params.sort;
  const sort = SORTINGS.find((sorting) => sorting === sortParam) ?? DEFAULT_SORTING;
  const pageParam = Number(Array.isArray(params.page) ? params.page[0] : params.page);
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  let priceMin = amountOf(params.priceMin);
  let priceMax = amountOf(params.priceMax);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    filters,
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    sort,
    page,
  };
}

/** The canonical query string of a list state (defaults left out, filters in a fixed order). */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) for (const value of query.filters[key] ?? []) params.append(key, value);
  if (query.priceMin !== undefined) params.set('priceMin', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('priceMax', String(query.priceMax));
  if (query.sort !== DEFAULT_SORTING) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(query: ListQuery): boolean {
  return (
    Object.keys(query.filters).length > 0 || query.priceMin !== undefined || query.priceMax !== undefined
  );
}

/** The same state with one filter value added or removed, back on the first page. */
export function toggleFilter(query: ListQuery, key: FilterKey, value: string): ListQuery {
  const current = query.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const filters = { ...query.filters, [key]: next };
  if (next.length === 0) delete filters[key];
  return { ...query, filters, page: 1 };
}

export function withoutFilters(query: ListQuery): ListQuery {
  return { filters: {}, sort: query.sort, page: 1 };
}
