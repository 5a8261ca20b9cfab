import { NextResponse, type NextRequest } from 'next/server';
import type { Payload } from 'payload';
import { payloadClient } from '@/payload/client';
import { dataRequestContext } from '@/platform/context/data-request-context';
import type { RequestContext } from '@/platform/context/request-context';
import { customerOwnerKey, requestCustomer } from '@/modules/accounts';
import { requestVisitorKey } from '@/platform/context/visitor';
import { clientAddressOf } from '@/platform/http/client-address';
import { jsonBodyOf } from '@/platform/http/json-body';
import { privateJson } from '@/platform/http/private-json';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { validatedBody } from '@/platform/http/validated-body';
import { sectionTranslator, type Translate } from '@/platform/i18n/translator';
import { logger } from '@/platform/logging/logger';
import { placementProblems, placementSchema, quoteSchema } from './checkout-input';
import { quoteFor, type Quote, type Shopper } from './checkout-quote';
import { codeChecks } from './code-check-limit';
import { orderPagePath } from './order-mail';
import { completePayment, placeOrder, type PlacementRefusal, type PlacementResult } from './order-placement';
import { applyPaymentEvent } from './payment-events';
import { countDecline, countPendingOrder, mayStartPayment } from './payment-limits';
import { paymentWebhook } from './payment/providers';

/** Field messages of the checkout's own fields; the address and e-mail share the account's. */
const CHECKOUT_FIELD_KEYS = /^(terms|paymentMethod)/;

interface Call {
  request: NextRequest;
  context: RequestContext;
  t: Translate;
  payload: Payload;
  now: Date;
}

const answer = ({ context }: Pick<Call, 'context'>, body: unknown, status = 200) =>
  privateJson(body, status, context.locale);

/** The customer's cart once logged in, else the browser's visitor cart (none without a visitor id). */
async function shopperOf(request: NextRequest): Promise<Shopper> {
  const customer = await requestCustomer(request);
  if (customer)
    return { ownerKey: customerOwnerKey(customer.id), customerId: customer.id, email: customer.email };
  return { ownerKey: requestVisitorKey(request) ?? 'visitor:none' };
}

export function refusalMessage(t: Translate, refusal: PlacementRefusal): string {
  switch (refusal.reason) {
    case 'voucher':
      return t(`voucher.${refusal.detail}`);
    case 'giftCard':
      return t(`giftCard.${refusal.detail}`);
    case 'paymentDeclined':
      return t(`declined.${refusal.detail}`);
    case 'outOfStock':
      return t('refusal.outOfStock', { product: refusal.product });
    default:
      return t(`refusal.${refusal.reason}`);
  }
}

const REFUSAL_STATUS: Record<PlacementRefusal['reason'], number> = {
  emptyCart: 409,
  unavailableItems: 409,
  outOfStock: 409,
  voucher: 409,
  giftCard: 409,
  paymentDeclined: 402,
  paymentUnavailable: 503,
  inProgress: 409,
  tooManyAttempts: 429,
  paymentRefunded: 409,
};

/** Counts what the client's payment attempt left: an order waiting at the provider, or a decline. */
async function countAttempt(request: NextRequest, result: PlacementResult): Promise<void> {
  const client = clientAddressOf(request);
  if (result.outcome === 'redirect') await countPendingOrder(client);
  if (result.outcome === 'refused' && result.refusal.reason === 'paymentDeclined') await countDecline(client);
}

function placementAnswer(call: Call, result: PlacementResult): NextResponse {
  if (result.outcome === 'refused') {
    return answer(
      call,
      { message: refusalMessage(call.t, result.refusal), reason: result.refusal.reason },
      REFUSAL_STATUS[result.refusal.reason],
    );
  }
  if (result.outcome === 'redirect') {
    return answer(call, { orderNumber: result.order.orderNumber, redirect: result.redirectUrl }, 202);
  }
  return answer(call, { orderNumber: result.order.orderNumber, redirect: orderPagePath(result.order) }, 201);
}

/** The quote with its voucher and gift-card refusals as messages, for the checkout summary. */
function quoteAnswer(t: Translate, quote: Quote) {
  return {
    ...quote,
    voucher: quote.voucher && {
      code: quote.voucher.code,
      message: quote.voucher.refusal ? t(`voucher.${quote.voucher.refusal}`) : undefined,
    },
    giftCard: quote.giftCard && {
      code: quote.giftCard.code,
      message: quote.giftCard.refusal ? t(`giftCard.${quote.giftCard.refusal}`) : undefined,
    },
  };
}

