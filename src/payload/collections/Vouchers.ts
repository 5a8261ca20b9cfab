import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';
import { VOUCHER_KINDS } from '@/modules/vouchers/voucher-constants';

const readOnly = { readOnly: true };

/**
 * Vouchers the shop issued, with the rules they were issued under (checkout enforces them). A newsletter
 * voucher: 10% off the first order, 30 days, once, not with other offers, not on gift cards or the
 * excluded brands.
 */
export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  labels: { singular: { en: 'Voucher', de: 'Gutschein' }, plural: { en: 'Vouchers', de: 'Gutscheine' } },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'email', 'validUntil', 'redeemedAt'],
    group: { en: 'Customers', de: 'Kunden' },
    listSearchableFields: ['code', 'email'],
  },
  access: {
    read: isStaff,
    create: () => false,
    update: isStaff,
    delete: () => false,
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'kind', type: 'select', options: [...VOUCHER_KINDS], required: true, admin: readOnly },
    { name: 'email', type: 'email', index: true, admin: readOnly },
    { name: 'percentOff', type: 'number', min: 0, max: 100, admin: readOnly },
    { name: 'validUntil', type: 'date', required: true, admin: readOnly },
    { name: 'maxRedemptions', type: 'number', required: true, defaultValue: 1, admin: readOnly },
    { name: 'redeemedAt', type: 'date', admin: { description: 'Set when the voucher was used.' } },
    {
      name: 'rules',
      type: 'json',
      admin: {
        ...readOnly,
        description: 'first order only, sale items, gift cards, excluded brands, combinable',
      },
    },
    { name: 'issuedFor', type: 'text', unique: true, admin: { hidden: true } },
  ],
};
