import type { CollectionConfig } from 'payload';
import { staffOrOwnCustomer } from '../access';
import { ORDER_STATUSES, PAYMENT_METHODS, SHIPPING_METHODS } from '@/modules/checkout/checkout-constants';
import { CURRENCIES, SUPPORTED_LOCALES } from '@/platform/locale/locales';
import { dateOrderSteps } from '../hooks/order-hooks';
import { addressFields } from './Customers';

const readOnly = { readOnly: true };
const money = (name: string) => ({ name, type: 'number' as const, required: true, admin: readOnly });

/**
 * Orders placed at checkout. `placementKey` is unique, so a double-clicked or retried placement finds the
 * order it made. The lines are a copy of what was bought at the price paid. Staff move an order on
 * (shipped, delivered) in the backoffice; the customer reads their own.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: { en: 'Order', de: 'Bestellung' }, plural: { en: 'Orders', de: 'Bestellungen' } },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'status', 'email', 'total', 'currency', 'placedAt'],
    group: { en: 'Orders', de: 'Bestellungen' },
    listSearchableFields: ['orderNumber', 'email'],
  },
  defaultSort: '-placedAt',
  hooks: { beforeChange: [dateOrderSteps] },
  access: {
    read: staffOrOwnCustomer('customer'),
    create: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'orderNumber', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'status', type: 'select', options: [...ORDER_STATUSES], required: true, index: true },
    { name: 'placementKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'accessToken', type: 'text', required: true, admin: { hidden: true } },
    { name: 'owner', type: 'text', required: true, index: true, admin: { hidden: true } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
    { name: 'email', type: 'email', required: true, index: true, admin: readOnly },
    { name: 'locale', type: 'select', options: [...SUPPORTED_LOCALES], required: true, admin: readOnly },
    { name: 'currency', type: 'select', options: [...CURRENCIES], required: true, admin: readOnly },
    { name: 'lines', type: 'json', required: true, admin: readOnly },
    { name: 'shippingAddress', type: 'group', fields: addressFields, admin: readOnly },
    {
      name: 'shippingMethod',
      type: 'select',
      options: [...SHIPPING_METHODS],
      required: true,
      admin: readOnly,
    },
    money('subtotal'),
    money('discount'),
    money('shipping'),
    money('giftCardAmount'),
    money('total'),
    { name: 'voucherCode', type: 'text', index: true, admin: readOnly },
    { name: 'giftCardCode', type: 'text', admin: readOnly },
    {
      name: 'payment',
      type: 'group',
      admin: readOnly,
      fields: [
        { name: 'method', type: 'select', options: [...PAYMENT_METHODS], required: true },
        { name: 'provider', type: 'text' },
        { name: 'reference', type: 'text', index: true },
        { name: 'redirectUrl', type: 'text' },
        {
          name: 'declineReason',
          type: 'text',
          label: { en: 'Payment note', de: 'Zahlungsvermerk' },
          admin: {
            description: {
              en: 'Why the payment failed, or what became of a payment that arrived after the order was released: lateCaptureReserved (everything was still there: taken again, the order is paid), lateCaptureRefunded (paid back, with the refund reference), lateCaptureRefundRefused (the provider refused the refund: pay it back by hand).',
              de: 'Warum die Zahlung scheiterte, oder was aus einer Zahlung wurde, die nach der Freigabe der Bestellung einging: lateCaptureReserved (alles war noch da: erneut reserviert, die Bestellung ist bezahlt), lateCaptureRefunded (erstattet, mit der Referenz der Erstattung), lateCaptureRefundRefused (der Anbieter lehnte die Erstattung ab: bitte von Hand erstatten).',
            },
          },
        },
      ],
    },
    {
      name: 'reservations',
      type: 'json',
      admin: { ...readOnly, description: 'Stock, voucher and gift-card amounts this order holds.' },
    },
    { name: 'placedAt', type: 'date', required: true, index: true, admin: readOnly },
    { name: 'paidAt', type: 'date', admin: readOnly },
    { name: 'shippedAt', type: 'date' },
    { name: 'deliveredAt', type: 'date' },
  ],
};
