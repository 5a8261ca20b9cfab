export { listOwnStores, findOwnStore, type StoreOption } from './own-stores';
export { CONTACT_LENS_EYE_TEST_PRICE } from './commercial-terms';
