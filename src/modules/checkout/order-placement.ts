import { randomBytes } from 'node:crypto';
import type { Payload } from 'payload';
import { loadCatalogue, productOfSku } from '@/modules/catalogue';
import { stockNeeds } from '@/modules/stock';
import { voucherOfCode } from '@/modules/vouchers';
import type { Order } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { logger } from '@/platform/logging/logger';
import { readableCode } from '@/platform/text/readable-code';
import type { PlacementInput } from './checkout-input';
import { quoteFor, type Quote, type Shopper } from './checkout-quote';
import { LATE_CAPTURE, lateCaptureSettled, settleLateCapture } from './late-capture';
import { ReservationRefused, takeReservations, type ReservationRefusal } from './order-reservations';
import { settlePaid, settleUnpaid } from './order-state';
import { orderByPaymentReference } from './order-store';
import { paymentProvider } from './payment/providers';
import type { PaymentOutcome } from './payment/payment-provider';
import { authoriseReconciled } from './payment/reconciled-authorisation';

/** Why an order was not placed; each is a message of `checkout.refusal`. */
export type PlacementRefusal =
  | {
      reason:
        | 'emptyCart'
        | 'unavailableItems'
        | 'paymentUnavailable'
        | 'inProgress'
        | 'tooManyAttempts'
        | 'paymentRefunded';
    }
  | { reason: 'voucher'; detail: string }
  | { reason: 'giftCard'; detail: string }
  | { reason: 'outOfStock'; product: string }
  | { reason: 'paymentDeclined'; detail: string };

export type PlacementResult =
  | { outcome: 'paid'; order: Order }
  | { outcome: 'redirect'; order: Order; redirectUrl: string }
  | { outcome: 'refused'; refusal: PlacementRefusal };

export function newOrderNumber(now: Date): string {
  const month = `${now.getUTCFullYear() % 100}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${month}-${readableCode(8)}`;
}

async function orderOfKey(payload: Payload, placementKey: string): Promise<Order | undefined> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { placementKey: { equals: placementKey } },
    limit: 1,
    depth: 0,
  });
  return docs[0];
}

/**
 * A repeated request with the same key waits (a few seconds at most) while the first one is still
 * reserving and asking the provider, then answers what the first one made.
 */
async function settledOrder(payload: Payload, placementKey: string): Promise<Order | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const order = await orderOfKey(payload, placementKey);
    if (!order || order.status !== 'awaitingPayment' || order.payment.redirectUrl) return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return orderOfKey(payload, placementKey);
}

/** What a placement already made answers to a repeated request with the same key. */
function resultOf(order: Order): PlacementResult {
  if (order.status === 'awaitingPayment' && !order.payment.redirectUrl) {
    return { outcome: 'refused', refusal: { reason: 'inProgress' } };
  }
  if (order.status === 'awaitingPayment' && order.payment.redirectUrl) {
    return { outcome: 'redirect', order, redirectUrl: order.payment.redirectUrl };
  }
  if (order.status === 'paymentFailed' || order.status === 'cancelled') {
    return { outcome: 'refused', refusal: refusalFromRecord(order.payment.declineReason ?? '') };
  }
  return { outcome: 'paid', order };
}

function quoteRefusal(quote: Quote): PlacementRefusal | undefined {
  if (quote.unavailableLines > 0) return { reason: 'unavailableItems' };
  if (quote.lines.length === 0) return { reason: 'emptyCart' };
  if (quote.voucher?.refusal) return { reason: 'voucher', detail: quote.voucher.refusal };
  if (quote.giftCard?.refusal) return { reason: 'giftCard', detail: quote.giftCard.refusal };
  return undefined;
}

/** A refusal as the order keeps it (`payment.declineReason`), and back. */
const refusalRecord = (refusal: PlacementRefusal) =>
  'detail' in refusal
    ? `${refusal.reason}:${refusal.detail}`
    : 'product' in refusal
      ? `${refusal.reason}:${refusal.product}`
      : refusal.reason;

