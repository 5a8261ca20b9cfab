import type { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { payloadClient } from '@/payload/client';
import { customerOwnerKey, requestCustomer } from '@/modules/accounts';
import { requestVisitorKey } from '@/platform/context/visitor';
import { clientAddressOf } from '@/platform/http/client-address';
import { dataEndpoint, type DataCall, type DataHandler } from '@/platform/http/data-endpoint';
import { jsonBodyOf } from '@/platform/http/json-body';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { sectionTranslator, type Translate } from '@/platform/i18n/translator';
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

/** A quote asked for without a body is priced with the defaults. */
const quoteBodySchema = z.preprocess((body) => body ?? {}, quoteSchema);

/** The quote's fields at fault: its codes by what the summary says of an unusable one. */
const QUOTE_FIELD_KEYS: Record<string, string> = {
  voucherCode: 'voucher.unknown',
  giftCardCode: 'giftCard.giftCardUnusable',
};

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

function placementAnswer(call: DataCall, result: PlacementResult): NextResponse {
  if (result.outcome === 'refused') {
    return call.answer(
      { message: refusalMessage(call.t, result.refusal), reason: result.refusal.reason },
      REFUSAL_STATUS[result.refusal.reason],
    );
  }
  if (result.outcome === 'redirect') {
    return call.answer({ orderNumber: result.order.orderNumber, redirect: result.redirectUrl }, 202);
  }
  return call.answer({ orderNumber: result.order.orderNumber, redirect: orderPagePath(result.order) }, 201);
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

const checkoutEndpoint = <Params = unknown>(handle: DataHandler<Params>) =>
  dataEndpoint<Params>(
    { section: 'checkout', unavailable: 'refusal.unavailable', failure: 'checkout request failed' },
    handle,
  );

/** The 429 answer when the request checks a code and its client has checked too many. */
async function overCodeCheckLimit(call: DataCall, codes: { voucherCode?: string; giftCardCode?: string }) {
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
export const checkoutHandlers = {
  quote: checkoutEndpoint(async (call) => {
    const { data, refusal } = await call.body(quoteBodySchema, {
      message: call.t('refusal.badRequest'),
      fieldsOf: (error) =>
        Object.fromEntries(
          error.issues.map((issue) => {
            const field = String(issue.path[0]);
            return [field, call.t(QUOTE_FIELD_KEYS[field] ?? 'refusal.badRequest')];
          }),
        ),
    });
    if (refusal) return refusal;
    const limited = await overCodeCheckLimit(call, data);
    if (limited) return limited;
    const quote = await quoteFor(
      await payloadClient(),
      await shopperOf(call.request),
      data,
      call.context,
      call.now,
    );
    return call.answer(quoteAnswer(call.t, quote));
  }),
  place: checkoutEndpoint(async (call) => {
    const { data, refusal } = await call.body(placementSchema, {
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
    if (refusal) return refusal;
    const limited = await overCodeCheckLimit(call, data);
    if (limited) return limited;
    if (!(await mayStartPayment(clientAddressOf(call.request))))
      return placementAnswer(call, { outcome: 'refused', refusal: { reason: 'tooManyAttempts' } });
    const shopper = await shopperOf(call.request);
    const result = await placeOrder(await payloadClient(), data, shopper, call.context, call.now);
    await countAttempt(call.request, result);
    return placementAnswer(call, result);
  }),
  completePayment: checkoutEndpoint<ReferenceParams>(async (call, { params }) => {
    const { reference } = await params;
    const body = ((await jsonBodyOf(call.request)) ?? {}) as Record<string, unknown>;
    const answerAtProvider = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const result = await completePayment(await payloadClient(), reference, answerAtProvider);
    if (!result) return call.refuse(404, 'refusal.unknownPayment');
    await countAttempt(call.request, result);
    return placementAnswer(call, result);
  }),
  paymentEvent: checkoutEndpoint(async (call) => {
    const { request } = call;
    const readWebhook = paymentWebhook();
    if (!readWebhook) return call.refuse(404, 'refusal.unknownPayment');
    if (Number(request.headers.get('content-length') ?? 0) > MAX_EVENT_BYTES)
      return call.refuse(413, 'refusal.badRequest');
    const body = await request.text();
    if (Buffer.byteLength(body) > MAX_EVENT_BYTES) return call.refuse(413, 'refusal.badRequest');
    const reading = readWebhook(body, request.headers);
    if (reading === 'forged') return call.refuse(401, 'refusal.badRequest');
    if (reading === 'malformed') return call.refuse(400, 'refusal.badRequest');
    // an event of no concern is acknowledged, or the provider would send it again
    if (reading === 'ignored') return call.answer({ ignored: true });
    const status = await applyPaymentEvent(await payloadClient(), reading.event);
    if (!status) return call.refuse(404, 'refusal.unknownPayment');
    return call.answer({ orderNumber: reading.event.orderNumber, status });
  }),
};
