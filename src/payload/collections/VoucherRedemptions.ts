import type { CollectionConfig } from 'payload';

const readOnly = { readOnly: true };

/**
 * One row per use of a voucher: `key` is the code and the use's number (`NL10-ABC#1`) and unique, so of
 * many checkouts redeeming the last use at once exactly one gets it. An order that is not paid deletes its
 * row again.
 */
export const VoucherRedemptions: CollectionConfig = {
  slug: 'voucher-redemptions',
  labels: {
    singular: { en: 'Voucher redemption', de: 'Gutscheineinlösung' },
    plural: { en: 'Voucher redemptions', de: 'Gutscheineinlösungen' },
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['code', 'orderNumber', 'createdAt'],
    group: { en: 'Orders', de: 'Bestellungen' },
  },
  access: { create: () => false, update: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'code', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'orderNumber', type: 'text', required: true, index: true, admin: readOnly },
  ],
};
