import type { CollectionBeforeChangeHook, Payload } from 'payload';
import type { Order, ReturnRequest } from '@/payload/payload-types';
import { sql, updatedAny } from '@/payload/conditional-update';
import { staffError } from '@/payload/staff-error';
import { logger } from '@/platform/logging/logger';
import { difference } from '@/platform/money/amounts';
import { creditGiftCard } from './gift-cards';
import { queueRefundMail } from './order-mail';
import { paymentProvider } from './payment/providers';

export interface RefundSplit {
  toPayment: number;
  toGiftCard: number;
}

/**
 * Where a refund of `amount` goes: back to the means the shopper paid with first, the rest onto the gift
 * card that paid part of the order. Undefined when the amount is not between 0 and the order's total.
 */
export function refundSplit(
  order: Pick<Order, 'total' | 'giftCardAmount'>,
  amount: number,
): RefundSplit | undefined {
  if (!Number.isFinite(amount) || amount <= 0 || amount > order.total) return undefined;
  const paid = difference(order.total, order.giftCardAmount);
  const toPayment = Math.min(amount, paid);
  return { toPayment, toGiftCard: difference(amount, toPayment) };
}

async function payBack(payload: Payload, order: Order, returnId: number | string, split: RefundSplit) {
  let reference: string | undefined;
  if (split.toPayment > 0) {
    if (!order.payment.reference)
      throw staffError(`Order ${order.orderNumber} has no payment to refund.`, 409);
    const outcome = await paymentProvider()
      .refund({
        paymentReference: order.payment.reference,
        amount: split.toPayment,
        currency: order.currency,
        orderNumber: order.orderNumber,
        idempotencyKey: `return-${returnId}`,
      })
      .catch((error: Error) => {
        logger.warn(
          { orderNumber: order.orderNumber, err: error.message },
          'refund not reached the provider',
        );
        throw staffError(
          'The payment provider cannot be reached. Please try the refund again in a few minutes.',
          503,
        );
      });
    if (outcome.status === 'refused') {
      throw staffError(`The payment provider refused the refund: ${outcome.message}`, 409);
    }
    reference = outcome.reference;
  }
  if (split.toGiftCard > 0 && order.giftCardCode) {
    await creditGiftCard(payload, order.giftCardCode, split.toGiftCard);
  }
  return reference;
}

/**
 * Marks the return as being refunded in one conditional statement, so of two members of staff saving
 * "refunded" at once only one pays back; false when it has been refunded already.
 */
const claimRefund = (payload: Payload, returnId: number | string, at: string) =>
  updatedAny(
    payload,
    sql`UPDATE return_requests SET refunded_at = ${at} WHERE id = ${returnId} AND refunded_at IS NULL RETURNING id`,
  );

const releaseRefundClaim = (payload: Payload, returnId: number | string) =>
  updatedAny(payload, sql`UPDATE return_requests SET refunded_at = NULL WHERE id = ${returnId} RETURNING id`);

/**
 * A return set to refunded in the backoffice pays the refund amount (the order's total when left empty)
 * back through the payment provider and onto the gift card, records the provider's reference and mails
 * the customer. A refusal or an unreachable provider leaves the return unchanged with the reason shown.
 */
export const refundOnReturn: CollectionBeforeChangeHook<ReturnRequest> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (data.status !== 'refunded' || originalDoc?.status === 'refunded' || !originalDoc) return data;
  const orderId = typeof originalDoc.order === 'object' ? originalDoc.order.id : originalDoc.order;
  const order = await req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, req });
  const amount = data.refundAmount ?? order.total;
  const split = refundSplit(order, amount);
  if (!split) {
    throw staffError(
      `The refund must be more than 0 and at most the order's total of ${order.total.toFixed(2)}.`,
      400,
    );
  }
  const refundedAt = new Date().toISOString();
  if (!(await claimRefund(req.payload, originalDoc.id, refundedAt))) {
    throw staffError(`The return of order ${order.orderNumber} has already been refunded.`, 409);
  }
  const refundReference = await payBack(req.payload, order, originalDoc.id, split).catch(
    async (error: unknown) => {
      await releaseRefundClaim(req.payload, originalDoc.id);
      throw error;
    },
  );
  await queueRefundMail(req.payload, order, amount);
  logger.info({ orderNumber: order.orderNumber, ...split }, 'return refunded');
  return { ...data, refundAmount: amount, refundReference, refundedAt };
};
