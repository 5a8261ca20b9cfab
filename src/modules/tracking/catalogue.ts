import { z } from 'zod';
import { buyingEvents } from './schemas/buying';
import { catalogueEvents } from './schemas/catalogue';
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
export type ValidTrackingEvent = z.output<typeof trackingEventSchema>;
export type EventType = TrackingEvent['eventType'];

export const EVENT_NAMES: ReadonlyMap<string, string> = new Map(
  allEvents.map((schema) => [
    schema.shape.eventType.value,
    (schema.meta() as { eventName: string }).eventName,
  ]),
);
