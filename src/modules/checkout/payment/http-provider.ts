import { z } from 'zod';
import { GENERIC_CIRCUIT, createCircuit, type CircuitSettings } from '@/platform/breakers/circuit';
import { requestText } from '@/platform/http/request-text';
import type {
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  RefundOutcome,
  RefundRequest,
} from './payment-provider';

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
const statusSchema = z.union([outcomeSchema, z.object({ status: z.literal('none') })]);
const refundSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('refunded'), reference }),
  z.object({ status: z.literal('refused'), message: z.string().max(1000) }),
]);

/**
 * A payment service provider over HTTP (`PAYMENT_PROVIDER_URL`), speaking the shop's provider interface as
 * JSON: `POST /payments` authorises (the order number is the idempotency key, so a retry is one payment),
 * `POST /payments/{reference}/complete` finishes a payment the shopper confirmed at the provider,
 * `POST /payments/{reference}/refunds` pays an amount back (the return's key makes a retry one refund),
 * `POST /payments/status` (`{orderNumber}`) answers the order's payment or `{status: none}`.
 * Calls go through a circuit (10 s timeout); an answer of another shape is an error, never a payment.
 * The status has a circuit of its own: it is asked just after a payment call failed or timed out.
 */
export function httpPaymentProvider(
  baseUrl: string,
  apiKey: string | undefined,
  settings: CircuitSettings = GENERIC_CIRCUIT,
): PaymentProvider {
  const root = baseUrl.replace(/\/+$/, '');
  const call =
    // The answer is checked inside the circuit: an answer of another shape counts as a failure.
    async (signal: AbortSignal, path: string, body: string, idempotencyKey: string, schema: z.ZodType) => {
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
      return schema.parse(JSON.parse(response.body));
    };
  const circuit = createCircuit('payment-provider', call, settings);
  const statusCircuit = createCircuit('payment-provider-status', call, settings);
  const payment = async (path: string, body: string, idempotencyKey: string) =>
    (await circuit.callWith(path, body, idempotencyKey, outcomeSchema)) as PaymentOutcome;
  return {
    name: 'http',
    authorise: (request: PaymentRequest) =>
      payment('/payments', JSON.stringify(request), request.orderNumber),
    complete: (paymentReference, answer) =>
      payment(
        `/payments/${encodeURIComponent(paymentReference)}/complete`,
        JSON.stringify({ answer }),
        `${paymentReference}-complete`,
      ),
    status: async (orderNumber) => {
      const known = await statusCircuit.callWith(
        '/payments/status',
        JSON.stringify({ orderNumber }),
        `${orderNumber}-status`,
        statusSchema,
      );
      return (known as z.infer<typeof statusSchema>).status === 'none'
        ? undefined
        : (known as PaymentOutcome);
    },
    refund: async ({ paymentReference, idempotencyKey, ...refund }: RefundRequest) =>
      (await circuit.callWith(
        `/payments/${encodeURIComponent(paymentReference)}/refunds`,
        JSON.stringify(refund),
        idempotencyKey,
        refundSchema,
      )) as RefundOutcome,
  };
}
