import { z } from 'zod';
import { addressSchema, messageKeyOf } from '@/modules/accounts';
import { cardDigits, expiryValid, passesLuhn } from './payment/card-number';
import { SHIPPING_METHODS } from './checkout-constants';

const optionalCode = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((code) => (code ? code.toUpperCase() : undefined));

/** What the summary is priced with while the shopper chooses. */
export const quoteSchema = z.object({
  shippingMethod: z.enum(SHIPPING_METHODS).default('standard'),
  voucherCode: optionalCode,
  giftCardCode: optionalCode,
});

const cardSchema = (now: Date) =>
  z.object({
    holder: z.string({ error: 'cardHolderRequired' }).trim().min(2, 'cardHolderRequired').max(80, 'tooLong'),
    number: z
      .string({ error: 'cardNumberInvalid' })
      .refine((number) => passesLuhn(cardDigits(number)), 'cardNumberInvalid'),
    expiry: z
      .string({ error: 'cardExpiryInvalid' })
      .refine((expiry) => expiryValid(expiry, now), 'cardExpiryInvalid'),
    cvc: z.string({ error: 'cardCvcInvalid' }).regex(/^\d{3,4}$/, 'cardCvcInvalid'),
  });

/**
 * The order as the checkout form sends it. `placementKey` is made once per checkout in the browser: a
 * second click or a retried request carries the same key and finds the order the first one made.
 * Each failure's message is a key of `checkout.field` (or `account.field` for the address).
 */
export const placementSchema = (now: Date) =>
  quoteSchema
    .extend({
      placementKey: z.uuid(),
      email: z
        .string({ error: 'emailInvalid' })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'emailInvalid' })),
      address: addressSchema,
      paymentMethod: z.enum(['card', 'paypal', 'invoice'], { error: 'paymentMethodRequired' }),
      card: cardSchema(now).optional(),
      acceptTerms: z.literal(true, { error: 'termsRequired' }),
    })
    .superRefine((order, problems) => {
      if (order.paymentMethod === 'card' && !order.card) {
        problems.addIssue({ code: 'custom', path: ['card', 'number'], message: 'cardNumberInvalid' });
      }
    });

export type QuoteInput = z.infer<typeof quoteSchema>;
export type PlacementInput = z.infer<ReturnType<typeof placementSchema>>;

/** Problems per field; nested fields by their last part (`address.city` → `city`, `card.cvc` → `cvc`). */
export function placementProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const field =
      path[0] === 'card' ? `card${path[1]?.[0]?.toUpperCase()}${path[1]?.slice(1)}` : (path.at(-1) ?? 'form');
    problems[field] ??= messageKeyOf(issue);
  }
  return problems;
}
