import type { Customer, Order } from '@/payload/payload-types';
import { sameSecret } from '@/platform/crypto/same-secret';
import { payloadClient } from '@/payload/client';

export async function orderByNumber(orderNumber: string): Promise<Order | undefined> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    limit: 1,
    depth: 0,
  });
  return docs[0];
}

/** The order a payment provider's reference belongs to. */
export async function orderByPaymentReference(reference: string): Promise<Order | undefined> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'payment.reference': { equals: reference } },
    limit: 1,
    depth: 0,
  });
  return docs[0];
}

/** The order's own customer, or whoever holds the link with its access token (a guest's confirmation). */
export function mayRead(order: Order, token: string, customer: Customer | undefined): boolean {
  const owner = typeof order.customer === 'object' ? order.customer?.id : order.customer;
  return (customer !== undefined && owner === customer.id) || sameSecret(token, order.accessToken);
}

/** The customer's orders, newest first, with the return requests made for them. */
export async function ordersOfCustomer(customer: Customer) {
  const payload = await payloadClient();
  const [{ docs: orders }, { docs: returns }] = await Promise.all([
    payload.find({
      collection: 'orders',
      where: { and: [{ customer: { equals: customer.id } }, { status: { not_equals: 'awaitingPayment' } }] },
      sort: '-placedAt',
      limit: 50,
      depth: 0,
    }),
    payload.find({
      collection: 'return-requests',
      where: { customer: { equals: customer.id } },
      limit: 50,
      depth: 0,
    }),
  ]);
  const returnOf = new Map(returns.map((request) => [request.orderNumber, request]));
  return orders.map((order) => ({ order, returnRequest: returnOf.get(order.orderNumber) }));
}
