/**
 * A stand-in for Stripe's REST API on loopback, for the calls the shop's Stripe adapter makes: Checkout
 * Sessions (create, retrieve, list by payment intent), the payment-intent search and refunds, with
 * form-encoded bodies, bearer keys, idempotency keys and Stripe's error shape. `pay` and `expire` do what
 * the shopper does on Stripe's hosted page; `event` makes the webhook event Stripe would send.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** the form body as Stripe's clients encode it: `metadata[orderNumber]`, `line_items[0][quantity]`, … */
  form: Record<string, string>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  status: 'succeeded';
  amount: number;
  amount_refunded: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  calls: RecordedStripeCall[];
  sessions: Map<string, Session>;
  /** the shopper pays the session on the hosted page */
  pay(sessionId: string): Session;
  /** the session runs out unpaid */
  expire(sessionId: string): Session;
  /** the webhook event of a session, as Stripe sends it */
  event(type: string, sessionId: string): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomUUID().replace(/-/g, '')}`;
const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

/** Starts the stand-in on a free loopback port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: RecordedStripeCall[] = [];
  const sessions = new Map<string, Session>();
  const intents = new Map<string, PaymentIntent>();
  const answered = new Map<string, unknown>();
  const stand: Partial<StripeStandIn> = { calls, sessions };

  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response
      .writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      .end(JSON.stringify(body));
  const invalid = (response: http.ServerResponse, message: string, status = 400) =>
    json(response, status, { error: { type: 'invalid_request_error', message } });

  function createSession(form: Record<string, string>): Session {
    const session: Session = {
      id: id('cs'),
      object: 'checkout.session',
      url: null,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      client_reference_id: form.client_reference_id ?? null,
      metadata: { orderNumber: form['metadata[orderNumber]'] ?? '' },
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form['line_items[0][price_data][currency]'] ?? '',
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
    };
    session.url = `${stand.url}/pay/${session.id}`;
    sessions.set(session.id, session);
    return session;
  }

  /** A refund of a payment intent, or Stripe's refusal (its message). */
  function refund(form: Record<string, string>): { refunded: unknown } | { refused: string } {
    const intent = intents.get(form.payment_intent ?? '');
    if (!intent) return { refused: `No such payment_intent: '${form.payment_intent}'` };
    const amount = Number(form.amount ?? intent.amount - intent.amount_refunded);
    if (amount > intent.amount - intent.amount_refunded)
      return { refused: `Refund amount (${amount}) is greater than unrefunded amount on charge` };
    intent.amount_refunded += amount;
    return {
      refunded: { id: id('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' },
    };
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        authorization: request.headers.authorization,
        idempotencyKey,
        form,
      });
      if (!request.headers.authorization?.startsWith('Bearer sk_'))
        return invalid(response, 'Invalid API Key provided', 401);
      const replay = idempotencyKey && answered.get(`${url.pathname}|${idempotencyKey}`);
      if (replay) return json(response, 200, replay);
      const remembered = (value: unknown) => {
        if (idempotencyKey) answered.set(`${url.pathname}|${idempotencyKey}`, value);
        return value;
      };
      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /v1/checkout/sessions') return json(response, 200, remembered(createSession(form)));
      if (route === 'GET /v1/checkout/sessions') {
        const found = [...sessions.values()].filter(
          (session) => session.payment_intent === url.searchParams.get('payment_intent'),
        );
        return json(response, 200, list(url.pathname, found));
      }
      const session = /^GET \/v1\/checkout\/sessions\/([\w-]+)$/.exec(route);
      if (session) {
        const found = sessions.get(session[1]!);
        return found ? json(response, 200, found) : invalid(response, `No such checkout.session`, 404);
      }
      if (route === 'GET /v1/payment_intents/search') {
        const query = url.searchParams.get('query') ?? '';
        const orderNumber = /metadata\['orderNumber'\]:'([^']*)'/.exec(query)?.[1];
        const found = [...intents.values()].filter(
          (intent) =>
            intent.metadata.orderNumber === orderNumber &&
            (!query.includes("status:'succeeded'") || intent.status === 'succeeded'),
        );
        return json(response, 200, {
          object: 'search_result',
          data: found,
          has_more: false,
          next_page: null,
        });
      }
      if (route === 'POST /v1/refunds') {
        const outcome = refund(form);
        return 'refused' in outcome
          ? invalid(response, outcome.refused)
          : json(response, 200, remembered(outcome.refunded));
      }
      return invalid(response, `Unrecognized request URL (${route})`, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  stand.pay = (sessionId) => {
    const session = sessions.get(sessionId)!;
    const intent: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      status: 'succeeded',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      metadata: session.metadata,
    };
    intents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
    });
    return session;
  };
  stand.expire = (sessionId) =>
    Object.assign(sessions.get(sessionId)!, { status: 'expired' as const, url: null });
  stand.event = (type, sessionId) =>
    JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: sessions.get(sessionId) },
    });
  stand.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stand as StripeStandIn;
}
