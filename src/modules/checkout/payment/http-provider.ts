import { z } from 'zod';
import { GENERIC_CIRCUIT, createCircuit } from '@/platform/breakers/circuit';
import { requestText } from '@/platform/http/request-text';
import type { PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider';

const reference = z.string().min(1).max(500);
const outcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authorised'), reference }),
  z.object({
    status: z.literal('declined'),
    reference,
    reason: z.enum(['cardDeclined', 'insufficientFunds', 'authenticationFailed', 'cancelled']),
  }),
  z.object({ status: z.literal('actionRequired'), reference, redirectUrl: z.url() }),
]);

/**
 * A payment service provider over HTTP (`PAYMENT_PROVIDER_URL`), speaking the shop's provider interface as
 * JSON: `POST /payments` authorises (the order number is the idempotency key, so a retry is one payment),
 * `POST /payments/{reference}/complete` finishes a payment the shopper confirmed at the provider. Calls
 * go through a circuit (10 s timeout); an answer of another shape is an error, never a payment.
 */
export function httpPaymentProvider(baseUrl: string, apiKey: string | undefined): PaymentProvider {
  const root = baseUrl.replace(/\/+$/, '');
  const circuit = createCircuit(
    'payment-provider',
    async (signal: AbortSignal, path: string, body: string, idempotencyKey: string) => {
      const response = await requestText(`${root}${path}`, {
        method: 'POST',
        body,
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
      });
      return outcomeSchema.parse(JSON.parse(response.body)) as PaymentOutcome;
    },
    GENERIC_CIRCUIT,
  );
  return {
    name: 'http',
    authorise: (request: PaymentRequest) =>
      circuit.callWith('/payments', JSON.stringify(request), request.orderNumber),
    complete: (paymentReference, answer) =>
      circuit.callWith(
        `/payments/${encodeURIComponent(paymentReference)}/complete`,
        JSON.stringify({ answer }),
        `${paymentReference}-complete`,
      ),
  };
}
