import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_CIRCUIT } from '@/platform/breakers/circuit';
import { httpPaymentProvider } from './http-provider';
import type { PaymentRequest } from './payment-provider';
import { authoriseReconciled } from './reconciled-authorisation';

/**
 * A provider stand-in that charges every payment it is sent but answers slower than the shop waits, and
 * answers the status of what it charged.
 */
const charged = new Map<string, string>();
let statusAnswers = true;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { orderNumber } = JSON.parse(body) as { orderNumber: string };
      const json = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.url === '/payments') {
        charged.set(orderNumber, `pay_${orderNumber}`);
        setTimeout(() => json({ status: 'authorised', reference: charged.get(orderNumber) }), 1_000);
      } else if (request.url === '/payments/status' && statusAnswers) {
        const reference = charged.get(orderNumber);
        json(reference ? { status: 'authorised', reference } : { status: 'none' });
      } else {
        response.writeHead(503).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const payment = (orderNumber: string): PaymentRequest => ({
  orderNumber,
  amount: 120,
  currency: 'EUR',
  method: 'card',
  locale: 'de-DE',
});
const impatient = () => httpPaymentProvider(base, 'key', { ...GENERIC_CIRCUIT, timeout: 200 });

describe('a payment call that times out', () => {
  it('is reconciled: the provider charged, so the order is paid, not released', async () => {
    const outcome = await authoriseReconciled(impatient(), payment('2611-TIMEOUT1'));
    expect(outcome).toEqual({ status: 'authorised', reference: 'pay_2611-TIMEOUT1' });
  });

  it('gives back only when the provider has no payment of the order', async () => {
    const provider = impatient();
    await expect(provider.status('2611-NEVERSENT')).resolves.toBeUndefined();
  });

  it('keeps the order held when the provider cannot say either', async () => {
    statusAnswers = false;
    try {
      expect(await authoriseReconciled(impatient(), payment('2611-TIMEOUT2'))).toBe('unknown');
    } finally {
      statusAnswers = true;
    }
  });
});
