import type { CurrencyCode } from '@/platform/locale/locales';

/** The most of one line a cart takes (glasses per configuration, boxes per eye). */
export const MAX_LINE_QUANTITY = 10;
/** The most lines one cart keeps. */
export const MAX_CART_LINES = 30;

/**
 * Standard delivery: what it costs below the free-delivery amount, per storefront currency (the same
 * promise in each: about 4.95 EUR, free from about 49 EUR).
 */
export const SHIPPING: Record<CurrencyCode, { cost: number; freeFrom: number }> = {
  EUR: { cost: 4.95, freeFrom: 49 },
  CHF: { cost: 4.9, freeFrom: 49 },
  SEK: { cost: 49, freeFrom: 499 },
  NOK: { cost: 49, freeFrom: 499 },
  GBP: { cost: 3.95, freeFrom: 40 },
};
