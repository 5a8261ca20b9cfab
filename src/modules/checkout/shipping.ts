import { SHIPPING } from '@/modules/cart';
import type { CurrencyCode } from '@/platform/locale/locales';
import type { ShippingMethod } from './checkout-constants';

/** Express delivery's price per currency (standard delivery is the cart's: free from an amount). */
const EXPRESS: Record<CurrencyCode, number> = { EUR: 9.95, CHF: 9.9, SEK: 99, NOK: 99, GBP: 8.95 };

/** Working days from the order to the door. */
export const DELIVERY_DAYS: Record<ShippingMethod, { from: number; to: number }> = {
  standard: { from: 2, to: 4 },
  express: { from: 1, to: 2 },
};

/** Nothing to send (an eye-test voucher comes by e-mail) costs no delivery, whichever method. */
export function shippingCost(
  method: ShippingMethod,
  subtotal: number,
  currency: CurrencyCode,
  needsDelivery = true,
): number {
  if (!needsDelivery) return 0;
  if (method === 'express') return EXPRESS[currency];
  const { cost, freeFrom } = SHIPPING[currency];
  return subtotal === 0 || subtotal >= freeFrom ? 0 : cost;
}
