import type { Payload } from 'payload';
import type { Order } from '@/payload/payload-types';
import { RETURN_DAYS, type OrderStatus } from './checkout-constants';

const DAY_MS = 86_400_000;
const RETURNABLE: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

type ReturnDates = Pick<Order, 'status' | 'paidAt' | 'deliveredAt' | 'placedAt'>;

/** The last moment of the money-back guarantee: 30 days from delivery (from payment while on its way). */
export function returnDeadline(order: ReturnDates): Date {
  const from = order.deliveredAt ?? order.paidAt ?? order.placedAt;
  return new Date(new Date(from).getTime() + RETURN_DAYS * DAY_MS);
}

export function returnable(order: ReturnDates, now: Date): boolean {
  return RETURNABLE.includes(order.status) && now.getTime() <= returnDeadline(order).getTime();
}

export type ReturnRefusal = 'notReturnable' | 'alreadyRequested';

/** Records the return request of a customer's order; one per order (its number is unique there). */
export async function requestReturn(
  payload: Payload,
  order: Order,
  request: { reason: string; comment?: string },
  now: Date,
): Promise<{ refusal?: ReturnRefusal }> {
  if (!returnable(order, now)) return { refusal: 'notReturnable' };
  try {
    await payload.create({
      collection: 'return-requests',
      data: {
        orderNumber: order.orderNumber,
        order: order.id,
        customer: typeof order.customer === 'object' ? order.customer?.id : order.customer,
        reason: request.reason as never,
        comment: request.comment,
        status: 'requested',
      },
    });
    return {};
  } catch {
    const { totalDocs } = await payload.count({
      collection: 'return-requests',
      where: { orderNumber: { equals: order.orderNumber } },
    });
    if (totalDocs > 0) return { refusal: 'alreadyRequested' };
    throw new Error(`could not record the return of ${order.orderNumber}`);
  }
}
