import type { Country } from '@/platform/locale/locales';

/** Spec §3 "Geocoding result": the Google-like shape every geocoder of the shop answers in. */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** APPROXIMATE marks town and postcode centroids; the others come from an address-level provider. */
export type LocationType = 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'GEOMETRIC_CENTER' | 'APPROXIMATE';

export interface GeocodingResult {
  formatted_address: string;
  types: string[];
  address_components: AddressComponent[];
  geometry: {
    location_type: LocationType;
    location: LatLng;
    viewport: { northeast: LatLng; southwest: LatLng };
  };
}

export interface GeocodingResponse {
  results: GeocodingResult[];
  status: 'OK' | 'ZERO_RESULTS';
}

/** Resolves an address, postcode or town, always within the storefront's country. */
export interface Geocoder {
  /** Rejects when the geocoding service cannot answer; an unknown place is `ZERO_RESULTS`. */
  geocode(query: string, country: Country): Promise<GeocodingResponse>;
}

/** One postcode–place pair of the embedded index (GeoNames postal codes and the French town list). */
export interface PostalRow {
  postcode: string;
  place: string;
  /** the region a resident names the place by: state, canton, province, county */
  admin: string;
  lat: number;
  lng: number;
}

export function zeroResults(): GeocodingResponse {
  return { results: [], status: 'ZERO_RESULTS' };
}
