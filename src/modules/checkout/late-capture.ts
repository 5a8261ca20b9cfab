import type { Payload } from 'payload';
import { stockNeeds } from '@/modules/stock';
import { voucherOfCode } from '@/modules/vouchers';
import { inTransaction } from '@/payload/conditional-update';
import type { Order } from '@/payload/payload-types';
import { logger } from '@/platform/logging/logger';
import type { OrderLine } from './order-line';
import { ReservationRefused, reserveWithin } from './order-reservations';
import { reopenReleased, settlePaid } from './order-state';
import { paymentProvider } from './payment/providers';

/**
 * What the order says in the backoffice (`payment.declineReason`, "Payment note") of a payment that arrived
 * after the order was released: taken again and paid, refunded, or a refund the provider refused (staff
 * pay it back by hand).
 */
export const LATE_CAPTURE = {
  reserved: 'lateCaptureReserved',
  refunded: 'lateCaptureRefunded',
  refundRefused: 'lateCaptureRefundRefused',
} as const;

/** A late capture settled once already: a replayed event or a second return changes nothing. */
export const lateCaptureSettled = (order: Order) =>
  Object.values(LATE_CAPTURE).some((record) => order.payment.declineReason?.startsWith(record));

/**
 * Takes again what the released order needs (stock, voucher use, gift-card amount), in one transaction with
 * its move back to waiting for payment. `missing`: some of it is gone by now, nothing is taken;
 * `notReleased`: another request got to the order first.
 */
export async function reserveAgain(
  payload: Payload,
  order: Order,
): Promise<'reserved' | 'missing' | 'notReleased'> {
  const voucher = order.voucherCode ? await voucherOfCode(payload, order.voucherCode) : undefined;
  if (order.voucherCode && !voucher) return 'missing';
  try {
    return await inTransaction(payload, async (db) => {
      if (!(await reopenReleased(db, order))) return 'notReleased';
      await reserveWithin(db, order, {
        stock: stockNeeds(order.lines as OrderLine[]),
        voucher,
        giftCard:
          order.giftCardCode && order.giftCardAmount > 0
            ? { code: order.giftCardCode, amount: order.giftCardAmount }
            : undefined,
      });
      return 'reserved';
    });
  } catch (error) {
    if (error instanceof ReservationRefused) return 'missing';
    throw error;
  }
}

async function refund(payload: Payload, order: Order, reference: string): Promise<void> {
  const refund = await paymentProvider().refund({
    paymentReference: reference,
    amount: order.total - (order.giftCardAmount ?? 0),
    currency: order.currency,
    orderNumber: order.orderNumber,
    idempotencyKey: `late-capture-${order.orderNumber}`,
  });
  const record =
    refund.status === 'refunded'
      ? `${LATE_CAPTURE.refunded}:${refund.reference}`
      : `${LATE_CAPTURE.refundRefused}:${refund.message}`;
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { payment: { ...order.payment, reference, declineReason: record.slice(0, 500) } },
  });
  logger.warn({ order: order.orderNumber, refund: refund.status }, 'payment arrived after release: refunded');
}

/**
 * A payment taken after its order was released (the shopper paid at the provider after the hold): when
 * everything the order needs is still there it is taken again and the order is paid (confirmation mail
 * and all), else the money goes back (once per order, by idempotency key). Either way the order says so
 * in the backoffice. Answers the order as it ends.
 */
export async function settleLateCapture(payload: Payload, order: Order, reference: string): Promise<Order> {
  if (lateCaptureSettled(order)) return order;
  const reserved = await reserveAgain(payload, order);
  if (reserved === 'reserved') {
    const note = `${LATE_CAPTURE.reserved}:${reference}`.slice(0, 500);
    const waiting = { ...order, status: 'awaitingPayment' as const };
    logger.warn({ order: order.orderNumber }, 'payment arrived after release: taken again and paid');
    return settlePaid(payload, { ...waiting, payment: { ...order.payment, declineReason: note } }, reference);
  }
  if (reserved === 'missing') await refund(payload, order, reference);
  return payload.findByID({ collection: 'orders', id: order.id, depth: 0 });
}
