import type { CurrencyCode } from '@/platform/locale/locales';

/** Spec §9: the contact-lens eye test costs 19.90 EUR once; the other storefronts' prices in their currency. */
export const CONTACT_LENS_EYE_TEST_PRICE: Record<CurrencyCode, number> = {
  EUR: 19.9,
  CHF: 19.9,
  SEK: 229,
  NOK: 229,
  GBP: 17.9,
};