function refusalFromRecord(record: string): PlacementRefusal {
  const [reason, detail = ''] = record.split(':');
  if (reason === 'outOfStock') return { reason, product: detail };
  if (reason === 'voucher' || reason === 'giftCard' || reason === 'paymentDeclined')
    return { reason, detail };
  if (reason === 'emptyCart' || reason === 'unavailableItems') return { reason };
  if (reason === LATE_CAPTURE.refunded || reason === LATE_CAPTURE.refundRefused)
    return { reason: 'paymentRefunded' };
  return { reason: 'paymentUnavailable' };
}

/** Why the order's reservations could not be taken, after rolling them back; undefined when they were. */
async function reservationRefusal(
  payload: Payload,
  order: Order,
  quote: Quote,
): Promise<ReservationRefusal | undefined> {
  const usesVoucher = quote.voucher && quote.discount > 0;
  const voucher = usesVoucher ? await voucherOfCode(payload, quote.voucher!.code) : undefined;
  if (usesVoucher && !voucher) return { reason: 'voucher', detail: 'used' };
  try {
    await takeReservations(payload, order, {
      stock: stockNeeds(quote.lines),
      voucher,
      giftCard:
        quote.giftCard && quote.giftCardAmount > 0
          ? { code: quote.giftCard.code, amount: quote.giftCardAmount }
          : undefined,
    });
    return undefined;
  } catch (error) {
    if (error instanceof ReservationRefused) return error.refusal;
    logger.warn({ err: (error as Error).message, order: order.orderNumber }, 'reservation failed');
    return { reason: 'paymentUnavailable' };
  }
}

/** Takes what the order needs, or ends the order with what was missing (nothing taken then). */
async function reserve(
  payload: Payload,
  order: Order,
  quote: Quote,
  context: RequestContext,
): Promise<PlacementRefusal | undefined> {
  const missing = await reservationRefusal(payload, order, quote);
  if (!missing) return undefined;
  const refusal: PlacementRefusal =
    'sku' in missing
      ? {
          reason: 'outOfStock',
          product: productOfSku(await loadCatalogue(context.locale), missing.sku)?.name ?? missing.sku,
        }
      : missing;
  await settleUnpaid(payload, order, 'cancelled', refusalRecord(refusal));
  return refusal;
}

async function createOrder(
  payload: Payload,
  input: PlacementInput,
  shopper: Shopper,
  quote: Quote,
  placementKey: string,
  context: RequestContext,
  now: Date,
): Promise<Order | undefined> {
  try {
    return await payload.create({
      collection: 'orders',
      data: {
        orderNumber: newOrderNumber(now),
        status: 'awaitingPayment',
        placementKey,
        accessToken: randomBytes(24).toString('base64url'),
        owner: shopper.ownerKey,
        customer: typeof shopper.customerId === 'number' ? shopper.customerId : undefined,
        email: input.email,
        locale: context.locale,
        currency: context.currency,
        lines: quote.lines as unknown as Order['lines'],
        shippingAddress: { ...input.address, salutation: input.address.salutation ?? null },
        shippingMethod: input.shippingMethod,
        subtotal: quote.subtotal,
        discount: quote.discount,
        shipping: quote.shipping,
        giftCardAmount: quote.giftCardAmount,
        total: quote.total,
        voucherCode: quote.discount > 0 ? quote.voucher?.code : undefined,
        giftCardCode: quote.giftCardAmount > 0 ? quote.giftCard?.code : undefined,
        payment: {
          method: quote.amountDue === 0 ? 'giftCard' : input.paymentMethod,
          provider: paymentProvider().name,
        },
        reservations: { stock: [] },
        placedAt: now.toISOString(),
      },
      depth: 0,
    });
  } catch (error) {
    // the same key placed at this moment by a parallel request: that request's order answers
    if (await orderOfKey(payload, placementKey)) return undefined;
    throw error;
  }
}

/**
 * Places the shopper's cart as an order, once per placement key: prices it, creates the order, takes
 * stock, the voucher's use and the gift card's amount, then asks the payment provider. Paid at once, it
 * is confirmed; needing the shopper at the provider, it waits; declined, it gives back what it held.
 */
