import { describe, expect, it } from 'vitest';
import { refundSplit } from './refund-hooks';

describe('refundSplit', () => {
  it('pays back to the payment means first and the rest onto the gift card', () => {
    expect(refundSplit({ total: 150, giftCardAmount: 50 }, 150)).toEqual({ toPayment: 100, toGiftCard: 50 });
    expect(refundSplit({ total: 150, giftCardAmount: 50 }, 80)).toEqual({ toPayment: 80, toGiftCard: 0 });
    expect(refundSplit({ total: 150, giftCardAmount: 50 }, 120.3)).toEqual({
      toPayment: 100,
      toGiftCard: 20.3,
    });
  });

  it('puts everything onto the gift card of an order it paid in full', () => {
    expect(refundSplit({ total: 60, giftCardAmount: 60 }, 60)).toEqual({ toPayment: 0, toGiftCard: 60 });
  });

  it('refuses nothing, negative amounts and more than the total', () => {
    expect(refundSplit({ total: 60, giftCardAmount: 0 }, 0)).toBeUndefined();
    expect(refundSplit({ total: 60, giftCardAmount: 0 }, -5)).toBeUndefined();
    expect(refundSplit({ total: 60, giftCardAmount: 0 }, 60.01)).toBeUndefined();
    expect(refundSplit({ total: 60, giftCardAmount: 0 }, Number.NaN)).toBeUndefined();
  });
});
