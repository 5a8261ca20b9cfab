import * as z from 'zod/mini';
import { buyingEvents } from './schemas/buying';
import { catalogueEvents } from './schemas/catalogue';
import { definitionOf } from './schemas/common';
import { contentEvents } from './schemas/content';
import { ecommerceEvents } from './schemas/ecommerce';
import { legacyEvents, navigationEvents } from './schemas/navigation';
import { serviceEvents } from './schemas/services';

const allEvents = [
  ...ecommerceEvents,
  ...contentEvents,
  ...catalogueEvents,
  ...buyingEvents,
  ...serviceEvents,
  ...navigationEvents,
  ...legacyEvents,
] as const;

/** Every analytics event of spec §3/§7, discriminated by eventType. */
export const trackingEventSchema = z.discriminatedUnion('eventType', allEvents);

export type TrackingEvent = z.input<typeof trackingEventSchema>;

export const EVENT_NAMES: ReadonlyMap<string, string> = new Map(
  allEvents.map((schema) => {
    const { eventType, eventName } = definitionOf(schema);
    return [eventType, eventName];
  }),
);
