/** The contact-lens eye test as the basket and orders know it: one voucher per test bought. */
export const CONTACT_LENS_EYE_TEST_SKU = 'EYE-TEST-CL';

export const isContactLensEyeTest = (sku: string) => sku === CONTACT_LENS_EYE_TEST_SKU;

export const CONTACT_LENS_EYE_TEST_PATH = '/kontaktlinsen-test';
