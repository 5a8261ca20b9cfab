import type { CurrencyCode } from '@/platform/locale/locales';
import { SHIPPING } from './cart-constants';

const cents = (amount: number) => Math.round(amount * 100);

/** A line's price times its quantity, without float drift. */
export const lineTotal = (unitPrice: number, quantity: number) => (cents(unitPrice) * quantity) / 100;

/**
 * The cart's sums: lines of products the shop no longer sells count for nothing; delivery is free for an
 * empty cart and from the currency's free-delivery amount on.
 */
export function cartTotals(
  lines: ReadonlyArray<{ lineTotal: number; quantity: number; available: boolean }>,
  currency: CurrencyCode,
) {
  const charged = lines.filter((line) => line.available);
  const subtotal = charged.reduce((sum, line) => sum + cents(line.lineTotal), 0) / 100;
  const { cost, freeFrom } = SHIPPING[currency];
  const free = subtotal === 0 || subtotal >= freeFrom;
  const shipping = free ? 0 : cost;
  return {
    itemCount: charged.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping,
    freeShippingIn: free ? 0 : (cents(freeFrom) - cents(subtotal)) / 100,
    total: (cents(subtotal) + cents(shipping)) / 100,
  };
}
