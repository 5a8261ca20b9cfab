import { localeOfCountry, type Country } from '@/platform/locale/locales';
import type { AddressComponent, GeocodingResult, LatLng, LocationType } from './types';

/** Half the height of the viewport around a single point, in degrees (~2 km). */
const VIEWPORT_PADDING = 0.02;

const countryNames = new Map<Country, string>();

/** The country's name in the storefront's language: "Deutschland", "Schweiz", "United Kingdom". */
export function countryName(country: Country): string {
  let name = countryNames.get(country);
  if (!name) {
    name =
      new Intl.DisplayNames([localeOfCountry(country)], { type: 'region' }).of(country.toUpperCase()) ??
      country;
    countryNames.set(country, name);
  }
  return name;
}

export function countryComponent(country: Country): AddressComponent {
  return {
    long_name: countryName(country),
    short_name: country.toUpperCase(),
    types: ['country', 'political'],
  };
}

export function component(name: string, types: string[]): AddressComponent {
  return { long_name: name, short_name: name, types };
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

export function centroid(points: readonly LatLng[]): LatLng {
  const sum = points.reduce((total, point) => ({ lat: total.lat + point.lat, lng: total.lng + point.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: round4(sum.lat / points.length), lng: round4(sum.lng / points.length) };
}

/** The box around the points, widened so that a single point still shows its surroundings. */
export function viewportAround(points: readonly LatLng[]): GeocodingResult['geometry']['viewport'] {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return {
    northeast: {
      lat: round4(Math.max(...lats) + VIEWPORT_PADDING),
      lng: round4(Math.max(...lngs) + VIEWPORT_PADDING),
    },
    southwest: {
      lat: round4(Math.min(...lats) - VIEWPORT_PADDING),
      lng: round4(Math.min(...lngs) - VIEWPORT_PADDING),
    },
  };
}

type Geometry = GeocodingResult['geometry'];

export function geometry(
  locationType: LocationType,
  location: LatLng,
  viewport: Geometry['viewport'],
): Geometry {
  return { location_type: locationType, location, viewport };
}
