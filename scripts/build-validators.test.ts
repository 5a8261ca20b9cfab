import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trackingEventSchema } from '../src/modules/tracking/catalogue';
import { validate as validateTrackingEvent } from '../src/modules/tracking/generated/tracking-event-validator';
import { validate as validateWishlistResponse } from '../src/modules/wishlist/generated/wishlist-response-validator';
import { wishlistResponseSchema } from '../src/modules/wishlist/wishlist-response';
import { GENERATED_VALIDATORS } from './validators/generated-validators';
import { validatorDeclarations, validatorModule } from './validators/standalone-validator';
import { itemFixture as item } from '../src/modules/tracking/tracking-fixture';

const trackingSamples: unknown[] = [
  { eventType: 'VIEW_ITEM', ecommerce: { currency: 'EUR', items: [item] } },
  { eventType: 'VIEW_ITEM', ecommerce: { currency: 'EURO', items: [item] } },
  { eventType: 'VIEW_ITEM', ecommerce: { currency: 'EUR', items: [] } },
  { eventType: 'VIEW_ITEM', ecommerce: { currency: 'EUR', items: [{ ...item, itemId: '' }] } },
  { eventType: 'VIEW_ITEM', ecommerce: { currency: 'EUR', items: [{ ...item, extra: 'dropped' }] }, more: 1 },
  {
    eventType: 'ADD_TO_CART',
    ecommerce: {
      currency: 'EUR',
      value: 129,
      items: [{ ...item, orderTypeProduct: 'frame', wishlistedProduct: 'no', glassColor: 'grey' }],
    },
  },
  { eventType: 'ADD_TO_CART', ecommerce: { currency: 'EUR', value: -1, items: [item] } },
  { eventType: 'ADD_TO_CART', ecommerce: { currency: 'EUR', value: Number.NaN, items: [item] } },
  { eventType: 'SEARCH', ecommerce: { searchTerm: 'x', searchType: 'voice' } },
  { eventType: 'SEARCH', ecommerce: { searchTerm: 'x', searchType: 'search_suggest' } },
  { eventType: 'LENS_OPTION_SELECT', section: 'coating', selectedValue: 2 },
  { eventType: 'LENS_OPTION_SELECT', section: 'frame', selectedValue: 'x' },
  { eventType: 'CORRECTION_VALUE_SELECT', selectedOption: 'sphere_left', selectedValue: 2 },
  { eventType: 'HEADER_NAVIGATION_CLICK', elementText: 'Brillen' },
  { eventType: 'HEADER_NAVIGATION_CLICK' },
  { eventType: 'ADD_TO_WISHLIST', productId: '' },
  { eventType: 'NO_SUCH_EVENT' },
  { ecommerce: {} },
  'VIEW_ITEM',
  null,
];

const wishlistSamples: unknown[] = [
  { wishlist: [{ sku: 'A' }, { sku: 'B', note: 'dropped' }] },
  { wishlist: [] },
  { wishlist: [{ sku: '' }] },
  { wishlist: [{}] },
  { items: [] },
  [],
];

/** What zod says of the data, and what the generated validator says of (and makes of) a copy of it. */
function verdicts(
  schema: { safeParse(data: unknown): { success: boolean; data?: unknown } },
  validate: (data: unknown) => boolean,
  data: unknown,
) {
  const parsed = schema.safeParse(data);
  const copy = structuredClone(data);
  const valid = validate(copy);
  return {
    zod: parsed.success ? { valid: true, data: parsed.data } : { valid: false },
    generated: valid ? { valid, data: copy } : { valid },
  };
}

describe('validators generated from zod schemas', () => {
  it.each(GENERATED_VALIDATORS)(
    '$file is what its schema generates (run `npm run validators`)',
    (validator) => {
      expect(readFileSync(validator.file, 'utf8')).toBe(validatorModule(validator));
      expect(readFileSync(validator.file.replace(/\.js$/, '.d.ts'), 'utf8')).toBe(
        validatorDeclarations(validator),
      );
    },
  );

  it.each(trackingSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'judges the tracking event %s as the catalogue does, defaults and dropped keys included',
    (_name, sample) => {
      const { zod, generated } = verdicts(trackingEventSchema, validateTrackingEvent, sample);
      expect(generated).toEqual(zod);
    },
  );

  it.each(wishlistSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'judges the wishlist answer %s as its schema does',
    (_name, sample) => {
      const { zod, generated } = verdicts(wishlistResponseSchema, validateWishlistResponse, sample);
      expect(generated).toEqual(zod);
    },
  );
});
