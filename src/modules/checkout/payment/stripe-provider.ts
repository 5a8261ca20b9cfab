import Stripe from 'stripe';
import { storefrontAddresses } from '@/platform/config/storefront-addresses';
import type { LocaleCode } from '@/platform/locale/locales';
import { storefrontUrl } from '@/platform/seo/storefront-urls';
import type { PaymentEvent, WebhookReader } from './payment-event';
import type {
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  ProviderMethod,
  RefundOutcome,
  RefundRequest,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  /** another address for the API (a stand-in in tests); unset: Stripe's own */
  apiBase?: string;
}

/** Stripe Checkout's payment method per checkout choice; "invoice" is Klarna's pay later. */
const METHOD_TYPES: Record<ProviderMethod, 'card' | 'paypal' | 'klarna'> = {
  card: 'card',
  paypal: 'paypal',
  invoice: 'klarna',
};

/** The language of Stripe's hosted page per storefront. */
const CHECKOUT_LOCALES: Record<LocaleCode, 'de' | 'nl' | 'fr' | 'es' | 'sv' | 'nb' | 'fi' | 'en-GB'> = {
  'de-DE': 'de',
  'de-AT': 'de',
  'de-CH': 'de',
  'nl-NL': 'nl',
  'fr-FR': 'fr',
  'es-ES': 'es',
  'sv-SE': 'sv',
  'no-NO': 'nb',
  'fi-FI': 'fi',
  'en-GB': 'en-GB',
};

/** Amounts in the currency's minor unit (all of the shop's currencies have two decimals). */
const minorUnits = (amount: number) => Math.round(amount * 100);

/** Only the shop's own order numbers go into a search query. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

function clientOf({ secretKey, apiBase }: StripeSettings): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    timeout: 10_000,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base && {
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
    }),
  });
}

/**
 * What a Checkout Session says of its payment: paid, expired (the shopper did not pay in time) or still
 * open at Stripe's page (the shopper is sent back there). A completed session whose payment is still
 * pending is settled by its webhook event, not here.
 */
function outcomeOf(session: Stripe.Checkout.Session): PaymentOutcome {
  if (session.payment_status === 'paid') return { status: 'authorised', reference: session.id };
  if (session.status === 'expired') return { status: 'declined', reference: session.id, reason: 'cancelled' };
  if (session.status === 'open' && session.url)
    return { status: 'actionRequired', reference: session.id, redirectUrl: session.url };
  throw new Error(
    `Stripe session ${session.id} is ${session.status} with its payment ${session.payment_status}`,
  );
}

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;

/**
 * Stripe, by its official SDK: a payment is a Checkout Session, so the shopper types the card (or approves
 * PayPal, Klarna) on Stripe's hosted page and returns to `/checkout/payment/{session id}`; the session id
 * is the payment's reference. The order number is the session's `client_reference_id` and the idempotency
 * key of its creation, and the payment intent's metadata, by which `status` finds an order's payment.
 */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientOf(settings);
  return {
    name: 'stripe',
    async authorise(request: PaymentRequest): Promise<PaymentOutcome> {
      const addresses = storefrontAddresses();
      const page = (path: string) => storefrontUrl(request.locale, path, addresses);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderNumber,
          metadata: { orderNumber: request.orderNumber },
          payment_intent_data: { metadata: { orderNumber: request.orderNumber } },
          allowed_payment_method_types: [METHOD_TYPES[request.method]],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: minorUnits(request.amount),
                product_data: { name: request.orderNumber },
              },
            },
          ],
          locale: CHECKOUT_LOCALES[request.locale],
          // Stripe fills in the session's id; the shop finds the order by it
          success_url: page('/checkout/payment/{CHECKOUT_SESSION_ID}'),
          cancel_url: page('/checkout'),
        },
        { idempotencyKey: `checkout-${request.orderNumber}` },
      );
      return outcomeOf(session);
    },
    async complete(reference: string): Promise<PaymentOutcome> {
      return outcomeOf(await stripe.checkout.sessions.retrieve(reference));
    },
    async status(orderNumber: string): Promise<PaymentOutcome | undefined> {
      if (!ORDER_NUMBER.test(orderNumber)) return undefined;
      const { data } = await stripe.paymentIntents.search({
        query: `metadata['orderNumber']:'${orderNumber}' AND status:'succeeded'`,
        limit: 1,
      });
      const paid = data[0];
      if (!paid) return undefined;
      const { data: sessions } = await stripe.checkout.sessions.list({ payment_intent: paid.id, limit: 1 });
      return sessions[0] ? outcomeOf(sessions[0]) : undefined;
    },
    async refund(request: RefundRequest): Promise<RefundOutcome> {
      const paymentIntent = paymentIntentOf(
        await stripe.checkout.sessions.retrieve(request.paymentReference),
      );
      if (!paymentIntent) return { status: 'refused', message: `${request.paymentReference} has no payment` };
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: minorUnits(request.amount),
            metadata: { orderNumber: request.orderNumber },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { status: 'refunded', reference: refund.id };
      } catch (error) {
        // Stripe answered, and said no (more than was paid, a disputed payment): not a failure to reach it
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { status: 'refused', message: error.message };
        throw error;
      }
    },
  };
}

/** The shop's event of a Checkout Session event; undefined for the events the shop has no use for. */
function eventOf(event: Stripe.Event): PaymentEvent | undefined {
  if (!event.type.startsWith('checkout.session.')) return undefined;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderNumber = session.client_reference_id;
  if (!orderNumber) return undefined;
  const reference = session.id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return session.payment_status === 'paid' ? { orderNumber, status: 'authorised', reference } : undefined;
    case 'checkout.session.async_payment_failed':
      return { orderNumber, status: 'declined', reference, reason: 'cardDeclined' };
    case 'checkout.session.expired':
      return { orderNumber, status: 'declined', reference, reason: 'cancelled' };
    default:
      return undefined;
  }
}

/** Stripe's webhook: its `Stripe-Signature` verified by the SDK with the endpoint's signing secret. */
export const stripeWebhook =
  (signingSecret: string): WebhookReader =>
  (body, headers) => {
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, headers.get('stripe-signature') ?? '', signingSecret);
    } catch {
      return 'forged';
    }
    const shopEvent = eventOf(event);
    return shopEvent ? { event: shopEvent } : 'ignored';
  };
