import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../../e2e/support/stripe-stand-in';
import type { PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider';
import { stripePaymentProvider, stripeWebhook } from './stripe-provider';

const SIGNING_SECRET = 'whsec_test_shop';

let stand: StripeStandIn;
let stripe: PaymentProvider;

beforeAll(async () => {
  stand = await startStripeStandIn();
  stripe = stripePaymentProvider({ secretKey: 'sk_test_shop', apiBase: stand.url });
});
afterAll(() => stand.close());
beforeEach(() => {
  stand.calls.length = 0;
});

let orders = 0;
const payment = (change: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderNumber: `2611-STRIPE${(orders += 1)}`,
  amount: 129.95,
  currency: 'SEK',
  method: 'card',
  locale: 'sv-SE',
  ...change,
});

function awaitingShopper(outcome: PaymentOutcome) {
  if (outcome.status !== 'actionRequired') throw new Error(`expected Stripe's page, got ${outcome.status}`);
  return outcome;
}

describe('the Stripe adapter', () => {
  it("sends the shopper to Stripe's hosted page, a Checkout Session made once per order, with no card", async () => {
    const request = payment();
    const outcome = awaitingShopper(await stripe.authorise(request));
    expect(outcome.reference).toMatch(/^cs_test_/);
    expect(outcome.redirectUrl).toBe(`${stand.url}/pay/${outcome.reference}`);

    const [call] = stand.calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_shop',
      idempotencyKey: `checkout-${request.orderNumber}`,
    });
    expect(call!.form).toMatchObject({
      mode: 'payment',
      client_reference_id: request.orderNumber,
      'metadata[orderNumber]': request.orderNumber,
      'payment_intent_data[metadata][orderNumber]': request.orderNumber,
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][price_data][currency]': 'sek',
      'line_items[0][price_data][unit_amount]': '12995',
      locale: 'sv',
      success_url: 'http://localhost:3000/checkout/payment/{CHECKOUT_SESSION_ID}?locale=sv-SE',
    });
    expect(JSON.stringify(call!.form)).not.toMatch(/number|cvc|exp_/);

    // a retried call (the same order) is the same session
    expect(awaitingShopper(await stripe.authorise(request)).reference).toBe(outcome.reference);
  });

  it('offers PayPal and, for "invoice", Klarna', async () => {
    await stripe.authorise(payment({ method: 'paypal' }));
    await stripe.authorise(payment({ method: 'invoice' }));
    expect(stand.calls.map((call) => call.form['allowed_payment_method_types[0]'])).toEqual([
      'paypal',
      'klarna',
    ]);
  });

  it("completes the shopper's return by the session: still open, paid or expired", async () => {
    const { reference } = awaitingShopper(await stripe.authorise(payment()));
    expect(await stripe.complete(reference, {})).toMatchObject({
      status: 'actionRequired',
      redirectUrl: `${stand.url}/pay/${reference}`,
    });
    stand.pay(reference);
    expect(await stripe.complete(reference, {})).toEqual({ status: 'authorised', reference });

    const { reference: other } = awaitingShopper(await stripe.authorise(payment()));
    stand.expire(other);
    expect(await stripe.complete(other, {})).toEqual({
      status: 'declined',
      reference: other,
      reason: 'cancelled',
    });
  });

  it('answers the status of an order it was paid for, and none before', async () => {
    const request = payment();
    const { reference } = awaitingShopper(await stripe.authorise(request));
    expect(await stripe.status(request.orderNumber)).toBeUndefined();
    stand.pay(reference);
    expect(await stripe.status(request.orderNumber)).toEqual({ status: 'authorised', reference });
    expect(await stripe.status("x' OR metadata['a']:'b")).toBeUndefined();
  });

  it('refunds a paid session once per key, and says when Stripe refuses', async () => {
    const request = payment();
    const { reference } = awaitingShopper(await stripe.authorise(request));
    stand.pay(reference);
    const refund = {
      paymentReference: reference,
      amount: 100,
      currency: 'SEK' as const,
      orderNumber: request.orderNumber,
      idempotencyKey: 'return-1',
    };
    const first = await stripe.refund(refund);
    expect(first).toMatchObject({ status: 'refunded', reference: expect.stringMatching(/^re_test_/) });
    expect(await stripe.refund(refund)).toEqual(first);
    expect(stand.calls.filter((call) => call.path === '/v1/refunds').at(-1)?.form).toMatchObject({
      amount: '10000',
      'metadata[orderNumber]': request.orderNumber,
    });
    expect(await stripe.refund({ ...refund, idempotencyKey: 'return-2' })).toMatchObject({
      status: 'refused',
      message: expect.stringContaining('greater than unrefunded amount'),
    });
  });
});

describe("Stripe's webhook", () => {
  const read = stripeWebhook(SIGNING_SECRET);
  const headers = (body: string, secret = SIGNING_SECRET) =>
    new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) });

  it('says an order is paid when its session completed paid, verified by the SDK', async () => {
    const request = payment();
    const { reference } = awaitingShopper(await stripe.authorise(request));
    stand.pay(reference);
    const body = stand.event('checkout.session.completed', reference);
    expect(read(body, headers(body))).toEqual({
      event: { orderNumber: request.orderNumber, status: 'authorised', reference },
    });
  });

  it('says an expired session is a cancelled payment, and ignores events of no concern', async () => {
    const request = payment();
    const { reference } = awaitingShopper(await stripe.authorise(request));
    stand.expire(reference);
    const expired = stand.event('checkout.session.expired', reference);
    expect(read(expired, headers(expired))).toEqual({
      event: { orderNumber: request.orderNumber, status: 'declined', reference, reason: 'cancelled' },
    });
    const other = stand.event('customer.created', reference);
    expect(read(other, headers(other))).toBe('ignored');
  });

  it('refuses an event signed with another secret, altered, or unsigned', async () => {
    const { reference } = awaitingShopper(await stripe.authorise(payment()));
    stand.pay(reference);
    const body = stand.event('checkout.session.completed', reference);
    expect(read(body, headers(body, 'whsec_other'))).toBe('forged');
    expect(read(body.replace('"paid"', '"unpaid"'), headers(body))).toBe('forged');
    expect(read(body, new Headers())).toBe('forged');
  });
});
