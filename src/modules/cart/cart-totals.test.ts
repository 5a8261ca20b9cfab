import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotal } from './cart-totals';

const line = (amount: number, quantity = 1, available = true, shipped = true) => ({
  lineTotal: lineTotal(amount, quantity),
  quantity,
  available,
  shipped,
});

describe('cart totals', () => {
  it('charges delivery below the free-delivery amount and says how much is missing', () => {
    expect(cartTotals([line(19.9), line(9.95, 2)], 'EUR')).toEqual({
      needsDelivery: true,
      itemCount: 3,
      subtotal: 39.8,
      shipping: 4.95,
      freeShippingIn: 9.2,
      total: 44.75,
    });
  });

  it('delivers free from the amount on, in each currency', () => {
    expect(cartTotals([line(49)], 'EUR')).toMatchObject({ shipping: 0, freeShippingIn: 0, total: 49 });
    expect(cartTotals([line(498)], 'SEK')).toMatchObject({ shipping: 49, freeShippingIn: 1 });
    expect(cartTotals([line(40)], 'GBP')).toMatchObject({ shipping: 0, total: 40 });
  });

  it('charges no delivery for what comes by e-mail alone, and as usual beside a frame', () => {
    expect(cartTotals([line(19.9, 1, true, false)], 'EUR')).toMatchObject({
      needsDelivery: false,
      shipping: 0,
      freeShippingIn: 0,
      total: 19.9,
    });
    expect(cartTotals([line(19.9, 1, true, false), line(20)], 'EUR')).toMatchObject({
      needsDelivery: true,
      shipping: 4.95,
    });
  });

  it('charges nothing for an empty cart or lines no longer sold', () => {
    expect(cartTotals([], 'CHF')).toEqual({
      needsDelivery: false,
      itemCount: 0,
      subtotal: 0,
      shipping: 0,
      freeShippingIn: 0,
      total: 0,
    });
    expect(cartTotals([line(120, 1, false), line(30)], 'EUR')).toMatchObject({
      itemCount: 1,
      subtotal: 30,
      shipping: 4.95,
    });
  });

  it('adds cents without float drift', () => {
    expect(lineTotal(0.1 + 0.2, 3)).toBe(0.9);
    expect(cartTotals([line(0.1), line(0.2)], 'EUR').subtotal).toBe(0.3);
  });
});
