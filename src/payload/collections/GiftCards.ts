import type { CollectionConfig } from 'payload';
import { CURRENCIES } from '@/platform/locale/locales';

/**
 * Gift cards, a means of payment: checkout takes from the balance in one conditional update (never below
 * zero) and gives it back when the order is not paid. Issued by staff in the backoffice.
 */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  labels: {
    singular: { en: 'Gift card', de: 'Geschenkkarte' },
    plural: { en: 'Gift cards', de: 'Geschenkkarten' },
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'balance', 'currency', 'validUntil'],
    group: { en: 'Orders', de: 'Bestellungen' },
    listSearchableFields: ['code'],
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, minLength: 8, maxLength: 32 },
    { name: 'currency', type: 'select', options: [...CURRENCIES], required: true },
    { name: 'initialBalance', type: 'number', required: true, min: 0 },
    { name: 'balance', type: 'number', required: true, min: 0 },
    { name: 'validUntil', type: 'date', required: true },
  ],
};
