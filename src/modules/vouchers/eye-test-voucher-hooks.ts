import type { CollectionAfterChangeHook } from 'payload';
import type { ReturnRequest } from '@/payload/payload-types';

/**
 * A return refunded in full cancels the order's eye-test vouchers not yet used (a partial refund, say for
 * the frame alone, leaves them). Kept free of Next.js imports: the Payload config loads it in plain Node.
 */
export const cancelEyeTestVouchersOfRefund: CollectionAfterChangeHook<ReturnRequest> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.status !== 'refunded' || previousDoc?.status === 'refunded') return doc;
  const orderId = typeof doc.order === 'object' ? doc.order.id : doc.order;
  const order = await req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, req });
  if (doc.refundAmount !== order.total) return doc;
  await req.payload.update({
    collection: 'eye-test-vouchers',
    where: { and: [{ orderNumber: { equals: order.orderNumber } }, { status: { equals: 'issued' } }] },
    data: { status: 'cancelled' },
    req,
  });
  return doc;
};
