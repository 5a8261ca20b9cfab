import * as z from 'zod/mini';

export const EVENT_LABEL_DEFAULT = '(not set)';
export const VOUCHER_DEFAULT = 'noVoucher';

export const pageClassification = z.enum(['HOMEPAGE', 'PRODUCT', 'CATEGORY', 'CART', 'OTHER']);
export const opticianType = z.enum(['MSXStore', 'Partner']);
export const elementText = z.string();
export const nonEmptyText = () => z.string().check(z.minLength(1));

/** What the catalogue knows of each event schema: its eventType and the GA4 event_name it is pushed as. */
export const eventDefinitions = z.registry<{ eventType: string; eventName: string }>();

/**
 * An event definition: the eventType discriminator and the GA4 event_name it is pushed as. In zod's mini
 * build because every page builds these schemas while it starts (ADR 0013).
 */
export function event<T extends string, N extends string, S extends z.core.$ZodLooseShape>(
  eventType: T,
  eventName: N,
  shape: S,
) {
  return z
    .object({ eventType: z.literal(eventType), ...shape })
    .register(eventDefinitions, { eventType, eventName });
}

/** The registered definition of an event schema made by `event`. */
export function definitionOf(schema: z.core.$ZodType): { eventType: string; eventName: string } {
  const definition = eventDefinitions.get(schema);
  if (!definition) throw new Error('not an event schema of the tracking catalogue');
  return definition;
}
