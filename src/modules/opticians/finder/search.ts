import type { Country } from '@/platform/locale/locales';
import { sortByDistance } from '../geocoder/distance';
import type { Geocoder, LatLng } from '../geocoder/types';
import type { FinderOptician } from './finder-opticians';

/** Opticians further than this from the searched place are not "near" it. */
export const SEARCH_RADIUS_KM = 50;
export const MAX_RESULTS = 20;

export interface FinderFilters {
  services: string[];
  tags: string[];
}

export type FinderSearch = { query: string } | { point: LatLng } | undefined;

export type FinderOutcome =
  | { status: 'all'; results: Array<FinderOptician & { distanceKm?: number }> }
  | { status: 'found'; place: string; point: LatLng; results: Array<FinderOptician & { distanceKm: number }> }
  /** the visible area of the map decides: every optician in it, nearest to its centre first */
  | { status: 'area'; total: number; results: Array<FinderOptician & { distanceKm: number }> }
  /** spec §7: the search events' result values */
  | { status: 'no_address_found'; results: [] }
  | { status: 'no_store_found'; place: string; point: LatLng; results: [] };

export function matchesFilters(optician: FinderOptician, filters: FinderFilters): boolean {
  return (
    filters.services.every((service) => optician.services.includes(service)) &&
    filters.tags.every((tag) => optician.tags.includes(tag))
  );
}

/**
 * The finder's answer: without a search every matching optician of the storefront; with one, those within
 * the radius of the place, nearest first. The geocoder only ever looks within the storefront's country.
 */
export async function searchOpticians(options: {
  opticians: FinderOptician[];
  search: FinderSearch;
  filters: FinderFilters;
  country: Country;
  geocoder: Geocoder;
}): Promise<FinderOutcome> {
  const candidates = options.opticians.filter((optician) => matchesFilters(optician, options.filters));
  if (!options.search) return { status: 'all', results: candidates };

  let point: LatLng;
  let place: string;
  if ('point' in options.search) {
    point = options.search.point;
    place = '';
  } else {
    const answer = await options.geocoder.geocode(options.search.query, options.country);
    const best = answer.results[0];
    if (!best) return { status: 'no_address_found', results: [] };
    point = best.geometry.location;
    place = best.formatted_address;
  }
  const near = sortByDistance(candidates, point)
    .filter((optician) => optician.distanceKm <= SEARCH_RADIUS_KM)
    .slice(0, MAX_RESULTS);
  return near.length > 0
    ? { status: 'found', place, point, results: near }
    : { status: 'no_store_found', place, point, results: [] };
}
