import {
  GERMAN_ONLY_SERVICES,
  GERMAN_ONLY_TAGS,
  GERMAN_STOREFRONT,
  OPTICIAN_SERVICES,
  OPTICIAN_TAGS,
} from '@/payload/collections/optician-offerings';
import type { Country } from '@/platform/locale/locales';
import { parseBoundingBox, type BoundingBox } from './area';
import type { FinderFilters, FinderSearch } from './search';

export type SearchParams = Record<string, string | string[] | undefined>;

const MAX_QUERY_LENGTH = 100;

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function coordinate(value: string | string[] | undefined, limit: number): number | undefined {
  const number = Number(all(value)[0]);
  return all(value).length > 0 && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/** The services and tags a storefront's finder offers as filters (the German-only ones on de alone). */
export function filterOptions(country: Country): { services: string[]; tags: string[] } {
  const german = country === GERMAN_STOREFRONT;
  const services: string[] = OPTICIAN_SERVICES.map((option) => option.value).filter(
    (value) => german || !GERMAN_ONLY_SERVICES.includes(value),
  );
  return {
    services,
    // A tag that names a service (the eye health check) is offered once, as the service.
    tags: OPTICIAN_TAGS.map((option) => option.value).filter(
      (value) => (german || !GERMAN_ONLY_TAGS.includes(value)) && !services.includes(value),
    ),
  };
}

/**
 * The finder's state from its URL: `q` or `lat`+`lng`, the map's area `bbox` (which, when valid, decides the
 * list), and `service`/`tag` filters; anything else is ignored.
 */
export function parseFinderQuery(
  params: SearchParams,
  country: Country,
): { search: FinderSearch; filters: FinderFilters; query: string; area?: BoundingBox } {
  const query = (all(params.q)[0] ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const lat = coordinate(params.lat, 90);
  const lng = coordinate(params.lng, 180);
  const options = filterOptions(country);
  const filters = {
    services: [...new Set(all(params.service))].filter((value) => options.services.includes(value)),
    tags: [...new Set(all(params.tag))].filter((value) => options.tags.includes(value)),
  };
  const search: FinderSearch = query
    ? { query }
    : lat !== undefined && lng !== undefined
      ? { point: { lat, lng } }
      : undefined;
  const area = parseBoundingBox(all(params.bbox)[0]);
  return area ? { search, filters, query, area } : { search, filters, query };
}
