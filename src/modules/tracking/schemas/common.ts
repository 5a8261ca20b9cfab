import { z } from 'zod';

export const EVENT_LABEL_DEFAULT = '(not set)';
export const VOUCHER_DEFAULT = 'noVoucher';

export const pageClassification = z.enum(['HOMEPAGE', 'PRODUCT', 'CATEGORY', 'CART', 'OTHER']);
export const opticianType = z.enum(['MSXStore', 'Partner']);
export const elementText = z.string();

/** An event definition: the eventType discriminator and the GA4 event_name it is pushed as. */
export function event<T extends string, N extends string, S extends z.ZodRawShape>(
  eventType: T,
  eventName: N,
  shape: S,
) {
  return z.object({ eventType: z.literal(eventType), ...shape }).meta({ eventName });
}
