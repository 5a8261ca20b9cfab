import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';
import { SUPPORTED_LOCALES } from '@/platform/locale/locales';
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '../hooks/revalidate';

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;

/**
 * Customer reviews of products. Each is written in one language (its locale), so it is not localized;
 * only published reviews reach the shop. Shoppers read them through the shop's pages and
 * /data/reviews, not through this collection's API, which is for the backoffice only.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: { en: 'Review', de: 'Bewertung' }, plural: { en: 'Reviews', de: 'Bewertungen' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'product', 'rating', 'locale', 'status', 'submittedAt'],
    group: 'Catalogue',
    listSearchableFields: ['title', 'body', 'authorName'],
  },
  access: { read: isStaff },
  defaultSort: '-submittedAt',
  hooks: {
    afterChange: [revalidateTagsAfterChange('reviews')],
    afterDelete: [revalidateTagsAfterDelete('reviews')],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: [...REVIEW_STATUSES],
      defaultValue: 'pending',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'Only published reviews are shown in the shop.' },
    },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, admin: { step: 1 } },
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'body', type: 'textarea', required: true, maxLength: 4000 },
    {
      type: 'row',
      fields: [
        {
          name: 'authorName',
          type: 'text',
          required: true,
          maxLength: 60,
          admin: { description: 'As shown in the shop, e.g. "Anna K."' },
        },
        {
          name: 'locale',
          type: 'select',
          options: [...SUPPORTED_LOCALES],
          required: true,
          admin: { description: 'The language and country it was written in.' },
        },
      ],
    },
    { name: 'submittedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    {
      name: 'verifiedPurchase',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'The author bought the product in the shop.' },
    },
    {
      name: 'reference',
      type: 'text',
      unique: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set for imported reviews (demo-…); empty for reviews written in the shop.',
      },
    },
  ],
};
