import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPaymentProvider } from './http-provider';
import type { PaymentRequest } from './payment-provider';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(body) });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/psp/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request: PaymentRequest = {
  orderNumber: '2611-ABCDEFGH',
  amount: 99.5,
  currency: 'SEK',
  method: 'paypal',
  locale: 'sv-SE',
};

describe('a payment provider over HTTP', () => {
  it('authorises with the order number as idempotency key and the API key as bearer token', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        status: 'actionRequired',
        reference: 'pay_1',
        redirectUrl: 'https://psp.example/p/1',
      }),
    };
    const outcome = await httpPaymentProvider(base, 'secret-key').authorise(request);
    expect(outcome).toEqual({
      status: 'actionRequired',
      reference: 'pay_1',
      redirectUrl: 'https://psp.example/p/1',
    });
    const call = seen.at(-1)!;
    expect(call.path).toBe('/psp/payments');
    expect(call.headers['idempotency-key']).toBe('2611-ABCDEFGH');
    expect(call.headers.authorization).toBe('Bearer secret-key');
    expect(call.body).toEqual(request);
  });

  it('completes a payment with the shopper’s answer', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ status: 'declined', reference: 'pay 1', reason: 'cancelled' }),
    };
    const outcome = await httpPaymentProvider(base, undefined).complete('pay 1', { decision: 'cancel' });
    expect(outcome).toEqual({ status: 'declined', reference: 'pay 1', reason: 'cancelled' });
    expect(seen.at(-1)!.path).toBe('/psp/payments/pay%201/complete');
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('refunds with the return’s idempotency key and reads the provider’s refusal', async () => {
    answer = { status: 200, body: JSON.stringify({ status: 'refunded', reference: 'rf_9' }) };
    const provider = httpPaymentProvider(base, 'k');
    const refund = { amount: 40, currency: 'SEK' as const, orderNumber: '2611-ABCDEFGH' };
    expect(
      await provider.refund({ ...refund, paymentReference: 'pay 1', idempotencyKey: 'return-7' }),
    ).toEqual({
      status: 'refunded',
      reference: 'rf_9',
    });
    const call = seen.at(-1)!;
    expect(call.path).toBe('/psp/payments/pay%201/refunds');
    expect(call.headers['idempotency-key']).toBe('return-7');
    expect(call.body).toEqual(refund);
    answer = { status: 200, body: JSON.stringify({ status: 'refused', message: 'already refunded' }) };
    expect(
      await provider.refund({ ...refund, paymentReference: 'pay 1', idempotencyKey: 'return-7' }),
    ).toEqual({
      status: 'refused',
      message: 'already refunded',
    });
  });

  it('takes an answer of another shape or an error status for a failure, never for a payment', async () => {
    answer = { status: 200, body: JSON.stringify({ status: 'paid' }) };
    await expect(httpPaymentProvider(base, 'k').authorise(request)).rejects.toThrow();
    answer = { status: 502, body: '{"status":"authorised","reference":"x"}' };
    await expect(httpPaymentProvider(base, 'k').authorise(request)).rejects.toThrow(/answered 502/);
  });

  it("asks for an order's payment status: the payment as the payment calls answer it, or none", async () => {
    answer = { status: 200, body: JSON.stringify({ status: 'authorised', reference: 'pay_7' }) };
    const provider = httpPaymentProvider(base, 'k');
    expect(await provider.status('2611-ABCDEFGH')).toEqual({ status: 'authorised', reference: 'pay_7' });
    const call = seen.at(-1)!;
    expect(call.path).toBe('/psp/payments/status');
    expect(call.body).toEqual({ orderNumber: '2611-ABCDEFGH' });
    answer = { status: 200, body: JSON.stringify({ status: 'none' }) };
    expect(await provider.status('2611-ABCDEFGH')).toBeUndefined();
    answer = { status: 200, body: JSON.stringify({ status: 'paid' }) };
    await expect(provider.status('2611-ABCDEFGH')).rejects.toThrow();
  });
});
