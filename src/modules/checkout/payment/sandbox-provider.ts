import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { payloadSecret } from '@/payload/secret';
import { cardDigits, cardProblems } from './card-number';
import type {
  DeclineReason,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  RefundOutcome,
  RefundRequest,
} from './payment-provider';

/** The sandbox's test cards (README "Payments"); any other valid number is declined, as test modes do. */
export const SANDBOX_CARDS = {
  authorised: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000002760003184',
} as const;

/** The code the sandbox's 3-D Secure page accepts. */
export const SANDBOX_CHALLENGE_CODE = '1234';

/** The sandbox's pages: card entry, the 3-D Secure challenge, the wallet's approval. */
export type SandboxStep = 'card' | 'challenge' | 'redirect';
type Pending = { kind: SandboxStep; orderNumber: string };

const signatureOf = (body: string) =>
  createHmac('sha256', payloadSecret()).update(`sandbox-payment:${body}`).digest('base64url');

/** A reference that carries what the pending step is, signed so the browser cannot alter it (no dot: the proxy takes paths with one for files). */
function pendingReference(pending: Pending): string {
  const body = Buffer.from(JSON.stringify({ ...pending, nonce: randomUUID() })).toString('base64url');
  return `sbx_${body}~${signatureOf(body)}`;
}

function readPending(reference: string): Pending | undefined {
  const match = /^sbx_([A-Za-z0-9_-]+)~([A-Za-z0-9_-]+)$/.exec(reference);
  if (!match) return undefined;
  const [, body, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as Pending;
}

const plainReference = () => `sbx_${randomUUID()}`;
const declined = (reason: DeclineReason, reference = plainReference()): PaymentOutcome => ({
  status: 'declined',
  reference,
  reason,
});

/** Refunds of one key are one refund, as at a real provider. */
const refundsByKey = new Map<string, string>();

/** The last outcome of each order's payment, for `status` (kept in memory: the sandbox is for tests). */
const outcomesByOrder = new Map<string, PaymentOutcome>();
const remembered = (orderNumber: string, outcome: PaymentOutcome) => {
  outcomesByOrder.set(orderNumber, outcome);
  return outcome;
};

function actionRequired(kind: SandboxStep, orderNumber: string): PaymentOutcome {
  const reference = pendingReference({ kind, orderNumber });
  return { status: 'actionRequired', reference, redirectUrl: `/checkout/payment/${reference}` };
}

function authorised(request: PaymentRequest): PaymentOutcome {
  if (request.method === 'invoice') return { status: 'authorised', reference: plainReference() };
  return actionRequired(request.method === 'paypal' ? 'redirect' : 'card', request.orderNumber);
}

/** The card typed on the sandbox's card page, checked as a provider would; a card it cannot read is declined. */
function cardOutcome(orderNumber: string, reference: string, card: Record<string, string>): PaymentOutcome {
  if (Object.keys(cardProblems(card, new Date())).length > 0) return declined('cardDeclined', reference);
  const digits = cardDigits(card.number ?? '');
  if (digits === SANDBOX_CARDS.authorised) return { status: 'authorised', reference };
  if (digits === SANDBOX_CARDS.insufficientFunds) return declined('insufficientFunds', reference);
  if (digits === SANDBOX_CARDS.challenge) return actionRequired('challenge', orderNumber);
  return declined('cardDeclined', reference);
}

function completed(pending: Pending, reference: string, answer: Record<string, string>): PaymentOutcome {
  if (answer.decision === 'cancel') return declined('cancelled', reference);
  if (pending.kind === 'card') return cardOutcome(pending.orderNumber, reference, answer);
  if (pending.kind === 'challenge' && answer.code !== SANDBOX_CHALLENGE_CODE) {
    return declined('authenticationFailed', reference);
  }
  return { status: 'authorised', reference };
}

/**
 * The embedded payment provider: answers like a real one in test mode. Cards on its own card page, by
 * number (authorise, decline, insufficient funds, 3-D Secure challenge), PayPal by a redirect to its
 * approval page, invoice authorised; refunds of its own payments; the status of the payments it answered
 * since the start. Its pages live in the shop at `/checkout/payment/{reference}`: the shop's checkout
 * never sees a card, only the sandbox's card page and `complete` do.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async authorise(request: PaymentRequest): Promise<PaymentOutcome> {
    return remembered(request.orderNumber, authorised(request));
  },
  async complete(reference, answer): Promise<PaymentOutcome> {
    const pending = readPending(reference);
    if (!pending) return declined('authenticationFailed', reference);
    return remembered(pending.orderNumber, completed(pending, reference, answer));
  },
  async status(orderNumber: string): Promise<PaymentOutcome | undefined> {
    return outcomesByOrder.get(orderNumber);
  },
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (!request.paymentReference.startsWith('sbx_')) {
      return { status: 'refused', message: `unknown payment ${request.paymentReference}` };
    }
    if (!(request.amount > 0)) return { status: 'refused', message: 'the amount must be positive' };
    const reference = refundsByKey.get(request.idempotencyKey) ?? `sbx_rf_${randomUUID()}`;
    refundsByKey.set(request.idempotencyKey, reference);
    return { status: 'refunded', reference };
  },
};

/** What the sandbox's page shows for a reference: card entry, the 3-D Secure challenge or the wallet approval. */
export function sandboxStep(reference: string): SandboxStep | undefined {
  return readPending(reference)?.kind;
}
