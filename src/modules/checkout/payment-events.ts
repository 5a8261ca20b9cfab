import type { Payload } from 'payload';
import { z } from 'zod/mini';
import { settleLateCapture } from './late-capture';
import { settlePaid, settleUnpaid } from './order-state';
import { orderByNumber } from './order-store';

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

/**
 * Applies a provider's event to its order, idempotently: only an order still waiting for its payment
 * changes state, so a replayed event changes nothing. An authorisation for an order already released is a
 * late capture: taken again if it all is still there, else refunded. Answers the order's status, undefined
 * for an unknown order.
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
    (order.status === 'cancelled' || order.status === 'paymentFailed')
  ) {
    await settleLateCapture(payload, order, event.reference);
  }
  return (await orderByNumber(event.orderNumber))?.status;
}