async function run(request: NextRequest, handle: (call: Call) => Promise<NextResponse>) {
  const context = dataRequestContext(request);
  const t = await sectionTranslator(context.locale, 'checkout');
  try {
    return await handle({ request, context, t, payload: await payloadClient(), now: new Date() });
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'checkout request failed');
    return answer({ context }, { message: t('refusal.unavailable') }, 503);
  }
}

/** The 429 answer when the request checks a code and its client has checked too many. */
async function overCodeCheckLimit(call: Call, codes: { voucherCode?: string; giftCardCode?: string }) {
  if (!codes.voucherCode && !codes.giftCardCode) return undefined;
  const seconds = await codeChecks.secondsToWait(clientAddressOf(call.request));
  return seconds > 0 ? tooManyRequests(seconds, call.context.locale) : undefined;
}

/** A provider's event is a few KiB (Stripe's sessions the largest); anything far larger is not one. */
const MAX_EVENT_BYTES = 65_536;

interface ReferenceParams {
  params: Promise<{ reference: string }>;
}

/**
 * `POST /data/checkout/quote`, `POST /data/checkout/orders` (idempotent by `placementKey`),
 * `POST /data/checkout/payments/{reference}` (the answer at the payment provider's page),
 * `POST /data/checkout/payment-events` (the provider's signed webhook: the shop's event format, or Stripe's).
 */
export const checkoutRoutes = {
  quote: (request: NextRequest) =>
    run(request, async (call) => {
      const parsed = quoteSchema.safeParse((await jsonBodyOf(request)) ?? {});
      if (!parsed.success) return answer(call, { message: call.t('refusal.badRequest') }, 400);
      const limited = await overCodeCheckLimit(call, parsed.data);
      if (limited) return limited;
      const quote = await quoteFor(
        call.payload,
        await shopperOf(request),
        parsed.data,
        call.context,
        call.now,
      );
      return answer(call, quoteAnswer(call.t, quote));
    }),
  place: (request: NextRequest) =>
    run(request, async (call) => {
      const parsed = await validatedBody(request, placementSchema, {
        locale: call.context.locale,
        message: call.t('refusal.check'),
        fieldsOf: async (error) => {
          const account = await sectionTranslator(call.context.locale, 'account');
          return Object.fromEntries(
            Object.entries(placementProblems(error)).map(([field, key]) => [
              field,
              CHECKOUT_FIELD_KEYS.test(key) ? call.t(`field.${key}`) : account(`field.${key}`),
            ]),
          );
        },
      });
      if (parsed.refusal) return parsed.refusal;
      const limited = await overCodeCheckLimit(call, parsed.data);
      if (limited) return limited;
      if (!(await mayStartPayment(clientAddressOf(request))))
        return placementAnswer(call, { outcome: 'refused', refusal: { reason: 'tooManyAttempts' } });
      const shopper = await shopperOf(request);
      const result = await placeOrder(call.payload, parsed.data, shopper, call.context, call.now);
      await countAttempt(request, result);
      return placementAnswer(call, result);
    }),
  completePayment: async (request: NextRequest, { params }: ReferenceParams) => {
    const { reference } = await params;
    return run(request, async (call) => {
      const body = ((await jsonBodyOf(request)) ?? {}) as Record<string, unknown>;
      const answerAtProvider = Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const result = await completePayment(call.payload, reference, answerAtProvider);
      if (!result) return answer(call, { message: call.t('refusal.unknownPayment') }, 404);
      await countAttempt(request, result);
      return placementAnswer(call, result);
    });
  },
  paymentEvent: (request: NextRequest) =>
    run(request, async (call) => {
      const readWebhook = paymentWebhook();
      if (!readWebhook) return answer(call, { message: call.t('refusal.unknownPayment') }, 404);
      if (Number(request.headers.get('content-length') ?? 0) > MAX_EVENT_BYTES)
        return answer(call, { message: call.t('refusal.badRequest') }, 413);
      const body = await request.text();
      if (Buffer.byteLength(body) > MAX_EVENT_BYTES)
        return answer(call, { message: call.t('refusal.badRequest') }, 413);
      const reading = readWebhook(body, request.headers);
      if (reading === 'forged') return answer(call, { message: call.t('refusal.badRequest') }, 401);
      if (reading === 'malformed') return answer(call, { message: call.t('refusal.badRequest') }, 400);
      // an event of no concern is acknowledged, or the provider would send it again
      if (reading === 'ignored') return answer(call, { ignored: true });
      const status = await applyPaymentEvent(call.payload, reading.event);
      if (!status) return answer(call, { message: call.t('refusal.unknownPayment') }, 404);
      return answer(call, { orderNumber: reading.event.orderNumber, status });
    }),
};
