export type {
  AddressComponent,
  Geocoder,
  GeocodingResponse,
  GeocodingResult,
  LatLng,
  LocationType,
  PostalRow,
} from './types';
export { EmbeddedGeocoder } from './embedded-geocoder';
export { HttpGeocoder } from './http-geocoder';
export { createGeocoder, geocoder, preloadGeocoder } from './select-geocoder';
export { haversineKm, sortByDistance } from './distance';
export { encodePostalIndex } from './postal-index-format';
export { POSTAL_INDEX_DIRECTORY } from './postal-index-store';
