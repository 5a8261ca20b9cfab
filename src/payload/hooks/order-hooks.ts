import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';

/** Staff moving an order on in the backoffice date the step (shipped, delivered) unless they set it. */
export const dateOrderSteps: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const now = new Date().toISOString();
  if (data.status === originalDoc?.status) return data;
  if (data.status === 'shipped' && !data.shippedAt) return { ...data, shippedAt: now };
  if (data.status === 'delivered' && !data.deliveredAt) return { ...data, deliveredAt: now };
  return data;
};

/** A refunded return marks its order returned. */
export const markOrderReturned: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'refunded' || previousDoc?.status === 'refunded') return doc;
  const orderId = typeof doc.order === 'object' ? doc.order.id : doc.order;
  await req.payload.update({ collection: 'orders', id: orderId, data: { status: 'returned' }, req });
  return doc;
};
