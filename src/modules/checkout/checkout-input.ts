import { z } from 'zod';
import { addressSchema, messageKeyOf } from '@/modules/accounts';
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

/**
 * The order as the checkout form sends it. `placementKey` is made once per checkout in the browser: a
 * second click or a retried request carries the same key and finds the order the first one made.
 * Each failure's message is a key of `checkout.field` (or `account.field` for the address). It has no card
 * details: the shopper types them at the payment provider's page (anything card-like sent along is dropped).
 */
export const placementSchema = quoteSchema.extend({
  placementKey: z.uuid(),
  email: z
    .string({ error: 'emailInvalid' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'emailInvalid' })),
  address: addressSchema,
  paymentMethod: z.enum(['card', 'paypal', 'invoice'], { error: 'paymentMethodRequired' }),
  acceptTerms: z.literal(true, { error: 'termsRequired' }),
});

export type QuoteInput = z.infer<typeof quoteSchema>;
export type PlacementInput = z.infer<typeof placementSchema>;

/** Problems per field; nested fields by their last part (`address.city` → `city`). */
export function placementProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) problems[String(issue.path.at(-1) ?? 'form')] ??= messageKeyOf(issue);
  return problems;
}
