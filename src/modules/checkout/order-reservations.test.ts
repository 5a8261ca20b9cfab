import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import { execute } from '@payloadcms/drizzle/sqlite';
import type { Payload } from 'payload';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrations } from '@/payload/migrations/sqlite';
import type { Order } from '@/payload/payload-types';
import type { RefundRequest } from './payment/payment-provider';

/** The provider of a late capture's refund, and Payload's document calls, recorded. */
const recorded = vi.hoisted(() => ({
  refunds: [] as RefundRequest[],
  /** the payments the provider took, by order number */
  charged: new Map<string, string>(),
  updates: [] as Array<{ payment?: { declineReason?: string } }>,
  mails: [] as string[],
}));
vi.mock('./payment/providers', () => ({
  paymentProvider: () => ({
    name: 'stand-in',
    status: async (orderNumber: string) => {
      const reference = recorded.charged.get(orderNumber);
      return reference ? { status: 'authorised', reference } : undefined;
    },
    refund: async (refund: RefundRequest) => {
      recorded.refunds.push(refund);
      return { status: 'refunded', reference: `re_${refund.idempotencyKey}` };
    },
  }),
}));
const documents = vi.hoisted(() => ({
  orders: new Map<number, object>(),
  find: async () => ({ docs: [] }),
  findByID: async ({ id }: { id: number }) => documents.orders.get(id),
  update: async ({ id, data }: { id: number; data: { payment?: { declineReason?: string } } }) => {
    recorded.updates.push(data);
    documents.orders.set(id, { ...documents.orders.get(id), ...data });
    return documents.orders.get(id);
  },
  create: async ({ data }: { data: { subject?: string } }) => {
    recorded.mails.push(String(data.subject));
    return { id: 1 };
  },
  delete: async () => ({ docs: [] }),
}));
vi.mock('@/payload/client', () => ({ payloadClient: async () => documents }));

const { takeReservations } = await import('./order-reservations');
const { releaseAbandonedOrders } = await import('./order-state');
const { LATE_CAPTURE, reserveAgain, settleLateCapture } = await import('./late-capture');
const { startAbandonedOrderJob } = await import('./abandoned-order-job');

const VOUCHER = { code: 'SPRING10', percentOff: 10, validUntil: '2099-01-01', maxRedemptions: 1, rules: {} };
const HOLD_MS = 10 * 60_000;

let directory: string;
let client: Client;
let payload: Payload;

/** The shop's migrated schema, made once and copied for each test. */
beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'order-reservations-'));
  const template = createClient({ url: `file:${path.join(directory, 'schema.db')}` });
  await template.execute('PRAGMA synchronous = OFF');
  for (const migration of migrations) await migration.up({ db: drizzle(template) } as never);
  template.close();
}, 60_000);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

/**
 * A real SQLite file, reached the way Payload's SQLite adapter reaches it (its drizzle instance, its
 * `execute`, and no transactions of its own).
 */
beforeEach(async () => {
  const file = path.join(directory, `shop-${Date.now()}-${Math.random()}.db`);
  copyFileSync(path.join(directory, 'schema.db'), file);
  client = createClient({ url: `file:${file}` });
  const db = drizzle(client);
  payload = {
    ...documents,
    db: { drizzle: db, execute, beginTransaction: async () => null },
  } as unknown as Payload;
  recorded.refunds.length = 0;
  recorded.updates.length = 0;
  recorded.mails.length = 0;
  await client.batch([
    `INSERT INTO stock_items (sku, quantity) VALUES ('FRAME-1', 3), ('FRAME-2', 1)`,
    `INSERT INTO gift_cards (code, currency, initial_balance, balance, valid_until)
      VALUES ('GIFT-1', 'EUR', 50, 50, '2099-01-01')`,
    `INSERT INTO vouchers (code, kind, percent_off, valid_until, max_redemptions)
      VALUES ('SPRING10', 'campaign', 10, '2099-01-01', 1)`,
  ]);
});

afterEach(() => client.close());

async function placedOrder(orderNumber: string, placedAt: Date) {
  const { lastInsertRowid } = await client.execute({
    sql: `INSERT INTO orders (order_number, status, placement_key, access_token, owner, email, locale, currency,
      lines, shipping_address_first_name, shipping_address_last_name, shipping_address_street,
      shipping_address_postal_code, shipping_address_city, shipping_address_country, shipping_method,
      subtotal, discount, shipping, gift_card_amount, total, payment_method, reservations, placed_at)
      VALUES (?, 'awaitingPayment', ?, 'token', 'guest', 'a@example.com', 'de-DE', 'EUR', '[]', 'A', 'B',
      'Street 1', '10115', 'Berlin', 'DE', 'standard', 100, 10, 0, 30, 60, 'paypal', '{"stock":[]}', ?)`,
    args: [orderNumber, `guest|${orderNumber}`, placedAt.toISOString()],
  });
  return { id: Number(lastInsertRowid), orderNumber };
}

