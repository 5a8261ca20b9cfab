import { sortByDistance } from '../geocoder/distance';
import type { LatLng } from '../geocoder/types';
import type { FinderOptician } from './finder-opticians';
import { matchesFilters, type FinderFilters } from './search';

/** The visible area of the map, in degrees; west < east (the finder's countries do not cross the antimeridian). */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Results per page of an area. */
export const AREA_PAGE_SIZE = 20;

const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;

/** `west,south,east,north` as the map reports it; undefined for anything else (a 400 for the endpoint). */
export function parseBoundingBox(raw: string | null | undefined): BoundingBox | undefined {
  const parts = (raw ?? '').split(',');
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part.trim()))) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const longitudes = [west, east].every((lng) => Math.abs(lng) <= 180);
  const latitudes = [south, north].every((lat) => Math.abs(lat) <= 90);
  return longitudes && latitudes && west < east && south < north ? { west, south, east, north } : undefined;
}

/** The box as the URL keeps it (five decimals: about a metre). */
export function formatBoundingBox(box: BoundingBox): string {
  return [box.west, box.south, box.east, box.north].map((value) => Number(value.toFixed(5))).join(',');
}

export function centreOf(box: BoundingBox): LatLng {
  return { lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 };
}

function contains(box: BoundingBox, optician: FinderOptician): boolean {
  return (
    optician.latitude >= box.south &&
    optician.latitude <= box.north &&
    optician.longitude >= box.west &&
    optician.longitude <= box.east
  );
}

export interface AreaPage {
  /** every matching optician in the area, however the map clusters them */
  total: number;
  page: number;
  pageCount: number;
  results: Array<FinderOptician & { distanceKm: number }>;
}

/** The matching opticians inside the box, nearest to its centre first, one page of them (pages from 1). */
export function opticiansInArea(options: {
  opticians: readonly FinderOptician[];
  box: BoundingBox;
  filters: FinderFilters;
  page?: number;
  pageSize?: number;
}): AreaPage {
  const { box, page = 1, pageSize = AREA_PAGE_SIZE } = options;
  const inside = options.opticians.filter(
    (optician) => contains(box, optician) && matchesFilters(optician, options.filters),
  );
  const sorted = sortByDistance(inside, centreOf(box));
  return {
    total: sorted.length,
    page,
    pageCount: Math.max(1, Math.ceil(sorted.length / pageSize)),
    results: sorted.slice((page - 1) * pageSize, page * pageSize),
  };
}
