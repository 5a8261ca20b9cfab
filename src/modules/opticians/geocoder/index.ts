export type { LatLng, PostalRow } from './types';
export { EmbeddedGeocoder } from './embedded-geocoder';
export { preloadGeocoder } from './select-geocoder';
export { haversineKm, sortByDistance } from './distance';
export { encodePostalIndex } from './postal-index-format';
export { POSTAL_INDEX_DIRECTORY } from './postal-index-store';