async function held() {
  const number = async (query: string) => Number((await client.execute(query)).rows[0]![0]);
  return {
    frame1: await number(`SELECT quantity FROM stock_items WHERE sku = 'FRAME-1'`),
    frame2: await number(`SELECT quantity FROM stock_items WHERE sku = 'FRAME-2'`),
    giftCard: await number(`SELECT balance FROM gift_cards WHERE code = 'GIFT-1'`),
    voucherUses: await number(`SELECT COUNT(*) FROM voucher_redemptions WHERE code = 'SPRING10'`),
  };
}

const notPaidAtProvider = async () => false;
const untouched = { frame1: 3, frame2: 1, giftCard: 50, voucherUses: 0 };
const everything = {
  stock: [
    { sku: 'FRAME-1', quantity: 2 },
    { sku: 'FRAME-2', quantity: 1 },
  ],
  voucher: VOUCHER,
  giftCard: { code: 'GIFT-1', amount: 30 },
};

describe('an order takes its stock, voucher use and gift-card amount in one transaction', () => {
  it('takes all of them and records them on the order', async () => {
    const order = await placedOrder('2611-AAAA', new Date());
    await takeReservations(payload, order, everything);
    expect(await held()).toEqual({ frame1: 1, frame2: 0, giftCard: 20, voucherUses: 1 });
    const { rows } = await client.execute(`SELECT reservations FROM orders WHERE id = ${order.id}`);
    expect(JSON.parse(String(rows[0]!.reservations))).toEqual({
      stock: everything.stock,
      voucherCode: 'SPRING10',
      giftCard: { code: 'GIFT-1', amount: 30 },
    });
  });

  it('leaves stock and voucher untouched when the gift card no longer covers its amount', async () => {
    const order = await placedOrder('2611-BBBB', new Date());
    await expect(
      takeReservations(payload, order, { ...everything, giftCard: { code: 'GIFT-1', amount: 80 } }),
    ).rejects.toMatchObject({ refusal: { reason: 'giftCard' } });
    expect(await held()).toEqual(untouched);
  });

  it('leaves stock, voucher and gift card untouched when the database fails midway', async () => {
    const order = await placedOrder('2611-CCCC', new Date());
    await client.execute(`CREATE TRIGGER orders_fail BEFORE UPDATE OF reservations ON orders
      BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    await expect(takeReservations(payload, order, everything)).rejects.toThrow(
      /UPDATE orders SET reservations/,
    );
    expect(await held()).toEqual(untouched);
  });

  it('refuses the second order for the last unit and its voucher use stays free', async () => {
    await takeReservations(payload, await placedOrder('2611-DDDD', new Date()), {
      stock: [{ sku: 'FRAME-2', quantity: 1 }],
    });
    await expect(
      takeReservations(payload, await placedOrder('2611-EEEE', new Date()), {
        ...everything,
        stock: [{ sku: 'FRAME-2', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ refusal: { reason: 'outOfStock', sku: 'FRAME-2' } });
    expect(await held()).toEqual({ ...untouched, frame2: 0 });
  });
});

describe('the release job', () => {
  it('gives back what an order waiting longer than the hold took, once', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const expired = await placedOrder('2611-FFFF', new Date(now.getTime() - HOLD_MS - 1000));
    const fresh = await placedOrder('2611-GGGG', new Date(now.getTime() - HOLD_MS + 60_000));
    await takeReservations(payload, expired, everything);
    await takeReservations(payload, fresh, { stock: [{ sku: 'FRAME-1', quantity: 1 }] });

    expect(await releaseAbandonedOrders(payload, now, HOLD_MS, notPaidAtProvider)).toBe(1);
    expect(await releaseAbandonedOrders(payload, now, HOLD_MS, notPaidAtProvider)).toBe(0);

    expect(await held()).toEqual({ ...untouched, frame1: 2 });
    const { rows } = await client.execute(
      `SELECT order_number, status, payment_decline_reason FROM orders ORDER BY order_number`,
    );
    expect(rows.map((row) => [row.order_number, row.status, row.payment_decline_reason])).toEqual([
      ['2611-FFFF', 'cancelled', 'paymentDeclined:cancelled'],
      ['2611-GGGG', 'awaitingPayment', null],
    ]);
  });

  it('asks the provider first: an order it was paid for, or cannot say about, keeps what it holds', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const expired = await placedOrder('2611-HHHH', new Date(now.getTime() - HOLD_MS - 1000));
    await takeReservations(payload, expired, everything);
    const asked: string[] = [];
    const paidAfterAll = async (order: { orderNumber: string }) => {
      asked.push(order.orderNumber);
      return true;
    };
    const providerDown = async () => Promise.reject(new Error('provider timed out'));

    expect(await releaseAbandonedOrders(payload, now, HOLD_MS, paidAfterAll)).toBe(0);
    expect(await releaseAbandonedOrders(payload, now, HOLD_MS, providerDown)).toBe(0);

    expect(asked).toEqual(['2611-HHHH']);
    expect(await held()).toEqual({ frame1: 1, frame2: 0, giftCard: 20, voucherUses: 1 });
  });
});

/** The order as Payload reads it, for an order of the test database holding `everything` but the voucher. */
function orderOf(held: { id: number; orderNumber: string }, status: Order['status']): Order {
  const order = {
    ...held,
    status,
    email: 'a@example.com',
    owner: 'guest',
    locale: 'de-DE',
    currency: 'EUR',
    accessToken: 'token',
    lines: everything.stock.map(({ sku, quantity }) => ({
      sku,
      quantity,
      name: sku,
      variant: '',
      details: [],
    })),
    shippingAddress: {
      firstName: 'A',
      lastName: 'B',
      street: 'Street 1',
      postalCode: '10115',
      city: 'Berlin',
    },
    total: 60,
    giftCardAmount: 30,
    giftCardCode: 'GIFT-1',
    payment: { method: 'card', reference: 'pay_1' },
  } as unknown as Order;
  documents.orders.set(order.id, order);
  return order;
}

const needsButVoucher = { stock: everything.stock, giftCard: everything.giftCard };
const statusOf = async (order: { id: number }) =>
  (await client.execute(`SELECT status FROM orders WHERE id = ${order.id}`)).rows[0]!.status;

describe('a payment the provider took though its answer timed out (the order kept what it holds)', () => {
  it("ends paid at the release job's reconciliation with the provider, not released", async () => {
    const order = await placedOrder('2611-TIMEOUT9', new Date(Date.now() - HOLD_MS - 1000));
    await takeReservations(payload, order, needsButVoucher);
    orderOf(order, 'awaitingPayment');
    recorded.charged.set(order.orderNumber, 'pay_charged');
    const stop = startAbandonedOrderJob(payload, HOLD_MS, 60_000);
    try {
      // the confirmation mail is the last step of settling it paid
      await vi.waitFor(() => expect(recorded.mails).toEqual(['Ihre Bestellung 2611-TIMEOUT9']), {
        timeout: 5_000,
      });
    } finally {
      stop();
    }
    expect(await statusOf(order)).toBe('paid');
    expect(await held()).toEqual({ frame1: 1, frame2: 0, giftCard: 20, voucherUses: 0 });
  });
});

describe('a payment that arrives after its order was released (a late capture)', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  async function releasedOrder(orderNumber: string) {
    const order = await placedOrder(orderNumber, new Date(now.getTime() - HOLD_MS - 1000));
    await takeReservations(payload, order, needsButVoucher);
    expect(await releaseAbandonedOrders(payload, now, HOLD_MS, notPaidAtProvider)).toBe(1);
    expect(await held()).toEqual(untouched);
    return orderOf(order, 'cancelled');
  }

  it('takes the stock and gift-card amount again when they are still there, and the order is paid', async () => {
    const order = await releasedOrder('2611-LATE0001');
    await settleLateCapture(payload, order, 'pay_late');
    expect(await held()).toEqual({ frame1: 1, frame2: 0, giftCard: 20, voucherUses: 0 });
    expect(await statusOf(order)).toBe('paid');
    expect(recorded.refunds).toEqual([]);
    expect(recorded.updates.at(-1)?.payment?.declineReason).toBe(`${LATE_CAPTURE.reserved}:pay_late`);
    expect(recorded.mails).toEqual(['Ihre Bestellung 2611-LATE0001']);
  });

  it('refunds the payment once when the stock is gone, takes nothing, and notes the refund', async () => {
    const order = await releasedOrder('2611-LATE0002');
    await client.execute(`UPDATE stock_items SET quantity = 0 WHERE sku = 'FRAME-2'`);
    await settleLateCapture(payload, order, 'pay_late');
    expect(await held()).toEqual({ ...untouched, frame2: 0 });
    expect(await statusOf(order)).toBe('cancelled');
    expect(recorded.refunds).toEqual([
      expect.objectContaining({
        paymentReference: 'pay_late',
        amount: 30,
        idempotencyKey: 'late-capture-2611-LATE0002',
      }),
    ]);
    const note = recorded.updates.at(-1)?.payment?.declineReason;
    expect(note).toBe(`${LATE_CAPTURE.refunded}:re_late-capture-2611-LATE0002`);

    // the event again, on the order as it is now: nothing more is refunded or taken
    const noted = { ...order, payment: { ...order.payment, declineReason: note } } as Order;
    await settleLateCapture(payload, noted, 'pay_late');
    expect(recorded.refunds).toHaveLength(1);
    expect(await held()).toEqual({ ...untouched, frame2: 0 });
  });

  it('takes nothing for an order that was not released, and one of two events at once takes it again', async () => {
    const waiting = await placedOrder('2611-LATE0003', now);
    expect(await reserveAgain(payload, orderOf(waiting, 'awaitingPayment'))).toBe('notReleased');
    expect(await held()).toEqual(untouched);

    const order = await releasedOrder('2611-LATE0004');
    expect(await Promise.all([reserveAgain(payload, order), reserveAgain(payload, order)])).toEqual(
      expect.arrayContaining(['reserved', 'notReleased']),
    );
    expect(await held()).toEqual({ frame1: 1, frame2: 0, giftCard: 20, voucherUses: 0 });
  });
});
