import { beforeAll, describe, expect, it } from 'vitest';
import { unitsOnHand } from '@/modules/stock';
import { redemptionsOf, voucherOfCode } from '@/modules/vouchers';
import { integrationPayload } from '@/payload/testing/integration-database';
import { giftCardOf } from './gift-cards';
import { takeReservations } from './order-reservations';
import { releaseAbandonedOrders, type HeldOrder } from './order-state';

const payload = await integrationPayload();
const now = new Date();
const HOLD_MS = 30 * 60_000;
const inADay = new Date(now.getTime() + 86_400_000).toISOString();

beforeAll(async () => {
  await payload.create({ collection: 'stock-items', data: { sku: 'FRAME-LAST', quantity: 1 } });
  await payload.create({
    collection: 'gift-cards',
    data: { code: 'GIFT-ORDER-1', currency: 'EUR', initialBalance: 40, balance: 40, validUntil: inADay },
  });
  await payload.create({
    collection: 'vouchers',
    data: { code: 'ORDER-ONCE', kind: 'newsletter', percentOff: 10, validUntil: inADay, maxRedemptions: 1 },
  });
});

async function heldOrder(orderNumber: string): Promise<HeldOrder> {
  return payload.create({
    collection: 'orders',
    data: {
      orderNumber,
      status: 'awaitingPayment',
      placementKey: `visitor:v|${orderNumber}`,
      accessToken: `token-${orderNumber}`,
      owner: 'visitor:v',
      email: 'ada@example.com',
      locale: 'de-DE',
      currency: 'EUR',
      lines: [],
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: 'Teststraße 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'de',
      },
      shippingMethod: 'standard',
      subtotal: 100,
      discount: 10,
      shipping: 0,
      giftCardAmount: 30,
      total: 90,
      payment: { method: 'card' },
      placedAt: new Date(now.getTime() - HOLD_MS - 60_000).toISOString(),
    },
  });
}

const held = async () => ({
  stock: await unitsOnHand(payload, 'FRAME-LAST'),
  voucherUses: await redemptionsOf(payload, 'ORDER-ONCE'),
  giftCard: await giftCardOf(payload, 'GIFT-ORDER-1', 'EUR', now),
});

describe('an order’s reservations in the database', () => {
  it('go to one of two orders for the last frame at once, and the other takes nothing', async () => {
    const voucher = (await voucherOfCode(payload, 'ORDER-ONCE'))!;
    const needs = {
      stock: [{ sku: 'FRAME-LAST', quantity: 1 }],
      voucher,
      giftCard: { code: 'GIFT-ORDER-1', amount: 30 },
    };
    const orders = [await heldOrder('2030-0001'), await heldOrder('2030-0002')];
    const taken = await Promise.allSettled(orders.map((order) => takeReservations(payload, order, needs)));
    expect(taken.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await held()).toEqual({
      stock: 0,
      voucherUses: 1,
      giftCard: { code: 'GIFT-ORDER-1', balance: 10 },
    });
  });

  it('come back once when the abandoned orders are released', async () => {
    const unpaidAtProvider = async () => false;
    expect(await releaseAbandonedOrders(payload, now, HOLD_MS, unpaidAtProvider)).toBe(2);
    expect(await held()).toEqual({
      stock: 1,
      voucherUses: 0,
      giftCard: { code: 'GIFT-ORDER-1', balance: 40 },
    });
    expect(await releaseAbandonedOrders(payload, now, HOLD_MS, unpaidAtProvider)).toBe(0);
    expect(await held()).toEqual({
      stock: 1,
      voucherUses: 0,
      giftCard: { code: 'GIFT-ORDER-1', balance: 40 },
    });
  });
});
