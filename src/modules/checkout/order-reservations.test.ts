import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import { execute } from '@payloadcms/drizzle/sqlite';
import type { Payload } from 'payload';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '@/payload/migrations/sqlite';
import { takeReservations } from './order-placement';
import { releaseAbandonedOrders } from './order-state';

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
  payload = { db: { drizzle: db, execute, beginTransaction: async () => null } } as unknown as Payload;
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
