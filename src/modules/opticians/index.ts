export { listOwnStores, findOwnStore, type StoreOption } from './own-stores';
export { CONTACT_LENS_EYE_TEST_PRICE } from './commercial-terms';
export {
  CONTACT_LENS_EYE_TEST_PATH,
  CONTACT_LENS_EYE_TEST_SKU,
  isContactLensEyeTest,
} from './eye-test/eye-test-item';
export { createContactLensTestRoute } from './eye-test/contact-lens-test-page';
export { preloadGeocoder } from './geocoder';
export { finderRoute } from './finder/finder-page';
export { opticiansAreaHandler } from './finder/area-handlers';
export { createOpticianDetailRoute, type OpticianPageExtender } from './finder/detail-page';
export { storeAvailabilityOnProductPage } from './product-page/store-availability-on-product-page';
