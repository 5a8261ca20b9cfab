/** An order's life: placed and waiting for the payment, paid, then on its way; or it ends early. */
export const ORDER_STATUSES = [
  'awaitingPayment',
  'paid',
  'shipped',
  'delivered',
  'returned',
  'paymentFailed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States of an order the shopper has bought (a later voucher is no longer a first order's). */
export const BOUGHT_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'returned'];

/** How the shopper pays what is left after a gift card; `giftCard` when the card covers everything. */
export const PAYMENT_METHODS = ['card', 'paypal', 'invoice', 'giftCard'] as const;

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** The money-back guarantee: a return may be asked for within this many days of delivery (or payment). */
export const RETURN_DAYS = 30;
export const RETURN_REASONS = ['notSatisfied', 'doesNotFit', 'defective', 'wrongItem', 'other'] as const;
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refunded', 'rejected'] as const;
