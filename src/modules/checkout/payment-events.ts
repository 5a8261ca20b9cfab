import type { Payload } from 'payload';
import { settleLateCapture } from './late-capture';
import type { PaymentEvent } from './payment/payment-event';
import { settlePaid, settleUnpaid } from './order-state';
import { orderByNumber } from './order-store';

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
