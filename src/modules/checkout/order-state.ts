import type { Payload } from 'payload';
import { removeLines } from '@/modules/cart';
import { returnStock, type StockNeed } from '@/modules/stock';
import { releaseVoucher } from '@/modules/vouchers';
import type { Order } from '@/payload/payload-types';
import { sql, updatedAny } from '@/payload/conditional-update';
import { logger } from '@/platform/logging/logger';
import { PAYMENT_WAIT_MS, type OrderStatus } from './checkout-constants';
import type { OrderLine } from './checkout-quote';
import { issueBoughtEyeTests } from './eye-test-orders';
import { creditGiftCard } from './gift-cards';
import { queueOrderConfirmation } from './order-mail';

/** What an order holds until it is paid or given up. */
export interface Reservations {
  stock: StockNeed[];
  voucherCode?: string;
  giftCard?: { code: string; amount: number };
}

/**
 * Moves the order from one state to another in one statement; false when it was no longer in `from`
 * (another request finished it first), so what follows a transition happens once.
 */
const transition = (payload: Payload, order: Pick<Order, 'id'>, from: OrderStatus, to: OrderStatus) =>
  updatedAny(
    payload,
    sql`UPDATE orders SET status = ${to}, updated_at = ${new Date().toISOString()}
      WHERE id = ${order.id} AND status = ${from} RETURNING id`,
  );

/** Gives back the stock, the voucher's use and the gift-card amount an unpaid order held. */
async function releaseReservations(payload: Payload, order: Order): Promise<void> {
  const reservations = (order.reservations ?? { stock: [] }) as unknown as Reservations;
  await returnStock(payload, reservations.stock);
  if (reservations.voucherCode) await releaseVoucher(payload, reservations.voucherCode, order.orderNumber);
  if (reservations.giftCard)
    await creditGiftCard(payload, reservations.giftCard.code, reservations.giftCard.amount);
}

/** The payment went through: the order is paid, its lines leave the cart and the confirmation is mailed. */
export async function settlePaid(payload: Payload, order: Order, reference: string): Promise<Order> {
  if (await transition(payload, order, 'awaitingPayment', 'paid')) {
    const paid = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { paidAt: new Date().toISOString(), payment: { ...order.payment, reference } },
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

/** The order ends unpaid (declined, cancelled, abandoned): what it held is given back once. */
export async function settleUnpaid(
  payload: Payload,
  order: Order,
  status: 'paymentFailed' | 'cancelled',
  reason: string,
): Promise<void> {
  if (!(await transition(payload, order, 'awaitingPayment', status))) return;
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { payment: { ...order.payment, declineReason: reason } },
  });
  await releaseReservations(payload, order);
}

/** Orders left at the provider's page for too long give their stock and voucher back. */
export async function releaseAbandonedOrders(payload: Payload, now: Date): Promise<void> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'awaitingPayment' } },
        { placedAt: { less_than: new Date(now.getTime() - PAYMENT_WAIT_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 50,
  });
  for (const order of docs) {
    await settleUnpaid(payload, order, 'cancelled', 'paymentDeclined:cancelled').catch((error: Error) =>
      logger.warn({ err: error.message, order: order.orderNumber }, 'could not release an abandoned order'),
    );
  }
}
