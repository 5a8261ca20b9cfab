import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { giftCardOf } from './gift-cards';

const now = new Date('2026-11-28T10:00:00Z');
const card = { code: 'GIFT-1234', currency: 'EUR', balance: 50, validUntil: '2027-11-28T00:00:00Z' };
const storeWith = (...cards: (typeof card)[]) =>
  ({ find: async () => ({ docs: cards }) }) as unknown as Payload;

describe('a gift-card code', () => {
  it('pays with its balance when usable', async () => {
    expect(await giftCardOf(storeWith(card), ' gift-1234 ', 'EUR', now)).toEqual({
      code: 'GIFT-1234',
      balance: 50,
    });
  });

  it('is refused alike when unknown, expired or used up, so trying codes tells nothing', async () => {
    const refusals = await Promise.all([
      giftCardOf(storeWith(), 'GIFT-0000', 'EUR', now),
      giftCardOf(storeWith({ ...card, validUntil: '2026-11-27T00:00:00Z' }), 'GIFT-1234', 'EUR', now),
      giftCardOf(storeWith({ ...card, balance: 0 }), 'GIFT-1234', 'EUR', now),
    ]);
    expect(refusals).toEqual(Array(3).fill({ refusal: 'giftCardUnusable' }));
  });
});
