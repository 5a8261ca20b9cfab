import type { CollectionConfig } from 'payload';
import { SUPPORTED_LOCALES } from '@/platform/locale/locales';

export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;

/** What shoppers send from the support chat when its answers did not help: for the service team to answer. */
export const SupportRequests: CollectionConfig = {
  slug: 'support-requests',
  labels: {
    singular: { en: 'Support request', de: 'Serviceanfrage' },
    plural: { en: 'Support requests', de: 'Serviceanfragen' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'locale', 'createdAt'],
    group: { en: 'Customers', de: 'Kunden' },
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [...SUPPORT_REQUEST_STATUSES],
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true, maxLength: 4000 },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [...SUPPORTED_LOCALES],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'transcript',
      type: 'json',
      admin: {
        readOnly: true,
        description: { en: 'The chat before the request.', de: 'Der Chat vor der Anfrage.' },
      },
    },
    { name: 'page', type: 'text', maxLength: 300, admin: { readOnly: true } },
  ],
};
