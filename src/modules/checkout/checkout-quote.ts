import type { Payload, Where } from 'payload';
import { cartLines, cartView, type CartLineView } from '@/modules/cart';
import { loadCatalogue, productOfSku } from '@/modules/catalogue';
import { checkVoucher, redemptionsOf, voucherOfCode, type VoucherRefusal } from '@/modules/vouchers';
import type { RequestContext } from '@/platform/context/request-context';
import { difference, sumOf } from '@/platform/money/amounts';
import { BOUGHT_ORDER_STATUSES } from './checkout-constants';
import type { QuoteInput } from './checkout-input';
import { giftCardOf, type GiftCardRefusal } from './gift-cards';
import { shippingCost } from './shipping';
import type { OrderLine } from './order-line';

export interface Shopper {
  ownerKey: string;
  customerId?: number | string;
  email?: string;
}

export interface Quote {
  currency: RequestContext['currency'];
  lines: OrderLine[];
  /** whether anything goes by post */
  needsDelivery: boolean;
  /** lines of products the shop no longer sells: the order cannot be placed until they are removed */
  unavailableLines: number;
  subtotal: number;
  discount: number;
  shipping: number;
  giftCardAmount: number;
  /** what the order costs */
  total: number;
  /** what is left to pay after the gift card */
  amountDue: number;
  voucher?: { code: string; refusal?: VoucherRefusal };
  giftCard?: { code: string; refusal?: GiftCardRefusal };
}

function orderLine(line: CartLineView, brandId: string): OrderLine | undefined {
  if (!line.product) return undefined;
  return {
    cartLineId: line.id,
    sku: line.sku,
    productId: line.productId,
    brandId,
    name: line.product.name,
    brandName: line.product.brandName,
    variant: line.product.variant,
    details: line.details,
    href: line.product.href,
    imagePath: line.product.imagePath,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
  };
}

/** Whether the shopper (account or address) has an order that was paid: a voucher is then not a first order's. */
export async function boughtBefore(payload: Payload, shopper: Shopper): Promise<boolean> {
  const who: Where[] = [
    ...(shopper.email ? [{ email: { equals: shopper.email } }] : []),
    ...(shopper.customerId !== undefined ? [{ customer: { equals: shopper.customerId } }] : []),
  ];
  if (who.length === 0) return false;
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: { and: [{ status: { in: [...BOUGHT_ORDER_STATUSES] } }, { or: who }] },
  });
  return totalDocs > 0;
}

/**
 * Prices the shopper's cart for checkout: the lines at today's prices, delivery, the voucher (each refusal
 * named) and the gift card, which pays up to what the order costs.
 */
export async function quoteFor(
  payload: Payload,
  shopper: Shopper,
  input: QuoteInput,
  context: RequestContext,
  now: Date,
): Promise<Quote> {
  const [cart, catalogue] = await Promise.all([
    cartLines(shopper.ownerKey).then((lines) => cartView(lines, context)),
    loadCatalogue(context.locale),
  ]);
  const lines = cart.lines
    .map((line) => orderLine(line, productOfSku(catalogue, line.sku)?.brandId ?? ''))
    .filter((line): line is OrderLine => line !== undefined);
  const subtotal = sumOf(lines.map((line) => line.lineTotal));

  let discount = 0;
  let voucher: Quote['voucher'];
  if (input.voucherCode) {
    const terms = await voucherOfCode(payload, input.voucherCode);
    const outcome = checkVoucher(terms, {
      now,
      lines: lines.map((line) => ({ brandId: line.brandId, giftCard: false, lineTotal: line.lineTotal })),
      redemptions: terms ? await redemptionsOf(payload, terms.code) : 0,
      boughtBefore: await boughtBefore(payload, shopper),
      otherVoucher: false,
    });
    if ('refusal' in outcome) voucher = { code: input.voucherCode, refusal: outcome.refusal };
    else {
      discount = outcome.discount;
      voucher = { code: input.voucherCode };
    }
  }

  const shipping = shippingCost(input.shippingMethod, subtotal, context.currency, cart.needsDelivery);
  const total = sumOf([difference(subtotal, discount), shipping]);

  let giftCardAmount = 0;
  let giftCard: Quote['giftCard'];
  if (input.giftCardCode) {
    const card = await giftCardOf(payload, input.giftCardCode, context.currency, now);
    if ('refusal' in card) giftCard = { code: input.giftCardCode, refusal: card.refusal };
    else {
      giftCardAmount = Math.min(card.balance, total);
      giftCard = { code: card.code };
    }
  }

  return {
    currency: context.currency,
    lines,
    needsDelivery: cart.needsDelivery,
    unavailableLines: cart.lines.length - lines.length,
    subtotal,
    discount,
    shipping,
    giftCardAmount,
    total,
    amountDue: difference(total, giftCardAmount),
    voucher,
    giftCard,
  };
}
