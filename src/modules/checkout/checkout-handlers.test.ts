import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { checkoutHandlers } from './checkout-handlers';

const quote = (body: unknown) =>
  checkoutHandlers.quote(
    new NextRequest('http://localhost/data/checkout/quote?locale=en-GB', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe('checkout routes', () => {
  it('refuse a quote’s bad input with 400 {message, fields} naming the field at fault', async () => {
    const response = await quote({ voucherCode: 'X'.repeat(41), shippingMethod: 'pigeon' });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      message: 'We could not read this request. Please reload the page.',
      fields: {
        voucherCode: 'We do not know this voucher code. Please check it.',
        shippingMethod: 'We could not read this request. Please reload the page.',
      },
    });
  });
});
