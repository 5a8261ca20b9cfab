import { describe, expect, it } from 'vitest';
import { cardProblems, expiryValid, passesLuhn } from './card-number';
import type { PaymentRequest } from './payment-provider';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE, sandboxProvider, sandboxStep } from './sandbox-provider';

const request = (change: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderNumber: '2611-ABCDEFGH',
  amount: 129.95,
  currency: 'EUR',
  method: 'card',
  locale: 'de-DE',
  ...change,
});
const typed = (number: string) => ({ number, expiry: '12/35', cvc: '123', holder: 'Erika Muster' });

/** The card's outcome as typed on the sandbox's card page of a new card payment. */
async function payByCard(number: string, orderNumber = '2611-ABCDEFGH') {
  const page = await sandboxProvider.authorise(request({ orderNumber }));
  if (page.status !== 'actionRequired') throw new Error(`expected the card page, got ${page.status}`);
  return sandboxProvider.complete(page.reference, typed(number));
}

describe('card numbers', () => {
  it('pass the Luhn check when typed right, with spaces dropped by the caller', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
  });

  it('expire at the end of their month', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('1127', now)).toBe(false);
  });

  it('name each field of a typed card that is wrong', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(cardProblems(typed(SANDBOX_CARDS.authorised), now)).toEqual({});
    expect(
      cardProblems({ holder: ' ', number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, now),
    ).toEqual({
      holder: 'cardHolderRequired',
      number: 'cardNumberInvalid',
      expiry: 'cardExpiryInvalid',
      cvc: 'cardCvcInvalid',
    });
  });
});

describe('the sandbox payment provider', () => {
  it('sends a card payment to its own card page: the payment request carries no card', async () => {
    const page = await sandboxProvider.authorise(request());
    if (page.status !== 'actionRequired') throw new Error(`expected the card page, got ${page.status}`);
    expect(page.redirectUrl).toBe(`/checkout/payment/${page.reference}`);
    expect(sandboxStep(page.reference)).toBe('card');
    expect(Object.keys(request())).not.toContain('card');
  });

  it('authorises the success card on its card page, invoices, and declines the decline cards with their reasons', async () => {
    expect((await payByCard(SANDBOX_CARDS.authorised)).status).toBe('authorised');
    expect((await payByCard('4242 4242 4242 4242')).status).toBe('authorised');
    expect((await sandboxProvider.authorise(request({ method: 'invoice' }))).status).toBe('authorised');
    expect(await payByCard(SANDBOX_CARDS.declined)).toMatchObject({
      status: 'declined',
      reason: 'cardDeclined',
    });
    expect(await payByCard(SANDBOX_CARDS.insufficientFunds)).toMatchObject({
      status: 'declined',
      reason: 'insufficientFunds',
    });
    expect(await payByCard('4111 1111 1111 1111')).toMatchObject({
      status: 'declined',
      reason: 'cardDeclined',
    });
    expect(await payByCard('4242 4242 4242 4241')).toMatchObject({
      status: 'declined',
      reason: 'cardDeclined',
    });
  });

  it('asks for a 3-D Secure challenge and authorises only with the right code', async () => {
    const outcome = await payByCard(SANDBOX_CARDS.challenge);
    if (outcome.status !== 'actionRequired') throw new Error(`expected a challenge, got ${outcome.status}`);
    expect(outcome.redirectUrl).toBe(`/checkout/payment/${outcome.reference}`);
    expect(sandboxStep(outcome.reference)).toBe('challenge');
    expect(await sandboxProvider.complete(outcome.reference, { code: '0000' })).toMatchObject({
      status: 'declined',
      reason: 'authenticationFailed',
    });
    expect(await sandboxProvider.complete(outcome.reference, { code: SANDBOX_CHALLENGE_CODE })).toMatchObject(
      {
        status: 'authorised',
      },
    );
  });

  it('sends PayPal to its approval page, where the shopper approves or cancels', async () => {
    const outcome = await sandboxProvider.authorise(request({ method: 'paypal' }));
    if (outcome.status !== 'actionRequired') throw new Error(`expected a redirect, got ${outcome.status}`);
    expect(sandboxStep(outcome.reference)).toBe('redirect');
    expect((await sandboxProvider.complete(outcome.reference, { decision: 'approve' })).status).toBe(
      'authorised',
    );
    expect(await sandboxProvider.complete(outcome.reference, { decision: 'cancel' })).toMatchObject({
      status: 'declined',
      reason: 'cancelled',
    });
  });

  it('refuses a reference the browser altered', async () => {
    const outcome = await sandboxProvider.authorise(request({ method: 'paypal' }));
    const altered = `${outcome.reference.slice(0, -2)}xx`;
    expect(sandboxStep(altered)).toBeUndefined();
    expect((await sandboxProvider.complete(altered, { decision: 'approve' })).status).toBe('declined');
  });

  it('refunds its own payments once per key and refuses others', async () => {
    const paid = await sandboxProvider.authorise(request({ method: 'invoice' }));
    const refund = {
      paymentReference: paid.reference,
      amount: 20,
      currency: 'EUR' as const,
      orderNumber: 'X',
    };
    const first = await sandboxProvider.refund({ ...refund, idempotencyKey: 'return-1' });
    expect(first).toMatchObject({ status: 'refunded', reference: expect.stringMatching(/^sbx_rf_/) });
    expect(await sandboxProvider.refund({ ...refund, idempotencyKey: 'return-1' })).toEqual(first);
    expect(await sandboxProvider.refund({ ...refund, idempotencyKey: 'return-2' })).not.toEqual(first);
    expect(
      (await sandboxProvider.refund({ ...refund, paymentReference: 'pay_x', idempotencyKey: 'r' })).status,
    ).toBe('refused');
  });

  it("answers an order's payment status as it last answered the payment, and none for an unknown order", async () => {
    const challenged = await payByCard(SANDBOX_CARDS.challenge, '2611-STATUS01');
    expect(await sandboxProvider.status('2611-STATUS01')).toEqual(challenged);
    const paid = await sandboxProvider.complete(challenged.reference, { code: SANDBOX_CHALLENGE_CODE });
    expect(paid.status).toBe('authorised');
    expect(await sandboxProvider.status('2611-STATUS01')).toEqual(paid);
    expect(await sandboxProvider.status('2611-UNKNOWN1')).toBeUndefined();
  });
});
