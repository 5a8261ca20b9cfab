export { listOwnStores, findOwnStore, type StoreOption } from './own-stores';
export { CONTACT_LENS_EYE_TEST_PRICE } from './commercial-terms';
export {
  CONTACT_LENS_EYE_TEST_PATH,
  CONTACT_LENS_EYE_TEST_SKU,
  isContactLensEyeTest,
} from './eye-test/eye-test-item';
export { createContactLensTestRoute } from './eye-test/contact-lens-test-route';
export {
  geocoder,
  preloadGeocoder,
  sortByDistance,
  type Geocoder,
  type GeocodingResponse,
  type GeocodingResult,
  type LatLng,
} from './geocoder';
export { finderRoute } from './finder/finder-route';
export { opticiansAreaHandler } from './finder/area-route';
export { createOpticianDetailRoute, type OpticianPageExtender } from './finder/detail-route';
export { storeAvailabilityOnProductPage } from './product-page/store-availability-on-product-page';
