import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';
import {
  NEWSLETTER_CATEGORIES,
  SIGN_UP_SOURCES,
  SUBSCRIPTION_STATUSES,
} from '@/modules/newsletter/newsletter-constants';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { STOREFRONT_COUNTRIES, SUPPORTED_LOCALES } from '@/platform/locale/locales';
import { exportSubscriptionsCsv } from './subscriptions-csv';

const readOnly = { readOnly: true };

/**
 * Newsletter subscribers, one per storefront and address, with the consent record (when, where, which text).
 * Exported as CSV at /api/newsletter-subscriptions/export.csv (logged in).
 */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: {
    singular: { en: 'Newsletter subscription', de: 'Newsletter-Abonnement' },
    plural: { en: 'Newsletter subscriptions', de: 'Newsletter-Abonnements' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'country', 'status', 'confirmedAt', 'category'],
    group: { en: 'Customers', de: 'Kunden' },
    description: 'Export all as CSV: /api/newsletter-subscriptions/export.csv',
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubscriptionsCsv }],
  access: {
    read: isStaff,
    create: () => false,
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: [...SUBSCRIPTION_STATUSES],
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'email', type: 'email', required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'country',
          type: 'select',
          options: [...STOREFRONT_COUNTRIES],
          required: true,
          admin: readOnly,
        },
        { name: 'locale', type: 'select', options: [...SUPPORTED_LOCALES], required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salutation', type: 'select', options: [...SALUTATIONS] },
        { name: 'firstName', type: 'text', maxLength: 80 },
        { name: 'postalCode', type: 'text', maxLength: 12 },
        { name: 'category', type: 'select', options: [...NEWSLETTER_CATEGORIES], required: true },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      admin: { description: 'What the subscriber agreed to, when and where.' },
      fields: [
        { name: 'givenAt', type: 'date', required: true, admin: readOnly },
        { name: 'source', type: 'select', options: [...SIGN_UP_SOURCES], required: true, admin: readOnly },
        { name: 'textVersion', type: 'text', required: true, admin: readOnly },
        { name: 'doubleOptIn', type: 'checkbox', admin: readOnly },
      ],
    },
    { name: 'confirmedAt', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'unsubscribedAt', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
  ],
};
