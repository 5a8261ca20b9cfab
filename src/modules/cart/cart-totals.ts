import type { CurrencyCode } from '@/platform/locale/locales';
import { difference, sumOf, timesQuantity } from '@/platform/money/amounts';
import { SHIPPING } from './cart-constants';

/** A line's price times its quantity. */
export const lineTotal = timesQuantity;

/**
 * The cart's sums: lines of products the shop no longer sells count for nothing; delivery is free for an
 * empty cart, for one with nothing to send (an eye-test voucher comes by e-mail) and from the currency's
 * free-delivery amount on.
 */
export function cartTotals(
  lines: ReadonlyArray<{ lineTotal: number; quantity: number; available: boolean; shipped: boolean }>,
  currency: CurrencyCode,
) {
  const charged = lines.filter((line) => line.available);
  const subtotal = sumOf(charged.map((line) => line.lineTotal));
  const needsDelivery = charged.some((line) => line.shipped);
  const { cost, freeFrom } = SHIPPING[currency];
  const free = !needsDelivery || subtotal >= freeFrom;
  const shipping = free ? 0 : cost;
  return {
    needsDelivery,
    itemCount: charged.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping,
    freeShippingIn: free ? 0 : difference(freeFrom, subtotal),
    total: sumOf([subtotal, shipping]),
  };
}
