import { EVENT_NAMES, trackingEventSchema } from '../../src/modules/tracking/catalogue';
import { ECOMMERCE_EVENT_TYPES } from '../../src/modules/tracking/schemas/ecommerce';
import { wishlistResponseSchema } from '../../src/modules/wishlist/wishlist-response';
import type { GeneratedValidator } from './standalone-validator';

/** The zod schemas the browser checks data against, each generated into a validator without zod (ADR 0012). */
export const GENERATED_VALIDATORS: GeneratedValidator[] = [
  {
    file: 'src/modules/tracking/generated/tracking-event-validator.js',
    schemaSource: 'src/modules/tracking/catalogue.ts',
    schema: trackingEventSchema,
    discriminator: 'eventType',
    constants: {
      eventNames: { value: Object.fromEntries(EVENT_NAMES), type: 'Readonly<Record<string, string>>' },
      ecommerceEventTypes: { value: [...ECOMMERCE_EVENT_TYPES], type: 'readonly string[]' },
    },
  },
  {
    file: 'src/modules/wishlist/generated/wishlist-response-validator.js',
    schemaSource: 'src/modules/wishlist/wishlist-response.ts',
    schema: wishlistResponseSchema,
  },
];
