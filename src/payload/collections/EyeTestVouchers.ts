import type { CollectionConfig } from 'payload';
import { EYE_TEST_VOUCHER_STATUSES } from '@/modules/vouchers/voucher-constants';
import { staffOrOwnCustomer } from '../access';

const readOnly = { readOnly: true };

/**
 * One-time codes for the contact-lens eye test, issued when its order is paid (one per test bought).
 * The optician marks a code redeemed once: through `POST /data/eye-test-vouchers/redeem` with an optician
 * account's API key, or staff set the status here.
 */
export const EyeTestVouchers: CollectionConfig = {
  slug: 'eye-test-vouchers',
  labels: {
    singular: { en: 'Eye-test voucher', de: 'Sehtest-Gutschein' },
    plural: { en: 'Eye-test vouchers', de: 'Sehtest-Gutscheine' },
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'status', 'orderNumber', 'validUntil', 'redeemedAt'],
    group: { en: 'Opticians', de: 'Optiker' },
    listSearchableFields: ['code', 'orderNumber', 'email'],
  },
  access: { read: staffOrOwnCustomer('customer'), create: () => false },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'issueKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'orderNumber', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
    { name: 'email', type: 'email', required: true, admin: readOnly },
    { name: 'status', type: 'select', options: [...EYE_TEST_VOUCHER_STATUSES], required: true },
    { name: 'validUntil', type: 'date', required: true },
    { name: 'redeemedAt', type: 'date' },
    { name: 'redeemedBy', type: 'relationship', relationTo: 'opticians' },
  ],
};
