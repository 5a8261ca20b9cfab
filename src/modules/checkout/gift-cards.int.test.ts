import { beforeAll, describe, expect, it } from 'vitest';
import { integrationPayload } from '@/payload/testing/integration-database';
import { creditGiftCard, debitGiftCard, giftCardOf } from './gift-cards';

const payload = await integrationPayload();
const now = new Date();

beforeAll(async () => {
  await payload.create({
    collection: 'gift-cards',
    data: {
      code: 'GIFT-RACE-1',
      currency: 'EUR',
      initialBalance: 50,
      balance: 50,
      validUntil: new Date(now.getTime() + 86_400_000).toISOString(),
    },
  });
});

const balance = async () => {
  const card = await giftCardOf(payload, 'gift-race-1', 'EUR', now);
  return 'balance' in card ? card.balance : card.refusal;
};

describe('a gift card in the database', () => {
  it('pays only one of two orders taking more than half its balance at once', async () => {
    const taken = await Promise.all([
      debitGiftCard(payload, 'GIFT-RACE-1', 30),
      debitGiftCard(payload, 'GIFT-RACE-1', 30),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await balance()).toBe(20);
  });

  it('gets an unpaid order’s amount back, and is refused once empty', async () => {
    expect(await creditGiftCard(payload, 'GIFT-RACE-1', 30)).toBe(true);
    expect(await balance()).toBe(50);
    expect(await debitGiftCard(payload, 'GIFT-RACE-1', 50)).toBe(true);
    expect(await balance()).toBe('giftCardUnusable');
  });
});
