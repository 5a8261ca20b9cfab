import { z } from 'zod/mini';
import { SIGNATURE_HEADER, signedWith } from './webhook-signature';

/** What a provider's webhook says of an order's payment. */
export const paymentEventSchema = z.discriminatedUnion('status', [
  z.object({
    orderNumber: z.string().check(z.minLength(1), z.maxLength(40)),
    status: z.literal('authorised'),
    reference: z.string().check(z.minLength(1), z.maxLength(500)),
  }),
  z.object({
    orderNumber: z.string().check(z.minLength(1), z.maxLength(40)),
    status: z.literal('declined'),
    reference: z.string().check(z.minLength(1), z.maxLength(500)),
    reason: z.enum(['cardDeclined', 'insufficientFunds', 'authenticationFailed', 'cancelled']),
  }),
]);
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/**
 * A webhook call as read: the event it carries, an event of no concern to the shop (`ignored`), a call not
 * signed by the provider (`forged`) or a signed body that is no event (`malformed`).
 */
export type WebhookReading = { event: PaymentEvent } | 'ignored' | 'forged' | 'malformed';
export type WebhookReader = (body: string, headers: Headers) => WebhookReading;

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The shop's own event format (sandbox, HTTP provider): the JSON event, signed with PAYMENT_WEBHOOK_SECRET. */
export const shopWebhook =
  (secret: string): WebhookReader =>
  (body, headers) => {
    if (!signedWith(secret, body, headers.get(SIGNATURE_HEADER))) return 'forged';
    const event = paymentEventSchema.safeParse(parsedJson(body));
    return event.success ? { event: event.data } : 'malformed';
  };