export async function placeOrder(
  payload: Payload,
  input: PlacementInput,
  shopper: Shopper,
  context: RequestContext,
  now: Date,
): Promise<PlacementResult> {
  const placementKey = `${shopper.ownerKey}|${input.placementKey}`;
  const earlier = await settledOrder(payload, placementKey);
  if (earlier) return resultOf(earlier);

  const quote = await quoteFor(payload, { ...shopper, email: input.email }, input, context, now);
  const refused = quoteRefusal(quote);
  if (refused) return { outcome: 'refused', refusal: refused };

  const order = await createOrder(payload, input, shopper, quote, placementKey, context, now);
  if (!order) return resultOf((await settledOrder(payload, placementKey))!);
  const reservationRefusal = await reserve(payload, order, quote, context);
  if (reservationRefusal) return { outcome: 'refused', refusal: reservationRefusal };
  const held = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 });

  if (quote.amountDue === 0) return { outcome: 'paid', order: await settlePaid(payload, held, 'giftCard') };
  const payment = await authoriseReconciled(paymentProvider(), {
    orderNumber: order.orderNumber,
    amount: quote.amountDue,
    currency: context.currency,
    method: input.paymentMethod,
    locale: context.locale,
  });
  if (payment === 'none' || payment === 'unknown') {
    // unknown: the order keeps what it holds until the release job has asked the provider again
    if (payment === 'none') await settleUnpaid(payload, held, 'paymentFailed', 'paymentUnavailable');
    return { outcome: 'refused', refusal: { reason: 'paymentUnavailable' } };
  }
  if (payment.status === 'authorised') {
    return { outcome: 'paid', order: await settlePaid(payload, held, payment.reference) };
  }
  if (payment.status === 'declined') {
    await settleUnpaid(payload, held, 'paymentFailed', `paymentDeclined:${payment.reason}`);
    return { outcome: 'refused', refusal: { reason: 'paymentDeclined', detail: payment.reason } };
  }
  return awaitShopper(payload, held, payment);
}

/** The order waits for the shopper at the provider's page the payment names. */
async function awaitShopper(
  payload: Payload,
  order: Order,
  payment: PaymentOutcome & { status: 'actionRequired' },
): Promise<PlacementResult> {
  const waiting = await payload.update({
    collection: 'orders',
    id: order.id,
    data: { payment: { ...order.payment, reference: payment.reference, redirectUrl: payment.redirectUrl } },
    depth: 0,
  });
  return { outcome: 'redirect', order: waiting, redirectUrl: payment.redirectUrl };
}

/**
 * The shopper comes back from the provider's page: the order is paid, waits for a further step there (a
 * 3-D Secure challenge after the card) or, declined or cancelled, gives back what it held. A repeated
 * completion answers the order's state. Paid at the provider after the release job gave the order up, it
 * is a late capture: taken again, or refunded.
 */
export async function completePayment(
  payload: Payload,
  reference: string,
  answer: Record<string, string>,
): Promise<PlacementResult | undefined> {
  const order = await orderByPaymentReference(reference);
  if (!order) return undefined;
  if (order.status === 'cancelled' && !lateCaptureSettled(order)) {
    // released while the shopper was at the provider's page: paid there after all, it is a late capture
    const late = await paymentProvider().complete(reference, answer);
    if (late.status === 'authorised')
      return resultOf(await settleLateCapture(payload, order, late.reference));
  }
  if (order.status !== 'awaitingPayment') return resultOf(order);
  const payment = await paymentProvider().complete(reference, answer);
  if (payment.status === 'authorised') {
    return { outcome: 'paid', order: await settlePaid(payload, order, payment.reference) };
  }
  if (payment.status === 'actionRequired') return awaitShopper(payload, order, payment);
  const reason = payment.reason;
  await settleUnpaid(payload, order, 'paymentFailed', `paymentDeclined:${reason}`);
  return { outcome: 'refused', refusal: { reason: 'paymentDeclined', detail: reason } };
}
