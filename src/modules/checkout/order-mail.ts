import type { Payload } from 'payload';
import type { Order } from '@/payload/payload-types';
import { storefrontAddresses } from '@/platform/config/storefront-addresses';
import { formatPrice } from '@/platform/i18n/format';
import { sectionTranslator } from '@/platform/i18n/translator';
import { enqueueMail } from '@/platform/mail/outbox';
import { textMail } from '@/platform/mail/text-mail';
import { storefrontUrl } from '@/platform/seo/storefront-urls';
import type { OrderLine } from './order-line';
import { inertText } from '@/platform/mail/inert-text';

/** The order's page: the confirmation with its access token (works without a login). */
export const orderPagePath = (order: Pick<Order, 'orderNumber' | 'accessToken'>) =>
  `/checkout/confirmation/${encodeURIComponent(order.orderNumber)}?token=${encodeURIComponent(order.accessToken)}`;

/** The order confirmation, once per order, in the language of the storefront it was bought in. */
export async function queueOrderConfirmation(payload: Payload, order: Order): Promise<void> {
  const t = await sectionTranslator(order.locale, 'checkoutMail');
  const price = (amount: number) => formatPrice(amount, order.currency, order.locale);
  const address = order.shippingAddress;
  const lines = [
    t('greeting', { firstName: inertText(address?.firstName) }),
    '',
    t('intro', { orderNumber: order.orderNumber }),
    '',
    ...(order.lines as OrderLine[]).flatMap((line) => [
      `${line.quantity} × ${line.name} (${line.variant}) — ${price(line.lineTotal)}`,
      ...line.details.map((detail) => `    ${detail}`),
    ]),
    '',
    `${t('subtotal')}: ${price(order.subtotal)}`,
    ...(order.discount > 0 ? [`${t('discount')}: −${price(order.discount)}`] : []),
    `${t('shipping')}: ${price(order.shipping)}`,
    ...(order.giftCardAmount > 0 ? [`${t('giftCard')}: −${price(order.giftCardAmount)}`] : []),
    `${t('total')}: ${price(order.total)}`,
    '',
    t('deliveryTo'),
    `${inertText(address?.firstName)} ${inertText(address?.lastName)}`,
    inertText(address?.street),
    `${inertText(address?.postalCode)} ${inertText(address?.city)}`,
    '',
    t(`payment.${order.payment.method}`),
    '',
    t('moneyBack'),
    '',
    t('orderLink'),
    storefrontUrl(order.locale, orderPagePath(order), storefrontAddresses()),
    '',
    t('signature'),
  ];
  await enqueueMail(
    payload,
    textMail(order.email, t('subject', { orderNumber: order.orderNumber }), lines, order.locale),
    { dedupeKey: `order-${order.orderNumber}-confirmation`, priority: 'urgent' },
  );
}

/** The customer is told once that the money of their return is on its way back. */
export async function queueRefundMail(payload: Payload, order: Order, amount: number): Promise<void> {
  const t = await sectionTranslator(order.locale, 'checkoutMail');
  const lines = [
    t('greeting', { firstName: inertText(order.shippingAddress?.firstName) }),
    '',
    t('refund.body', {
      amount: formatPrice(amount, order.currency, order.locale),
      orderNumber: order.orderNumber,
    }),
    '',
    t('signature'),
  ];
  await enqueueMail(
    payload,
    textMail(order.email, t('refund.subject', { orderNumber: order.orderNumber }), lines, order.locale),
    { dedupeKey: `order-${order.orderNumber}-refund`, priority: 'urgent' },
  );
}
