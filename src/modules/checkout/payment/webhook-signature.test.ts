import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentEventSchema } from './payment-event';
import { signedWith, webhookSignature } from './webhook-signature';

const body = JSON.stringify({ orderNumber: '2611-ABCDEFGH', status: 'authorised', reference: 'pay_1' });

describe("a payment provider's webhook event", () => {
  it('is signed with the HMAC-SHA256 of its raw body under the shared secret, in hex', () => {
    const expected = createHmac('sha256', 'shared-secret').update(body).digest('hex');
    expect(webhookSignature('shared-secret', body)).toBe(`sha256=${expected}`);
    expect(signedWith('shared-secret', body, `sha256=${expected}`)).toBe(true);
  });

  it('is refused with another secret, an altered body, a missing or malformed signature', () => {
    const signature = webhookSignature('shared-secret', body);
    expect(signedWith('other-secret', body, signature)).toBe(false);
    expect(signedWith('shared-secret', body.replace('pay_1', 'pay_2'), signature)).toBe(false);
    expect(signedWith('shared-secret', body, null)).toBe(false);
    expect(signedWith('shared-secret', body, 'sha256=é')).toBe(false);
  });

  it('says an order is paid or declined with a known reason, nothing else', () => {
    expect(paymentEventSchema.safeParse(JSON.parse(body)).success).toBe(true);
    const declined = { orderNumber: '2611-ABCDEFGH', status: 'declined', reference: 'pay_1' };
    expect(paymentEventSchema.safeParse({ ...declined, reason: 'insufficientFunds' }).success).toBe(true);
    expect(paymentEventSchema.safeParse({ ...declined, reason: 'because' }).success).toBe(false);
    expect(paymentEventSchema.safeParse({ ...declined, status: 'refunded' }).success).toBe(false);
    expect(paymentEventSchema.safeParse({ status: 'authorised', reference: 'pay_1' }).success).toBe(false);
  });
});
