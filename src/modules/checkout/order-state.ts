import type { Payload } from 'payload';
import { removeLines } from '@/modules/cart';
import { returnStock, type StockNeed } from '@/modules/stock';
import { releaseVoucher } from '@/modules/vouchers';
import type { Order } from '@/payload/payload-types';
import { inTransaction, rowsOf, sql, updatedAny, type Database } from '@/payload/conditional-update';
import { logger } from '@/platform/logging/logger';
import type { OrderStatus } from './checkout-constants';
import type { OrderLine } from './order-line';
import { issueBoughtEyeTests } from './eye-test-orders';
import { creditGiftCard } from './gift-cards';
import { queueOrderConfirmation } from './order-mail';

/** What an order holds until it is paid or given up. */
export interface Reservations {
  stock: StockNeed[];
  voucherCode?: string;
  giftCard?: { code: string; amount: number };
}

/** An order as far as taking and giving back its reservations needs it. */
export type HeldOrder = Pick<Order, 'id' | 'orderNumber'>;

/**
 * Moves the order from one state to another in one statement; false when it was no longer in `from`
 * (another request finished it first), so what follows a transition happens once.
 */
const transition = (db: Database, order: Pick<Order, 'id'>, from: OrderStatus, to: OrderStatus) =>
  updatedAny(
    db,
    sql`UPDATE orders SET status = ${to}, updated_at = ${new Date().toISOString()}
      WHERE id = ${order.id} AND status = ${from} RETURNING id`,
  );

/**
 * A released order (cancelled or failed) waits for its payment again: the first step of taking a payment
 * that arrived after the release. False when it is not in that state any more.
 */
export const reopenReleased = async (db: Database, order: Pick<Order, 'id' | 'status'>) =>
  (order.status === 'cancelled' || order.status === 'paymentFailed') &&
  transition(db, order, order.status, 'awaitingPayment');

/** The reservations column: JSON text on SQLite, already parsed from jsonb on PostgreSQL. */
async function reservationsOf(db: Database, order: HeldOrder): Promise<Reservations> {
  const [row] = await rowsOf<{ reservations: string | Reservations | null }>(
    db,
    sql`SELECT reservations FROM orders WHERE id = ${order.id}`,
  );
  const stored = row?.reservations;
  if (!stored) return { stock: [] };
  return typeof stored === 'string' ? (JSON.parse(stored) as Reservations) : stored;
}

export async function recordReservations(db: Database, order: HeldOrder, reservations: Reservations) {
  await rowsOf(
    db,
    sql`UPDATE orders SET reservations = ${JSON.stringify(reservations)}, updated_at = ${new Date().toISOString()}
      WHERE id = ${order.id}`,
  );
}

/** Gives back the stock, the voucher's use and the gift-card amount an unpaid order held. */
async function releaseReservations(db: Database, order: HeldOrder): Promise<void> {
  const reservations = await reservationsOf(db, order);
  await returnStock(db, reservations.stock);
  if (reservations.voucherCode) await releaseVoucher(db, reservations.voucherCode, order.orderNumber);
  if (reservations.giftCard)
    await creditGiftCard(db, reservations.giftCard.code, reservations.giftCard.amount);
}

/** The payment went through: the order is paid, its lines leave the cart and the confirmation is mailed. */
export async function settlePaid(payload: Payload, order: Order, reference: string): Promise<Order> {
  if (await transition(payload, order, 'awaitingPayment', 'paid')) {
    const paid = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { paidAt: new Date().toISOString(), payment: { ...order.payment, reference } },
      depth: 0,
    });
    await removeLines(
      order.owner,
      (order.lines as OrderLine[]).map((line) => line.cartLineId),
    );
    await queueOrderConfirmation(payload, paid);
    await issueBoughtEyeTests(payload, paid);
    return paid;
  }
  return payload.findByID({ collection: 'orders', id: order.id, depth: 0 });
}

/**
 * The order ends unpaid (declined, cancelled, abandoned): in one transaction with its new state, what it
 * held is given back, once. False when another request ended it first.
 */
export function settleUnpaid(
  payload: Payload,
  order: HeldOrder,
  status: 'paymentFailed' | 'cancelled',
  reason: string,
): Promise<boolean> {
  return inTransaction(payload, async (db) => {
    if (!(await transition(db, order, 'awaitingPayment', status))) return false;
    await rowsOf(db, sql`UPDATE orders SET payment_decline_reason = ${reason} WHERE id = ${order.id}`);
    await releaseReservations(db, order);
    return true;
  });
}

/**
 * Orders left at the provider's page for longer than the hold give their stock, voucher and gift card
 * back, once the provider has been asked: `settledAtProvider` settles an order the provider was paid for
 * after all (true). An order the provider cannot be asked about keeps what it holds until a later round.
 */
export async function releaseAbandonedOrders(
  payload: Payload,
  now: Date,
  holdMs: number,
  settledAtProvider: (order: HeldOrder) => Promise<boolean>,
): Promise<number> {
  const abandoned = await rowsOf<{ id: number; order_number: string }>(
    payload,
    sql`SELECT id, order_number FROM orders WHERE status = ${'awaitingPayment'}
      AND placed_at < ${new Date(now.getTime() - holdMs).toISOString()} ORDER BY placed_at LIMIT 50`,
  );
  let released = 0;
  for (const { id, order_number: orderNumber } of abandoned) {
    const order = { id: Number(id), orderNumber };
    try {
      if (await settledAtProvider(order)) continue;
      if (await settleUnpaid(payload, order, 'cancelled', 'paymentDeclined:cancelled')) released += 1;
    } catch (error) {
      logger.warn({ err: (error as Error).message, order: orderNumber }, 'abandoned order not released yet');
    }
  }
  return released;
}
