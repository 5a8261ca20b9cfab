import type { Payload } from 'payload';
import { z } from 'zod/mini';
import { logger } from '@/platform/logging/logger';
import { settlePaid, settleUnpaid } from './order-state';
import { orderByNumber } from './order-store';
import { paymentProvider } from './payment/providers';

/** What a provider's webhook says of an order's payment. */
export const paymentEventSchema = z.discriminatedUnion('status', [
  z.object({
    orderNumber: z.string().check(z.minLength(1), z.maxLength(40)),
    status: z.literal('authorised'),
    reference: z.string().check(z.minLength(1), z.maxLength(500)),
  }),
  z.object({
    orderNumber: z.string().check(z.minLength(1), z.maxLength(40)),
    status: z.literal('declined'),
    reference: z.string().check(z.minLength(1), z.maxLength(500)),
    reason: z.enum(['cardDeclined', 'insufficientFunds', 'authenticationFailed', 'cancelled']),
  }),
]);
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** The record on an order that was given up before its payment arrived and had it refunded. */
export const LATE_CAPTURE_REFUNDED = 'lateCaptureRefunded';

/**
 * A payment taken after its order was released: the goods may be gone, so the money goes back (once per
 * order, by idempotency key) and the order says so in the backoffice (`payment.declineReason`).
 */
async function refundLateCapture(payload: Payload, event: PaymentEvent & { status: 'authorised' }) {
  const order = (await orderByNumber(event.orderNumber))!;
  const refund = await paymentProvider().refund({
    paymentReference: event.reference,
    amount: order.total - (order.giftCardAmount ?? 0),
    currency: order.currency,
    orderNumber: order.orderNumber,
    idempotencyKey: `late-capture-${order.orderNumber}`,
  });
  const record =
    refund.status === 'refunded'
      ? `${LATE_CAPTURE_REFUNDED}:${refund.reference}`
      : `lateCaptureRefundRefused:${refund.message}`;
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { payment: { ...order.payment, reference: event.reference, declineReason: record.slice(0, 500) } },
  });
  logger.warn({ order: order.orderNumber, refund: refund.status }, 'payment arrived after release: refunded');
}

/**
 * Applies a provider's event to its order, idempotently: only an order still waiting for its payment
 * changes state, so a replayed event changes nothing. An authorisation for an order already released is a
 * late capture and is refunded. Answers the order's status, undefined for an unknown order.
 */
export async function applyPaymentEvent(payload: Payload, event: PaymentEvent): Promise<string | undefined> {
  const order = await orderByNumber(event.orderNumber);
  if (!order) return undefined;
  if (order.status === 'awaitingPayment' && event.status === 'authorised') {
    return (await settlePaid(payload, order, event.reference)).status;
  }
  if (order.status === 'awaitingPayment' && event.status === 'declined') {
    await settleUnpaid(payload, order, 'paymentFailed', `paymentDeclined:${event.reason}`);
  } else if (
    event.status === 'authorised' &&
    (order.status === 'cancelled' || order.status === 'paymentFailed') &&
    !order.payment.declineReason?.startsWith('lateCapture')
  ) {
    await refundLateCapture(payload, event);
  }
  return (await orderByNumber(event.orderNumber))?.status;
}
