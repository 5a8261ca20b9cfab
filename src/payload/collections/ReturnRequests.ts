import type { CollectionConfig } from 'payload';
import { staffOrOwnCustomer } from '../access';
import { RETURN_REASONS, RETURN_STATUSES } from '@/modules/checkout/checkout-constants';
import { refundOnReturn } from '@/modules/checkout/refund-hooks';
import { cancelEyeTestVouchersOfRefund } from '@/modules/vouchers/eye-test-voucher-hooks';
import { markOrderReturned } from '../hooks/order-hooks';

const readOnly = { readOnly: true };

/**
 * Returns under the 30-day money-back guarantee, asked for from the account; staff approve, receive and
 * refund them in the backoffice (refunded pays the money back through the payment provider). One request
 * per order.
 */
export const ReturnRequests: CollectionConfig = {
  slug: 'return-requests',
  labels: { singular: { en: 'Return', de: 'Retoure' }, plural: { en: 'Returns', de: 'Retouren' } },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'status', 'reason', 'createdAt'],
    group: { en: 'Orders', de: 'Bestellungen' },
    listSearchableFields: ['orderNumber'],
  },
  hooks: { beforeChange: [refundOnReturn], afterChange: [markOrderReturned, cancelEyeTestVouchersOfRefund] },
  access: {
    read: staffOrOwnCustomer('customer'),
    create: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'orderNumber', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, admin: readOnly },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
    { name: 'reason', type: 'select', options: [...RETURN_REASONS], required: true, admin: readOnly },
    { name: 'comment', type: 'textarea', maxLength: 1000, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      options: [...RETURN_STATUSES],
      required: true,
      defaultValue: 'requested',
    },
    {
      name: 'refundAmount',
      type: 'number',
      min: 0,
      admin: {
        description: {
          en: 'Paid back when the status is set to refunded; left empty, the order’s whole total.',
          de: 'Wird beim Status „erstattet“ zurückgezahlt; leer gelassen, die ganze Bestellsumme.',
        },
      },
    },
    { name: 'refundReference', type: 'text', admin: readOnly },
    { name: 'refundedAt', type: 'date', admin: readOnly },
  ],
};
